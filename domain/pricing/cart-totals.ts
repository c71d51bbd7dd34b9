import { add, precisionOf, roundMoney, sum, zero, type CurrencyPrecisions, type Money } from '../money/money';
import { priceLine, type PricedLine, type PriceTerms } from './line-price';

/** What a total needs of a line: its sales organisation, its quantity and its exact net amount. */
export interface TotalledLine {
  sorg: string;
  quantity: number;
  net: Money;
}

/**
 * The total of one sales organisation (sorg) in one currency. A cart checks out as one order per sales
 * organisation, so this is what that order is charged: `total` is the exact sum of its lines (`exact`) rounded
 * once at the currency's precision. Lines are never rounded on their own.
 */
export interface SorgTotal {
  sorg: string;
  currency: string;
  quantity: number;
  exact: Money;
  total: Money;
}

/**
 * The whole cart in one currency. `total` is the sum of that currency's sales-organisation totals, so the figures
 * the dealer sees add up and equal what the orders will be charged; as each part is already at the currency's
 * precision, the sum needs no rounding of its own. `exact` is the unrounded sum of the lines; `total` can differ
 * from `exact` rounded by at most half a unit per sales organisation.
 */
export interface CurrencyTotal {
  currency: string;
  quantity: number;
  exact: Money;
  total: Money;
}

/** Cart totals per sales organisation and per currency, both sorted by their codes. */
export interface CartTotals {
  bySorg: SorgTotal[];
  byCurrency: CurrencyTotal[];
}

/** Orders codes by their characters, the same on every runtime and locale. */
function byCode(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function quantityOf(items: readonly { quantity: number }[]): number {
  return items.reduce((total, item) => total + item.quantity, 0);
}

/**
 * Sums a cart: per sales organisation (and currency, should one organisation sell in several), then per
 * currency. Each sales-organisation total is rounded once, from its exact sum, at its currency's precision
 * (`precisions`, 0 when a currency is not listed). The result depends only on which lines there are, never on
 * their order.
 */
export function cartTotals(lines: readonly TotalledLine[], precisions: CurrencyPrecisions): CartTotals {
  const bySorg = [...groupBy(lines, (line) => JSON.stringify([line.sorg, line.net.currency])).values()]
    .map((group): SorgTotal => {
      const { sorg, net } = group[0]!;
      const exact = sum(net.currency, group.map((line) => line.net));
      return { sorg, currency: net.currency, quantity: quantityOf(group), exact, total: roundMoney(exact, precisionOf(net.currency, precisions)) };
    })
    .sort((a, b) => byCode(a.sorg, b.sorg) || byCode(a.currency, b.currency));

  const byCurrency = [...groupBy(bySorg, (part) => part.currency).entries()]
    .map(
      ([currency, parts]): CurrencyTotal => ({
        currency,
        quantity: quantityOf(parts),
        exact: parts.reduce((total, part) => add(total, part.exact), zero(currency)),
        total: parts.reduce((total, part) => add(total, part.total), zero(currency)),
      }),
    )
    .sort((a, b) => byCode(a.currency, b.currency));

  return { bySorg, byCurrency };
}

/** A cart line with what is needed to price it. */
export interface LineToPrice {
  sorg: string;
  quantity: number;
  terms: PriceTerms;
}

/** Prices every line (exactly) and sums the cart; the priced lines keep the order of the input. */
export function priceCart(lines: readonly LineToPrice[], precisions: CurrencyPrecisions): { lines: (PricedLine & { sorg: string })[]; totals: CartTotals } {
  const priced = lines.map((line) => ({ sorg: line.sorg, ...priceLine(line.terms, line.quantity) }));
  return { lines: priced, totals: cartTotals(priced, precisions) };
}
