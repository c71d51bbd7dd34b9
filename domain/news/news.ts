import { ok, refused, type Result } from '../shared/result';
import { atLeastOne, firstFailure, maxLength, notEmpty, type FieldMessage } from '../forms/field-rules';
import { userError, type UserError } from '../shared/user-error';

/** How many news cards stand side by side on a wide screen; the administrator picks one. */
export const NEWS_ITEMS_PER_LINE = [1, 2, 3, 4] as const;
export type NewsItemsPerLine = (typeof NEWS_ITEMS_PER_LINE)[number];

/** The longest news title: a headline, not a paragraph. */
export const NEWS_TITLE_MAX_LENGTH = 200;

/** What a news card shows besides its link (spec 002 §3 News layout flags). */
export interface NewsLayout {
  /** A placeholder picture on a card whose news has no image. */
  placeholderOnCard: boolean;
  titleOnCard: boolean;
  subtitleOnCard: boolean;
  releasedonOnCard: boolean;
  /** The available picture resolutions, offered for download on the card. */
  resolutionOnCard: boolean;
  /** A "go to product" link on the card. */
  gotopdpOnCard: boolean;
}

/** What an administrator writes for a news item; the body is already-sanitised rich text (HTML). */
export interface NewsDraft {
  title: string;
  subtitle: string | null;
  body: string;
  validFrom: Date;
  validTo: Date | null;
  /** The news target markets it is published for. */
  marketIds: readonly string[];
  itemPerLine: number;
  layout: NewsLayout;
  /** The product the card's "go to product" link opens, if any. */
  productLink: string | null;
}

/** A news item's validity and deletion, as the rules read them. */
export interface NewsValidity {
  validFrom: Date;
  validTo: Date | null;
  deletedAt: Date | null;
}

/**
 * Valid now: not deleted, released (validFrom at or before now) and not expired (no validTo, or validTo at or
 * after now). The readers' lists and the validOnly lists show only such news.
 */
export function isNewsValidAt(news: NewsValidity, now: Date): boolean {
  return news.deletedAt === null && news.validFrom.getTime() <= now.getTime() && (news.validTo === null || news.validTo.getTime() >= now.getTime());
}

/** A reader sees a news item only when it is published for at least one of the reader's news markets. */
export function isNewsForMarkets(newsMarketIds: readonly string[], readerMarketIds: readonly string[]): boolean {
  const reader = new Set(readerMarketIds);
  return newsMarketIds.some((id) => reader.has(id));
}

/** Whether text holds anything a person reads once markup and spaces are gone. */
function hasReadableText(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '';
}

/**
 * The checks a news draft must pass before it is stored: a title (at most 200 characters), a body with readable
 * text, a validity whose end is not before its start, at least one target market and a known items-per-line.
 * Text is trimmed; an empty subtitle or product link becomes null.
 */
export function checkNewsDraft(draft: NewsDraft): Result<NewsDraft> {
  const errors: UserError[] = [];
  const refuse = (field: string, failure: FieldMessage | null) => {
    if (failure) errors.push(userError(field, failure.key, failure.values));
  };
  const title = draft.title.trim();
  refuse('title', firstFailure(title, [notEmpty, maxLength(NEWS_TITLE_MAX_LENGTH)]));
  refuse('body', notEmpty(hasReadableText(draft.body) ? draft.body : ''));
  if (Number.isNaN(draft.validFrom.getTime())) refuse('validFrom', notEmpty(''));
  else if (draft.validTo !== null && draft.validTo.getTime() < draft.validFrom.getTime()) errors.push(userError('validTo', 'news_valid_to_before_valid_from'));
  const marketIds = [...new Set(draft.marketIds)];
  refuse('contentTargetMarkets', atLeastOne(marketIds));
  if (!(NEWS_ITEMS_PER_LINE as readonly number[]).includes(draft.itemPerLine)) errors.push(userError('itemPerLine', 'news_item_per_line_invalid'));
  if (errors.length > 0) return refused(...errors);
  const subtitle = draft.subtitle?.trim() || null;
  const productLink = draft.productLink?.trim() || null;
  return ok({ ...draft, title, subtitle, productLink, marketIds });
}
