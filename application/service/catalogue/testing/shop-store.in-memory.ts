import { completeHostConfig, type CurrencyFormat, type HostConfig, type HostConfigSettings } from '../../../../domain/config/host-config';
import type { CartLineRecord, FreightBenefitRecord, NewOrder, OrderLimitRecord, PlacedOrder, ShipmentRateRecord, ShipToRecord } from '../../cart/ports';
import type { ArticleRecord, DealRecord, StockRecord } from '../article-ports';

export interface StoredCustomer {
  id: string;
  r3: string;
  sorgs: string[];
  /** Users the customer is assigned to. */
  assignedTo: string[];
}

export interface StoredPrice {
  productId: string;
  sorg: string;
  currency: string;
  dealer: string;
  retail: string | null;
  deals: (DealRecord & { customerId: string | null })[];
}

/** What the catalogue and cart keep, as plain arrays. */
export interface ShopState {
  customers: StoredCustomer[];
  userAreas: Record<string, string[]>;
  articles: ArticleRecord[];
  prices: StoredPrice[];
  stock: StockRecord[];
  carts: Record<string, CartLineRecord[]>;
  shipTos: (ShipToRecord & { customerId: string; active: boolean })[];
  rates: ShipmentRateRecord[];
  benefits: FreightBenefitRecord[];
  limits: (OrderLimitRecord & { customerId: string })[];
  orders: (PlacedOrder & { checkoutId: string; customerId: string; confirmations: NewOrder['confirmations'] })[];
  keys: { userId: string; key: string; request: string; checkoutId: string }[];
  purchases: { customerId: string; productId: string; sorg: string; times: number; qty: number; last: Date }[];
  restock: { userId: string; productId: string; sorg: string; customerId: string | null; at: Date }[];
}

/** The key an article of a sales organisation is found by. */
export const keyOf = (key: { productId: string; sorg: string }) => `${key.sorg}:${key.productId}`;

/**
 * The state every in-memory catalogue and cart adapter shares, as one database would: a checkout's transaction
 * puts it back as it was when its result must not commit.
 */
export class ShopStore {
  state: ShopState;
  hosts: HostConfig[] = [];
  currencyFormats: Record<string, CurrencyFormat> = {};
  /** Article codes whose attribute update throws, to try per-batch failure tolerance. */
  failingCodes = new Set<string>();

  constructor(state: Partial<ShopState> = {}) {
    this.state = {
      customers: [],
      userAreas: {},
      articles: [],
      prices: [],
      stock: [],
      carts: {},
      shipTos: [],
      rates: [],
      benefits: [],
      limits: [],
      orders: [],
      keys: [],
      purchases: [],
      restock: [],
      ...state,
    };
  }

  withHost(host: string, sorg: string, settings: HostConfigSettings = {}): this {
    this.hosts.push(completeHostConfig({ host, brandName: host, sorg, webTitle: host }, settings));
    return this;
  }
}
