import type { HostConfig } from '../config/host-config';
import type { CartMessage } from './cart-lines';

/**
 * How a requested quantity divides: `readyToShip` units are covered by available stock and ship with the order;
 * `preOrder` units wait in the cart until stock arrives. The two always add up to the requested quantity.
 */
export interface StockSplit {
  readyToShip: number;
  preOrder: number;
}

/**
 * The host switches that govern ordering beyond stock: `preOrder` (config preOrderDisplay) lets the part not
 * covered by stock become a pre-order; `availableStockCheck` refuses a quantity beyond stock instead.
 */
export interface StockRules {
  preOrder: boolean;
  availableStockCheck: boolean;
}

export type StockSplitOutcome = { ok: true; split: StockSplit } | { ok: false; message: CartMessage };

/** The stock rules of a host. */
export function stockRulesOf(config: Pick<HostConfig, 'preOrderDisplay' | 'availableStockCheck'>): StockRules {
  return { preOrder: config.preOrderDisplay, availableStockCheck: config.availableStockCheck };
}

/**
 * Splits a requested quantity by the available stock (a negative stock figure counts as none):
 * - with pre-orders allowed, stock covers what it can and the rest is a pre-order, whatever the stock check says;
 * - without pre-orders but with the available-stock check, a quantity beyond stock is refused with
 *   'order_exceeds_available_stock' (values: available);
 * - with neither, the host does not tell stock apart, so the whole quantity is ordered as a normal line and the
 *   back office settles any shortfall.
 */
export function splitByStock(requested: number, available: number, rules: StockRules): StockSplitOutcome {
  if (!Number.isSafeInteger(requested) || requested < 0) throw new RangeError(`Not a requested quantity: ${requested}`);
  if (!Number.isSafeInteger(available)) throw new RangeError(`Not a stock figure: ${available}`);
  const inStock = Math.max(0, available);
  const readyToShip = Math.min(requested, inStock);
  const short = requested - readyToShip;
  if (short === 0) return { ok: true, split: { readyToShip, preOrder: 0 } };
  if (rules.preOrder) return { ok: true, split: { readyToShip, preOrder: short } };
  if (rules.availableStockCheck) return { ok: false, message: { key: 'order_exceeds_available_stock', values: { available: inStock } } };
  return { ok: true, split: { readyToShip: requested, preOrder: 0 } };
}
