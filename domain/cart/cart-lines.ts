import { err, ok, type Result } from '../shared/result';

/** Dictionary keys of the messages the cart rules answer. */
export const CART_MESSAGE_KEYS = ['invalid_quantity', 'max_order_quantity', 'exact_quantity_multiple', 'order_exceeds_available_stock'] as const;
export type CartMessageKey = (typeof CART_MESSAGE_KEYS)[number];

/** Why a cart quantity is refused: a dictionary key and the values its message interpolates. */
export interface CartMessage {
  key: CartMessageKey;
  values?: Record<string, number>;
}

/**
 * A line of the cart: one article of one sales organisation (sorg) and the quantity the dealer wants of it. An
 * article appears at most once per sales organisation; its quantity is a whole number of units, at least 1.
 */
export interface CartLine {
  sorg: string;
  articleCode: string;
  qty: number;
}

/** Whether two lines are for the same article of the same sales organisation. */
export function sameArticle(a: Pick<CartLine, 'sorg' | 'articleCode'>, b: Pick<CartLine, 'sorg' | 'articleCode'>): boolean {
  return a.sorg === b.sorg && a.articleCode === b.articleCode;
}

/** A quantity a cart can hold: a whole number of units, 0 or more (0 meaning "none"). */
export function isCartQuantity(qty: number): boolean {
  return Number.isSafeInteger(qty) && qty >= 0;
}

/**
 * Sets how many units of an article the cart holds. An article not yet in the cart is appended; one already in it
 * keeps its place and takes the new line's data; a quantity of 0 removes it. Lines listed twice for the same
 * article collapse into one. A quantity that is not a whole number of at least 0 is refused.
 */
export function setLineQuantity<L extends CartLine>(lines: readonly L[], line: L): Result<L[], 'invalid_quantity'> {
  if (!isCartQuantity(line.qty)) return err('invalid_quantity');
  const at = lines.findIndex((each) => sameArticle(each, line));
  const others = lines.filter((each) => !sameArticle(each, line));
  if (line.qty === 0) return ok(others);
  if (at < 0) return ok([...others, line]);
  return ok([...others.slice(0, at), line, ...others.slice(at)]);
}

/**
 * Adds units of an article to what the cart already holds (fast order and repeat order add, the cart page sets).
 * Adding 0 changes nothing; a negative or fractional addition is refused.
 */
export function addLineQuantity<L extends CartLine>(lines: readonly L[], line: L): Result<L[], 'invalid_quantity'> {
  if (!isCartQuantity(line.qty)) return err('invalid_quantity');
  const held = lines.filter((each) => sameArticle(each, line)).reduce((total, each) => total + each.qty, 0);
  if (!isCartQuantity(held + line.qty)) return err('invalid_quantity');
  if (line.qty === 0) return ok([...lines]);
  return setLineQuantity(lines, { ...line, qty: held + line.qty });
}

/** Sets several quantities in turn, as one update of the cart; the first refused change refuses them all. */
export function setLineQuantities<L extends CartLine>(lines: readonly L[], changes: readonly L[]): Result<L[], 'invalid_quantity'> {
  let current: L[] = [...lines];
  for (const change of changes) {
    const next = setLineQuantity(current, change);
    if (!next.ok) return next;
    current = next.value;
  }
  return ok(current);
}

/** The total quantity of a cart: the sum of its lines' quantities. */
export function totalQuantity(lines: readonly Pick<CartLine, 'qty'>[]): number {
  return lines.reduce((total, line) => total + line.qty, 0);
}

/** The item count of a cart: how many lines (distinct articles) it holds. */
export function itemCount(lines: readonly CartLine[]): number {
  return lines.length;
}

/**
 * What the header counts of a cart: its item count and total quantity (the shape of the shell's CartCount, whose
 * badge shows one or the other).
 */
export function cartCount(lines: readonly CartLine[]): { itemCount: number; totalQuantity: number } {
  return { itemCount: itemCount(lines), totalQuantity: totalQuantity(lines) };
}
