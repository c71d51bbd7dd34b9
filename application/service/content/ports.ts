import type { ContentPageType } from '../../../domain/content/content-gate';

export { CONTENT_PAGE_TYPES, type ContentPageType } from '../../../domain/content/content-gate';

export interface ContentTargetMarket {
  id: string;
  marketName: string;
  type: ContentPageType;
}

export interface ContentTargetMarketQuery {
  type: ContentPageType;
  /** Only markets assigned to this user; undefined lists every market of the type. */
  assignedTo: string | undefined;
  /** Case-insensitive part of the market name. */
  search: string | undefined;
  page: number;
  limit: number;
}

export interface ContentTargetMarketRepository {
  page(query: ContentTargetMarketQuery): Promise<{ items: ContentTargetMarket[]; total: number }>;
}

/**
 * Turns HTML an administrator wrote into the rich text the portal may show: the rich-text allow-list of
 * domain/shell/rich-text applied by a maintained HTML sanitiser. Every use-case that stores rich text (news,
 * announcements, sales documents, marketing material) sends it through this port before it is saved.
 */
export interface RichTextSanitiser {
  sanitise(html: string): string;
}

/** The sales organisations an administrator may maintain content of: those of their user areas. */
export interface SalesOrganisationHoldings {
  heldBy(userId: string): Promise<string[]>;
}

/** A page of a content list an administrator maintains, with the total of the matching rows. */
export interface ContentPage<T> {
  items: T[];
  total: number;
}
