import type { NewsChange, NewsItem } from '../../application/portal/news/ports';
import type { NewsLayout } from '../../domain/news/news';

/** The news form's fields as the person edits them: dates as yyyy-mm-dd, text as typed. */
export interface NewsFormState {
  title: string;
  subtitle: string;
  body: string;
  validFrom: string;
  validTo: string;
  marketIds: string[];
  itemPerLine: string;
  layout: NewsLayout;
  productLink: string;
  image: File | null;
  removeImage: boolean;
}

const DEFAULT_LAYOUT: NewsLayout = { placeholderOnCard: true, titleOnCard: true, subtitleOnCard: true, releasedonOnCard: true, resolutionOnCard: false, gotopdpOnCard: false };

/** The form of a new item (valid from the given day) or of a stored one. */
export function newsFormState(news: NewsItem | null, today: string): NewsFormState {
  if (!news) {
    return { title: '', subtitle: '', body: '', validFrom: today, validTo: '', marketIds: [], itemPerLine: '3', layout: DEFAULT_LAYOUT, productLink: '', image: null, removeImage: false };
  }
  return {
    title: news.title,
    subtitle: news.subtitle ?? '',
    body: news.body,
    validFrom: news.validFrom.slice(0, 10),
    validTo: news.validTo?.slice(0, 10) ?? '',
    marketIds: news.markets.map((market) => market.id),
    itemPerLine: String(news.itemPerLine),
    layout: news.layout,
    productLink: news.productLink ?? '',
    image: null,
    removeImage: false,
  };
}

/** The change the form sends: a day's validity starts at its first instant in UTC and ends at its last. */
export function newsChangeOf(form: NewsFormState): NewsChange {
  return {
    title: form.title,
    subtitle: form.subtitle || null,
    body: form.body,
    validFrom: form.validFrom ? `${form.validFrom}T00:00:00.000Z` : '',
    validTo: form.validTo ? `${form.validTo}T23:59:59.999Z` : null,
    marketIds: form.marketIds,
    itemPerLine: Number(form.itemPerLine),
    layout: form.layout,
    productLink: form.productLink || null,
    image: form.image,
    removeImage: form.removeImage,
  };
}
