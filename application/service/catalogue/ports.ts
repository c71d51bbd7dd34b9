import type { ProductCategory } from '../../../domain/catalogue/search-suggestions';
import type { ArticleCodeKey, ArticleKey, ArticleRecord, PriceRecord, StockRecord } from './article-ports';

export interface BikeCategory {
  id: string;
  mcid: string;
  wording: string;
  sorg: string;
  type: string;
}

export interface BikeCategoryRepository {
  /** Bike categories of the sales organisations of the user's areas, by sales organisation and sort order. */
  forUserAreas(userId: string): Promise<BikeCategory[]>;
}

/** A search suggestion as the repository finds it, best match first. */
export interface SuggestionRecord {
  name: string;
  articleCode: string;
  modelName: string;
  slug: string;
  category: ProductCategory;
}

/** A listing request: the filter, the sort and the page, over the sales organisations the audience buys in. */
export interface ListingQuery {
  sorgs: string[];
  category: ProductCategory | null;
  mcid: string | null;
  /** Normalised search text, or null for no search. */
  search: string | null;
  series: string | null;
  modelYear: number | null;
  sort: ListingSort;
  offset: number;
  limit: number;
}

export type ListingSort = 'recommended' | 'name' | 'newest';

/** A model of the group view: its variants counted, its lowest dealer price among them. */
export interface ModelRecord {
  modelCode: string;
  modelName: string;
  category: ProductCategory;
  mcid: string | null;
  series: string | null;
  modelYear: number | null;
  brand: string;
  sorg: string;
  slug: string;
  imageName: string | null;
  variants: number;
  startingAt: string | null;
  currency: string | null;
}

export interface GroupsetRecord {
  id: string;
  code: string;
  name: string;
  brand: string;
  series: string | null;
  speeds: number | null;
  description: string;
  kit: ArticleRecord;
  components: { qty: number; articleCode: string; name: string; slug: string }[];
}

export interface PromotionRecord {
  code: string;
  name: string;
  description: string;
  terms: string;
  badge: string | null;
  tagline: string | null;
  sorg: string;
  locations: string[];
  details: { articleCode: string; offer: string }[];
}

export interface ArticleDisplayRecord {
  id: string;
  section: string;
  label: string | null;
  sortOrder: number;
  article: ArticleRecord;
}

/** A model the customer bought, with the variants bought. */
export interface PurchasedModelRecord {
  modelCode: string;
  modelName: string;
  modelYear: number | null;
  category: ProductCategory;
  series: string | null;
  brand: string;
  slug: string;
  startingAt: string | null;
  maxRetail: string | null;
  currency: string | null;
  items: { articleCode: string; name: string; variant: string | null; slug: string; sorg: string; timesOrdered: number; totalQty: number; lastOrderedAt: Date }[];
}

/** The catalogue as the shop reads it. */
export interface CatalogueRepository {
  /** Articles of the category sold in the sales organisations whose name or article code matches the term, best first. */
  suggest(query: { term: string; category: ProductCategory; sorgs: string[]; limit: number }): Promise<SuggestionRecord[]>;
  listArticles(query: ListingQuery): Promise<{ total: number; items: ArticleRecord[] }>;
  listModels(query: ListingQuery): Promise<{ total: number; items: ModelRecord[] }>;
  /** The article with this slug, once per sales organisation selling it, in sales-organisation order. */
  articlesBySlug(slug: string, sorgs: string[]): Promise<ArticleRecord[]>;
  /** The variants of a model sold in the sales organisations, by name. */
  articlesOfModel(modelCode: string, sorgs: string[]): Promise<ArticleRecord[]>;
  articlesByCodes(keys: readonly ArticleCodeKey[]): Promise<ArticleRecord[]>;
  articlesByIds(keys: readonly ArticleKey[]): Promise<ArticleRecord[]>;
  /** Prices with the deals valid on `today` (YYYY-MM-DD) for the customer: its own and those for every customer. */
  prices(keys: readonly ArticleKey[], customerId: string, today: string): Promise<PriceRecord[]>;
  /** Stock per location, locations in their rank order. */
  stock(keys: readonly ArticleKey[]): Promise<StockRecord[]>;
  groupsets(sorgs: string[]): Promise<GroupsetRecord[]>;
  promotions(sorgs: string[], category: ProductCategory | null, now: Date): Promise<PromotionRecord[]>;
  bestSellers(sorgs: string[], category: ProductCategory, limit: number): Promise<ArticleRecord[]>;
  articleDisplays(sorgs: string[], now: Date): Promise<ArticleDisplayRecord[]>;
  purchases(query: {
    customerId: string;
    sorgs: string[];
    category: ProductCategory | null;
    order: 'frequent' | 'previous';
    offset: number;
    limit: number;
  }): Promise<{ total: number; items: PurchasedModelRecord[] }>;
}

export interface RestockSubscriptionRecord {
  articleCode: string;
  sorg: string;
  name: string;
  slug: string;
  createdAt: Date;
}

export interface RestockSubscriptionRepository {
  subscribe(subscription: { userId: string; customerId: string | null; productId: string; sorg: string; at: Date }): Promise<void>;
  /** False when there was no such subscription. */
  unsubscribe(userId: string, productId: string, sorg: string): Promise<boolean>;
  subscribedProductIds(userId: string, productIds: readonly string[]): Promise<Set<string>>;
  ofUser(userId: string): Promise<RestockSubscriptionRecord[]>;
}

/** New attributes of an article in a sales organisation (catalogue analysis); absent fields stay as they are. */
export interface ArticleAttributeChange {
  articleCode: string;
  sorg: string;
  allowOrder?: boolean;
  newArrival?: { from: string | null; to: string | null; active: boolean };
}

/** Catalogue maintenance for administrators. */
export interface CatalogueMaintenanceRepository {
  /** The articles of these codes (whichever sales organisations sell them) with the sales organisation's record if any. */
  analysisFacts(sorg: string, articleCodes: readonly string[]): Promise<
    {
      articleCode: string;
      name: string;
      productId: string;
      hierarchyBlocked: boolean;
      brandBlocked: boolean;
      categoryBlocked: boolean;
      sold: { allowOrder: boolean; orderBlocked: boolean; sorgBlocked: boolean } | null;
      hasPrice: boolean;
    }[]
  >;
  /** Applies one batch in one transaction; answers the codes not sold in their sales organisation (left unchanged). */
  updateAttributes(batch: readonly ArticleAttributeChange[], at: Date): Promise<{ missing: ArticleCodeKey[] }>;
  /** Removes one batch of articles from their sales organisations (and from carts there), in one transaction. */
  removeFromSorg(batch: readonly ArticleCodeKey[]): Promise<{ missing: ArticleCodeKey[] }>;
}

/** Renders pictures for the web. */
export interface ImageEncoder {
  /** The picture (SVG, PNG, JPEG or WebP bytes) as WebP, scaled to the width with its aspect ratio kept. */
  toWebp(source: Uint8Array, width: number): Promise<Uint8Array>;
}
