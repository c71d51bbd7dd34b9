import type { ProductChange, StockChange } from '../../../domain/third-party/upload-rows';
import type { ThirdPartyItemStatus } from '../../../domain/third-party/order-item-status';

/** A vendor selling to the dealers of one sales organisation. */
export interface VendorRecord {
  id: string;
  code: string;
  name: string;
  sorg: string;
}

/** A vendor's article, priced per sales unit in its sales organisation's currency. */
export interface ThirdPartyProductRecord {
  id: string;
  vendor: VendorRecord;
  articleCode: string;
  name: string;
  price: string;
  currency: string;
  salesUnit: string;
  uomConverter: number;
  stock: number;
}

export interface ThirdPartyOrderItemRecord {
  lineNo: number;
  articleCode: string;
  name: string;
  salesUnit: string;
  qty: number;
  price: string;
  subtotal: string;
  status: ThirdPartyItemStatus;
  updatedAt: Date;
}

export interface ThirdPartyOrderRecord {
  id: string;
  orderNo: string;
  vendor: VendorRecord;
  custCode: string;
  customerName: string;
  currency: string;
  total: string;
  deliveryAddress: string;
  reqDeliveryDate: string | null;
  createdAt: Date;
  items: ThirdPartyOrderItemRecord[];
}

/** Whose orders a read returns: a vendor's (every customer's) or a customer's (every vendor's). */
export type ThirdPartyOrderOwner = { vendorId: string } | { customerId: string };

export interface PriceComponentRecord {
  sorg: string;
  module: string;
  additionalDisplays: string[];
}

export interface ThirdPartyRepository {
  /** The vendor a user acts for, if the user is a vendor's. */
  vendorOfUser(userId: string): Promise<VendorRecord | undefined>;
  /** The vendors selling in these sales organisations, by name. */
  vendorsIn(sorgs: readonly string[]): Promise<VendorRecord[]>;
  /** A page of the vendors' articles whose code or name contains the search, by vendor and code, and how many match. */
  products(query: { vendorIds: readonly string[]; search: string; page: number; limit: number }): Promise<{ count: number; items: ThirdPartyProductRecord[] }>;
  /** The vendor's delivery address for the customer: its own when one is kept, else the customer's address. */
  vendorAddress(vendorId: string, customerId: string): Promise<string | undefined>;
  orders(owner: ThirdPartyOrderOwner): Promise<ThirdPartyOrderRecord[]>;
  /** The status of an article's line in the vendor's order; undefined when the vendor has no such line. */
  itemStatus(vendorId: string, orderNo: string, articleCode: string): Promise<ThirdPartyItemStatus | undefined>;
  /** Moves the line's status if it is still `from`; false when another update came first. */
  moveItemStatus(vendorId: string, orderNo: string, articleCode: string, from: ThirdPartyItemStatus, to: ThirdPartyItemStatus, at: Date): Promise<boolean>;
  priceComponents(sorgs: readonly string[], module: string): Promise<PriceComponentRecord[]>;
  productCodes(vendorId: string): Promise<string[]>;
  /** Sets the stocks in one transaction. */
  applyStock(vendorId: string, changes: readonly StockChange[], at: Date): Promise<void>;
  /** Adds or replaces the articles in one transaction. */
  applyProducts(vendorId: string, changes: readonly ProductChange[], at: Date): Promise<void>;
}

export interface NewThirdPartyOrder {
  id: string;
  orderNo: string;
  checkoutId: string;
  vendorId: string;
  customerId: string;
  userId: string;
  currency: string;
  total: string;
  deliveryAddress: string;
  reqDeliveryDate: string | null;
  createdAt: Date;
  items: { lineNo: number; articleCode: string; name: string; salesUnit: string; qty: number; price: string; subtotal: string }[];
}

/** What a third-party checkout reads and writes inside its one transaction. */
export interface ThirdPartyCheckoutUnitOfWork {
  /** Records the key for this checkout; when a checkout completed under it, answers that one instead. */
  claimIdempotencyKey(claim: { userId: string; key: string; request: string; checkoutId: string; at: Date }): Promise<{ claimed: true } | { claimed: false; checkoutId: string; sameRequest: boolean }>;
  /** The vendor's articles of these codes, locked until the transaction ends. */
  lockProducts(vendorId: string, articleCodes: readonly string[]): Promise<ThirdPartyProductRecord[]>;
  takeStock(takes: readonly { productId: string; qty: number }[]): Promise<void>;
  insertOrder(order: NewThirdPartyOrder): Promise<void>;
  orderOfCheckout(checkoutId: string): Promise<ThirdPartyOrderRecord | undefined>;
}

export interface ThirdPartyCheckoutStore {
  /** Runs the work in one transaction: committed when `commit` holds for its result, else rolled back. */
  transaction<T>(work: (uow: ThirdPartyCheckoutUnitOfWork) => Promise<T>, commit: (result: T) => boolean): Promise<T>;
}

