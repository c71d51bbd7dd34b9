import type { NewsLayout } from '../../../domain/news/news';

/** A market a news item is published for. */
export interface NewsMarket {
  id: string;
  marketName: string;
}

/** What is stored of a news item besides its id and stamps. */
export interface NewsFields {
  title: string;
  subtitle: string | null;
  body: string;
  validFrom: Date;
  validTo: Date | null;
  marketIds: readonly string[];
  itemPerLine: number;
  layout: NewsLayout;
  productLink: string | null;
  /** The stored picture (`{uuid}.{extension}` in the news-image folder), or null. */
  imageFile: string | null;
}

export interface NewsRecord extends Omit<NewsFields, 'marketIds'> {
  id: string;
  markets: NewsMarket[];
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}

export interface NewsQuery {
  /** Only news published for one of these markets; undefined for every market. */
  marketIds: readonly string[] | undefined;
  /** Only news valid at this instant (see domain/news/news.ts); undefined for every news item. */
  validAt: Date | undefined;
  /** Deleted news too (the administrators' list); never with validAt. */
  includeDeleted: boolean;
  /** Case-insensitive part of the title or subtitle. */
  search: string | undefined;
  page: number;
  limit: number;
}

/** The news items, newest release first. */
export interface NewsRepository {
  page(query: NewsQuery): Promise<{ items: NewsRecord[]; total: number }>;
  byId(id: string): Promise<NewsRecord | undefined>;
  create(fields: NewsFields, at: Date): Promise<NewsRecord>;
  /** Undefined when there is no such news item. */
  update(id: string, fields: NewsFields, at: Date): Promise<NewsRecord | undefined>;
  /** Marks the item deleted at an instant, or restores it with null; undefined when there is no such item. */
  setDeleted(id: string, deletedAt: Date | null): Promise<NewsRecord | undefined>;
}
