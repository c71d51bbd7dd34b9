import type { CartCount } from '../../../domain/shell/cart-badge';
import type { CatalogueArticle, ProductCategory } from '../catalogue/ports';
import type { CheckoutPayload } from '../../../domain/checkout/checkout-validation';
import type { Result } from '../../../domain/shared/result';
import type { UserError } from '../../../domain/shared/user-error';

/** How many units of an article of a sales organisation the cart should hold (0 removes the line). */
export interface CartQuantity {
  articleCode: string;
  sorg: string;
  qty: number;
}

/** A line of the cart as the service keeps it, with its split into ready-to-ship and pre-order units. */
export interface CartLine {
  /** {sorg}:{articleCode}. */
  id: string;
  sorg: string;
  articleCode: string;
  qty: number;
  uom: string;
  readyToShip: number;
  preOrder: number;
  article: CatalogueArticle;
}

/** The cart of the user for the customer the session acts for, lines in the order they were added. */
export interface ServerCart {
  lines: CartLine[];
}

/** A cart update the service refused: why, and the cart as it still stands. */
export interface RefusedCartUpdate {
  errors: readonly UserError[];
  cart: ServerCart;
}

/** The cart after an update, or the refusal that left it as it was. */
export type CartUpdate = Result<ServerCart, RefusedCartUpdate>;

export interface ShipTo {
  id: string;
  code: string;
  name: string;
  address: string;
  city: string;
  postalCode: string | null;
  country: string;
  phone: string | null;
  isDefault: boolean;
}

/** A way to pay an order (the service's payment methods of the order module). */
export interface PaymentOption {
  id: string;
  sorg: string;
  type: string;
  description: string;
}

export interface CheckoutOptions {
  shipTos: ShipTo[];
  payments: PaymentOption[];
}

/** A shipment a sales organisation offers for the cart's quantity. */
export interface ShipmentRate {
  sorg: string;
  code: string;
  name: string;
  currency: string;
  amount: string;
  free: boolean;
  leadDays: number;
  estimatedDelivery: string;
}

/** The shipment chosen for the order of a sales organisation. */
export interface ShipmentChoice {
  sorg: string;
  code: string;
}

export interface PlacedOrderLine {
  lineNo: number;
  articleCode: string;
  name: string;
  uom: string;
  qty: number;
  unitNet: string;
  net: string;
  salesDealNo: string | null;
}

/** An order the checkout placed: one per sales organisation. */
export interface PlacedOrder {
  id: string;
  orderNo: string;
  status: string;
  sorg: string;
  currency: string;
  total: string;
  totalQty: number;
  custPoNo: string | null;
  notes: string | null;
  requestDeliveryDate: string | null;
  shipTo: { name: string; address: string; city: string } | null;
  shipment: { name: string; amount: string; currency: string } | null;
  createdAt: string;
  lines: PlacedOrderLine[];
}

/** The orders a checkout placed, and whether an earlier submission under the same key had placed them. */
export interface CheckoutDone {
  orders: PlacedOrder[];
  replayed: boolean;
}

export interface PurchasedItem {
  articleCode: string;
  name: string;
  variant: string | null;
  slug: string;
  sorg: string;
  timesOrdered: number;
  totalQty: number;
  lastOrderedAt: string;
}

/** A model the customer bought, with the variants it bought (repeat order). */
export interface Purchase {
  id: string;
  parentName: string;
  modelYear: number | null;
  category: ProductCategory;
  serie: string | null;
  brand: string;
  slug: string;
  startingAt: string | null;
  currency: string | null;
  items: PurchasedItem[];
}

export type PurchaseKind = 'frequent' | 'previous';

export interface PurchasePage {
  count: number;
  page: number;
  pages: number;
  purchases: Purchase[];
}

/** What the portal asks the service about the cart, checkout, fast order and repeat order. */
export interface CartGateway {
  cart(): Promise<ServerCart>;
  /** How many lines the cart holds and their total quantity, for the header's badge. */
  count(): Promise<CartCount>;
  /** Sets the quantities of the lines named (0 removes); a refused line refuses the whole update. */
  updateCart(quantities: readonly CartQuantity[]): Promise<CartUpdate>;
  checkoutOptions(): Promise<CheckoutOptions>;
  shipmentRates(quantities: readonly CartQuantity[]): Promise<ShipmentRate[]>;
  checkout(payload: CheckoutPayload<CartQuantity, ShipmentChoice>, idempotencyKey: string): Promise<Result<CheckoutDone>>;
  /** The orders the checkout placed together with this order number, when the customer placed it; none otherwise. */
  placedOrders(orderNo: string): Promise<PlacedOrder[]>;
  /** The offers of the article with exactly this code, one per sales organisation the customer buys in. */
  findArticle(articleCode: string): Promise<CatalogueArticle[]>;
  purchases(kind: PurchaseKind, category: ProductCategory | null, page: number, limit: number): Promise<PurchasePage>;
}

/** Makes identifiers no other checkout attempt has used (idempotency keys). */
export interface IdGenerator {
  next(): string;
}
