import type { HostConfig } from '../config/host-config';
import { isCartQuantity, type CartMessage } from './cart-lines';
import { splitByStock, stockRulesOf, type StockRules, type StockSplit } from './stock-split';

/** The unit the order-limit message names: 'Maximum quantity that can be ordered is {limit} EA'. */
export const ORDER_QUOTA_UOM = 'EA';

/**
 * Where a quantity is checked: while the cart is edited, or when it is checked out. The server repeats the
 * checkout checks whatever the browser did.
 */
export type QuantityStage = 'cart' | 'checkout';

/**
 * The host switches of the quantity rules. `exactQtyCheck` holds every cart change to the article's exact
 * quantity (so checkout too); `exactQtyCheckout` holds only the checkout to it, so a cart can be put together
 * freely and squared up before ordering.
 */
export interface QuantityRules extends StockRules {
  exactQtyCheck: boolean;
  exactQtyCheckout: boolean;
}

/** What the rules need to know of an article. */
export interface ArticleQuantityFacts {
  /** The order quota: the most units one order may hold, or null for no quota. 0 means none may be ordered. */
  orderQuota: number | null;
  /** The exact (pack) quantity: orders come in whole multiples of it; null or 1 means any quantity. */
  exactQty: number | null;
  /** Units in stock, for the ready-to-ship / pre-order split. */
  available: number;
}

export type LineQuantityOutcome = { ok: true; split: StockSplit } | { ok: false; message: CartMessage };

/** The quantity rules of a host. */
export function quantityRulesOf(
  config: Pick<HostConfig, 'preOrderDisplay' | 'availableStockCheck' | 'exactQtyCheck' | 'exactQtyCheckout'>,
): QuantityRules {
  return { ...stockRulesOf(config), exactQtyCheck: config.exactQtyCheck, exactQtyCheckout: config.exactQtyCheckout };
}

/**
 * The order quota: a quantity above the article's quota is refused with 'max_order_quantity' (values: limit),
 * shown as 'Maximum quantity that can be ordered is {limit} EA'. Null when the quantity is within the quota, is 0,
 * or the article has none.
 */
export function checkOrderQuota(qty: number, orderQuota: number | null): CartMessage | null {
  if (orderQuota === null || qty === 0 || qty <= orderQuota) return null;
  // A negative quota is a data error; it limits like a quota of 0 rather than printing a negative limit.
  return { key: 'max_order_quantity', values: { limit: Math.max(0, orderQuota) } };
}

/** Whether the exact-quantity check applies at a stage under a host's switches. */
export function exactQuantityApplies(stage: QuantityStage, rules: Pick<QuantityRules, 'exactQtyCheck' | 'exactQtyCheckout'>): boolean {
  return rules.exactQtyCheck || (stage === 'checkout' && rules.exactQtyCheckout);
}

/** An exact quantity that actually constrains: a whole number above 1. */
function packOf(exactQty: number | null): number | null {
  return exactQty !== null && Number.isSafeInteger(exactQty) && exactQty > 1 ? exactQty : null;
}

/** Whether a quantity is a whole multiple of the article's exact quantity (always, when it has none). */
export function isExactQuantity(qty: number, exactQty: number | null): boolean {
  const pack = packOf(exactQty);
  return pack === null || qty % pack === 0;
}

/** The smallest quantity at least `qty` that the exact quantity allows: what the portal offers instead. */
export function nextExactQuantity(qty: number, exactQty: number | null): number {
  const pack = packOf(exactQty);
  return pack === null ? qty : Math.ceil(qty / pack) * pack;
}

/**
 * The exact-quantity check: where it applies, a quantity that is not a whole multiple of the article's exact
 * quantity is refused with 'exact_quantity_multiple' (values: exactQty).
 */
export function checkExactQuantity(qty: number, exactQty: number | null, stage: QuantityStage, rules: Pick<QuantityRules, 'exactQtyCheck' | 'exactQtyCheckout'>): CartMessage | null {
  const pack = packOf(exactQty);
  if (pack === null || !exactQuantityApplies(stage, rules) || qty % pack === 0) return null;
  return { key: 'exact_quantity_multiple', values: { exactQty: pack } };
}

/**
 * Every quantity rule of one cart line, first failure wins: a whole quantity of 0 or more ('invalid_quantity'),
 * then the order quota, the exact quantity, and the available stock. An accepted quantity comes back split into
 * ready-to-ship and pre-order units. A quantity of 0 (removing the line) passes every rule.
 */
export function checkLineQuantity(qty: number, article: ArticleQuantityFacts, rules: QuantityRules, stage: QuantityStage): LineQuantityOutcome {
  if (!isCartQuantity(qty)) return { ok: false, message: { key: 'invalid_quantity' } };
  const refused = checkOrderQuota(qty, article.orderQuota) ?? checkExactQuantity(qty, article.exactQty, stage, rules);
  if (refused) return { ok: false, message: refused };
  return splitByStock(qty, article.available, rules);
}
