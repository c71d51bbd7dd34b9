import type { NewsLayout } from '../../../domain/news/news';
import type { Result } from '../../../domain/shared/result';

/** A news item as the portal shows it; picture addresses are relative to the service. */
export interface NewsItem {
  id: string;
  title: string;
  subtitle: string | null;
  body: string;
  validFrom: string;
  validTo: string | null;
  markets: { id: string; marketName: string }[];
  itemPerLine: number;
  layout: NewsLayout;
  productLink: string | null;
  /** The picture in each size the service makes, smallest first; empty without a picture. */
  image: { name: string; width: number; url: string }[];
  deletedAt: string | null;
}

export interface NewsListQuery {
  page: number;
  limit: number;
  search?: string;
  validOnly?: boolean;
}

export interface NewsListPage {
  items: NewsItem[];
  count: number;
  pageTotal: number;
}

/** What an administrator sends to create or change a news item. */
export interface NewsChange {
  title: string;
  subtitle: string | null;
  body: string;
  validFrom: string;
  validTo: string | null;
  marketIds: string[];
  itemPerLine: number;
  layout: NewsLayout;
  productLink: string | null;
  /** A new picture; absent keeps the stored one. */
  image?: Blob | null;
  removeImage?: boolean;
}

export interface NewsGateway {
  list(query: NewsListQuery): Promise<NewsListPage>;
  /** Null when there is no such item the user may read. */
  item(id: string): Promise<NewsItem | null>;
  save(id: string | null, change: NewsChange): Promise<Result<NewsItem>>;
  remove(id: string): Promise<Result<NewsItem>>;
  restore(id: string): Promise<Result<NewsItem>>;
}
