import type { CatalogueView } from '../../../domain/catalogue/catalogue-views';
import type { ProductImageWidth } from '../../../domain/catalogue/product-image';
import type { ProductCategory } from '../../../domain/catalogue/search-suggestions';

export type { CatalogueView, ProductCategory };

/** A dictionary key with the values its text interpolates, as the service labels stock and next arrivals. */
export interface LabelledMessage {
  key: string;
  values: Record<string, string>;
}

/** A sales deal on the dealer price: a percentage ("12.5") or a fixed amount off each unit. */
export interface PriceDeal {
  salesDealNo: string;
  description: string | null;
  type: 'percentage' | 'amount';
  value: string;
}

/** A quantity tier of a deal: it holds when the line's quantity meets `term` (>= or <=) against `qty`. */
export interface PriceTierDeal extends PriceDeal {
  term: '>=' | '<=';
  qty: number;
  uom: string;
}

/**
 * The price of one unit of an article for the customer the session acts for, in its sales organisation's currency,
 * with the currency block that writes it. Amounts are exact decimal strings.
 */
export interface ArticlePrice {
  sorg: string;
  currency: string;
  symbol: string;
  thousandSeparator: string;
  decimalSeparator: string;
  decimalPrecision: number;
  retail: string | null;
  dealer: string;
  /** What one unit costs with the deals that hold for a single unit. */
  net: string;
  discount: PriceDeal | null;
  tiers: PriceTierDeal[];
}

/** Stock as the host shows it: `available` is null where the host masks stock figures. */
export interface ArticleStock {
  available: number | null;
  label: LabelledMessage;
  nextArrival: LabelledMessage | null;
}

/** One rendered size of a product picture and the address it is served at. */
export interface ProductImageSource {
  width: ProductImageWidth;
  url: string;
}

/** A product's picture in every size the service renders it, narrowest first. */
export interface ProductImage {
  sources: ProductImageSource[];
}

/** An article as one sales organisation sells it, priced for the customer the session acts for. */
export interface CatalogueArticle {
  /** {sorg}:{articleCode}. */
  id: string;
  articleCode: string;
  articleCodeDisplay: string;
  name: string;
  description: string;
  category: ProductCategory;
  mcid: string | null;
  modelCode: string;
  parentName: string;
  serie: string | null;
  modelYear: number | null;
  brand: string;
  variant: string | null;
  slug: string;
  tags: string[];
  uom: string;
  exactQty: number | null;
  orderQuota: number | null;
  sorg: string;
  /** The article may be ordered: allowed, and blocked by nothing. */
  orderable: boolean;
  newArrival: boolean;
  /** Null when the article has no picture. */
  image: ProductImage | null;
  /** Null without a customer, or without a price in the sales organisation. */
  price: ArticlePrice | null;
  stock: ArticleStock;
}

/** A model (the variants of one bike or part) in the group view. */
export interface CatalogueModel {
  modelCode: string;
  parentName: string;
  category: ProductCategory;
  serie: string | null;
  modelYear: number | null;
  brand: string;
  sorg: string;
  slug: string;
  /** The picture of one of its variants; null when none has one. */
  image: ProductImage | null;
  variants: number;
  startingAt: string | null;
  currency: string | null;
}

/** What a catalogue listing asks for. */
export interface ProductQuery {
  category: ProductCategory | null;
  /** Bike category (merchandise category id), the address's mc. */
  mc: string | null;
  search: string | null;
  view: CatalogueView;
  page: number;
  limit: number;
}

/** One page of a listing: articles in the item view, models in the group view. */
export interface ProductPage {
  view: CatalogueView;
  count: number;
  page: number;
  limit: number;
  pages: number;
  articles: CatalogueArticle[];
  models: CatalogueModel[];
}

/** A suggestion of the search box: a product's name and article code, and the search text it stands for. */
export interface ProductSuggestion {
  name: string;
  article_code: string;
  suggestion: string;
  slug: string;
  category: ProductCategory;
}

export interface StockRowView {
  location: string | null;
  locationName: string | null;
  available: number | null;
  label: LabelledMessage;
  nextArrival: LabelledMessage | null;
}

/** A product page: the article, its other offers and variants, whether a restock notice is asked, and its stock. */
export interface ProductDetails {
  article: CatalogueArticle;
  offers: CatalogueArticle[];
  variants: CatalogueArticle[];
  restockSubscribed: boolean;
  stock: { mode: string; rows: StockRowView[] } | null;
}

/** A bike category of the catalogue menu; the catalogue link carries its mcid as mc. */
export interface BikeCategory {
  id: string;
  mcid: string;
  wording: string;
  sorg: string;
}

export interface GroupsetComponent {
  qty: number;
  articleCode: string;
  name: string;
  slug: string;
}

export interface Groupset {
  id: string;
  code: string;
  name: string;
  brand: string;
  serie: string | null;
  speeds: number | null;
  description: string;
  article: CatalogueArticle;
  components: GroupsetComponent[];
}

export interface Promotion {
  code: string;
  name: string;
  description: string;
  terms: string;
  badge: string | null;
  tagline: string | null;
  sorg: string;
  details: { articleCode: string; offer: string }[];
}

/** An article the catalogue home shows in one of its sections (new arrivals, featured…). */
export interface ArticleDisplay {
  id: string;
  section: string;
  label: string | null;
  article: CatalogueArticle;
}

/** What the catalogue home shows for a category. */
export interface CatalogueHome {
  displays: ArticleDisplay[];
  promotions: Promotion[];
  bestSellers: CatalogueArticle[];
}

/** What the portal asks the service about the catalogue. */
export interface CatalogueGateway {
  products(query: ProductQuery): Promise<ProductPage>;
  suggestions(term: string, category: ProductCategory, limit: number, signal?: AbortSignal): Promise<ProductSuggestion[]>;
  productDetails(slug: string): Promise<ProductDetails | null>;
  bikeCategories(): Promise<BikeCategory[]>;
  groupsets(): Promise<Groupset[]>;
  catalogueHome(category: ProductCategory, bestSellersLimit: number): Promise<CatalogueHome>;
  /** Asks (or stops asking) for a notice when the article is back in stock; answers whether it is now asked. */
  restockNotification(article: { articleCode: string; sorg: string }, subscribe: boolean): Promise<boolean>;
}
