import type { CurrencyFormat, HostConfig } from '../../../domain/config/host-config';
import type { ProductCategory } from '../../../domain/catalogue/search-suggestions';
import type { DiscountType, TierTerm } from '../../../domain/pricing/line-price';

/** What the service knows of the customer a session acts for. */
export interface BuyerFacts {
  customerId: string;
  r3: string;
  /** The sales organisations the customer buys from (its areas). */
  sorgs: string[];
  /** Whether the customer is assigned to the user (sales users act only for assigned customers). */
  assignedToUser: boolean;
}

export interface BuyerRepository {
  /** The customer with this r3 code, its sales organisations, and whether it is assigned to the user. */
  buyerFacts(userId: string, r3: string): Promise<BuyerFacts | undefined>;
  /** The sales organisations of the user's areas. */
  userAreaSorgs(userId: string): Promise<string[]>;
}

/** The host configuration and currency formats the commerce rules read. */
export interface CommerceSettings {
  /** The configuration of the host a request came through; the defaults for a host that is not configured. */
  hostConfig(host: string): Promise<HostConfig>;
  /** Every configured host. */
  allHostConfigs(): Promise<HostConfig[]>;
  /** The currency format of each sales organisation. */
  currencies(): Promise<Record<string, CurrencyFormat>>;
}

/** New identifiers for records a use-case creates. */
export interface IdGenerator {
  newId(): string;
}

/** An article as one sales organisation sells it, with the attributes that decide whether it can be ordered. */
export interface ArticleRecord {
  productId: string;
  articleCode: string;
  articleCodeDisplay: string;
  name: string;
  description: string;
  category: ProductCategory;
  mcid: string | null;
  modelCode: string;
  modelName: string;
  series: string | null;
  modelYear: number | null;
  brand: string;
  variant: string | null;
  slug: string;
  tags: string[];
  uom: string;
  exactQty: number | null;
  orderQuota: number | null;
  imageName: string | null;
  hierarchyBlocked: boolean;
  brandBlocked: boolean;
  categoryBlocked: boolean;
  sorg: string;
  allowOrder: boolean;
  orderBlocked: boolean;
  sorgBlocked: boolean;
  newArrival: { from: string | null; to: string | null; active: boolean };
}

/** A sales deal as stored: unconditional (no term) or a quantity tier. */
export interface DealRecord {
  salesDealNo: string;
  description: string | null;
  type: DiscountType;
  value: string;
  term: TierTerm | null;
  tierQty: number | null;
}

/** The dealer and retail price of an article in a sales organisation with the deals valid for one customer. */
export interface PriceRecord {
  productId: string;
  sorg: string;
  currency: string;
  dealer: string;
  retail: string | null;
  deals: DealRecord[];
}

/** Units of an article at one location of a sales organisation. */
export interface StockRecord {
  productId: string;
  sorg: string;
  location: string;
  locationName: string;
  /** The rank of the location: stock is taken from lower ranks first. */
  sortOrder: number;
  available: number;
  customerOrdered: number;
  nextArrival: string | null;
  nextArrivalQty: number | null;
}

/** An article of a sales organisation, by its product id. */
export interface ArticleKey {
  productId: string;
  sorg: string;
}

/** An article of a sales organisation, by its article code. */
export interface ArticleCodeKey {
  articleCode: string;
  sorg: string;
}
