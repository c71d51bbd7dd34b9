import type { ArticleKey, StockRecord } from '../catalogue/article-ports';
import type { CatalogueRepository } from '../catalogue/ports';

/** A line of the server-side cart of one user buying for one customer. */
export interface CartLineRecord {
  productId: string;
  sorg: string;
  qty: number;
  addedAt: Date;
}

/** A change of a cart line: the quantity to hold, 0 removing the line. */
export interface CartLineChange {
  productId: string;
  sorg: string;
  qty: number;
}

export interface CartRepository {
  /** The lines of the user's cart for the customer, in the order they were added. */
  lines(userId: string, customerId: string): Promise<CartLineRecord[]>;
  /** Sets the quantities of the changed lines (creating the cart on first use); 0 removes a line. */
  apply(userId: string, customerId: string, changes: readonly CartLineChange[], at: Date): Promise<void>;
}

/** An address the customer has goods delivered to. */
export interface ShipToRecord {
  id: string;
  code: string;
  name: string;
  address: string;
  city: string;
  postalCode: string | null;
  country: string;
  phone: string | null;
  warehouseArea: string;
  isDefault: boolean;
}

export interface ShipmentRateRecord {
  sorg: string;
  code: string;
  name: string;
  currency: string;
  baseAmount: string;
  perUnitAmount: string;
  freeFromQty: number | null;
  leadDays: number;
}

export interface FreightBenefitRecord {
  sorg: string;
  warehouseArea: string;
  minQty: number;
  description: string;
  freightDiscountPercent: string;
}

export interface OrderLimitRecord {
  productId: string;
  articleCode: string;
  sorg: string;
  limitQty: number;
  orderedQty: number;
}

export interface ShippingRepository {
  /** The customer's active ship-to addresses, the default first. */
  shipTos(customerId: string): Promise<ShipToRecord[]>;
  /** Shipment rates of the sales organisations, in their order. */
  shipmentRates(sorgs: readonly string[]): Promise<ShipmentRateRecord[]>;
  /** Freight benefits of the sales organisations, by warehouse area and quantity. */
  freightBenefits(sorgs: readonly string[]): Promise<FreightBenefitRecord[]>;
}

export type OrderLimitWrite = 'updated' | 'customer_not_found' | 'article_not_found';

export interface OrderLimitRepository {
  ofCustomer(customerId: string): Promise<OrderLimitRecord[]>;
  /** Sets the limit of a customer (by r3 code) for an article sold in a sales organisation; what was ordered stays. */
  setLimit(limit: { custCode: string; articleCode: string; sorg: string; limit: number }, at: Date): Promise<OrderLimitWrite>;
}

export interface NewOrderLine {
  lineNo: number;
  productId: string;
  articleCode: string;
  name: string;
  uom: string;
  qty: number;
  qtyFromStock: number;
  unitDealer: string;
  unitNet: string;
  gross: string;
  discount: string;
  net: string;
  salesDealNo: string | null;
}

export interface StockConfirmationRecord {
  lineNo: number;
  location: string | null;
  qty: number;
  date: string | null;
  source: 'stock' | 'arrival' | 'open';
}

export interface OrderShipmentRecord {
  code: string;
  name: string;
  amount: string;
  currency: string;
}

export interface NewOrder {
  id: string;
  checkoutId: string;
  customerId: string;
  userId: string;
  sorg: string;
  currency: string;
  totalOrder: string;
  totalQty: number;
  shipTo: ShipToRecord;
  custPoNo: string | null;
  notes: string | null;
  requestDeliveryDate: string | null;
  paymentId: string;
  shipment: OrderShipmentRecord | null;
  createdAt: Date;
  lines: NewOrderLine[];
  confirmations: StockConfirmationRecord[];
}

export interface PlacedOrder {
  id: string;
  orderNo: string;
  status: string;
  sapOrderNo: string | null;
  sorg: string;
  currency: string;
  totalOrder: string;
  totalQty: number;
  custPoNo: string | null;
  notes: string | null;
  requestDeliveryDate: string | null;
  paymentId: string;
  shipTo: ShipToRecord | null;
  shipment: OrderShipmentRecord | null;
  createdAt: Date;
  lines: NewOrderLine[];
}

/** A checkout that completed under an idempotency key, and whether a request matches the one it answered. */
export interface CompletedCheckout {
  checkoutId: string;
  sameRequest: boolean;
}

/** What a checkout reads and writes inside its one transaction. */
export interface CheckoutUnitOfWork {
  catalogue: Pick<CatalogueRepository, 'articlesByCodes' | 'prices'>;
  /**
   * Records the idempotency key for this checkout. When a checkout holding the key is under way, waits for it to
   * end; when one completed under it, answers that one instead.
   */
  claimIdempotencyKey(claim: { userId: string; key: string; request: string; checkoutId: string; at: Date }): Promise<{ claimed: true } | ({ claimed: false } & CompletedCheckout)>;
  /** The customer's active ship-to with this id or code. */
  shipTo(customerId: string, idOrCode: string): Promise<ShipToRecord | undefined>;
  /** The stock of the articles per location, locked until the transaction ends (in a fixed order, so checkouts never deadlock). */
  lockStock(keys: readonly ArticleKey[]): Promise<StockRecord[]>;
  /** The customer's order limits of the articles, locked until the transaction ends. */
  lockOrderLimits(customerId: string, keys: readonly ArticleKey[]): Promise<OrderLimitRecord[]>;
  /** Takes units from stock; false (and nothing taken) when any location holds fewer than asked. */
  takeStock(takes: readonly { productId: string; location: string; qty: number }[]): Promise<boolean>;
  useOrderLimits(customerId: string, uses: readonly { productId: string; sorg: string; qty: number }[], at: Date): Promise<void>;
  insertOrder(order: NewOrder): Promise<PlacedOrder>;
  recordPurchases(customerId: string, lines: readonly { productId: string; sorg: string; qty: number }[], at: Date): Promise<void>;
  /** Lowers the user's cart lines by the ordered quantities, removing lines that reach 0. */
  removeFromCart(userId: string, customerId: string, lines: readonly { productId: string; sorg: string; qty: number }[]): Promise<void>;
  shipmentRates(sorgs: readonly string[]): Promise<ShipmentRateRecord[]>;
  ordersOfCheckout(checkoutId: string): Promise<PlacedOrder[]>;
}

export interface CheckoutStore {
  /** Runs the work in one transaction: committed when `commit` holds for its result, else everything is rolled back. */
  transaction<T>(work: (uow: CheckoutUnitOfWork) => Promise<T>, commit: (result: T) => boolean): Promise<T>;
  /** The checkout that completed under the user's key, if any. */
  completedCheckout(userId: string, key: string, request: string): Promise<CompletedCheckout | undefined>;
  ordersOfCheckout(checkoutId: string): Promise<PlacedOrder[]>;
  /** The orders of the checkout that placed this order number for the customer; none when the customer has no such order. */
  ordersPlacedWith(customerId: string, orderNo: string): Promise<PlacedOrder[]>;
}
