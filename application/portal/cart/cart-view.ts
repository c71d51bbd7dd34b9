import { priceCart, type LineToPrice } from '../../../domain/pricing/cart-totals';
import type { PriceTerms } from '../../../domain/pricing/line-price';
import type { AmountFormat } from '../../../domain/formatting/format-amount';
import { money, toDecimalString, type CurrencyPrecisions } from '../../../domain/money/money';
import { totalQuantity } from '../../../domain/cart/cart-lines';
import type { ArticlePrice } from '../catalogue/ports';
import type { CartLine, ServerCart } from './ports';

/** A cart line with its price worked out by the domain: exact amounts, never rounded on their own. */
export interface PricedCartLine extends CartLine {
  /** Null when the article has no price for the customer. */
  pricing: {
    unitNet: string;
    gross: string;
    discount: string;
    net: string;
    salesDealNo: string | null;
    format: AmountFormat;
  } | null;
}

/** The total of one sales organisation: its exact line sum rounded once at its currency's precision. */
export interface SorgTotalView {
  sorg: string;
  currency: string;
  quantity: number;
  total: string;
  exact: string;
  format: AmountFormat;
}

export interface CurrencyTotalView {
  currency: string;
  quantity: number;
  total: string;
  format: AmountFormat;
}

/**
 * The cart as the cart page and the cart menu show it: every line priced, the lines wholly covered by stock apart
 * from those with pre-order units, totals per sales organisation and per currency, the item count and total
 * quantity.
 */
export interface CartView {
  lines: PricedCartLine[];
  readyToShip: PricedCartLine[];
  preOrder: PricedCartLine[];
  itemCount: number;
  totalQuantity: number;
  totalsBySorg: SorgTotalView[];
  totalsByCurrency: CurrencyTotalView[];
}

/** The currency block that writes an article's amounts. */
export function formatOf(price: ArticlePrice): AmountFormat {
  return { symbol: price.symbol, thousandSeparator: price.thousandSeparator, decimalSeparator: price.decimalSeparator, decimalPrecision: price.decimalPrecision };
}

/** An article's price as the domain's pricing terms: the dealer price, the unconditional deal and the tiers. */
export function priceTermsOf(price: ArticlePrice): PriceTerms {
  return {
    dealer: money(price.dealer, price.currency),
    discount: price.discount ? { salesDealNo: price.discount.salesDealNo, type: price.discount.type, value: price.discount.value } : null,
    tiers: price.tiers.map((tier) => ({ salesDealNo: tier.salesDealNo, type: tier.type, value: tier.value, term: tier.term, qty: tier.qty })),
  };
}

/**
 * Prices the cart with the domain's rules (domain/pricing): each priced line exactly, then per sales organisation
 * the exact sum rounded once at its currency's precision. Lines without a price count in the quantities but not in
 * the totals.
 */
export function cartView(cart: ServerCart): CartView {
  const priced = cart.lines.filter((line): line is CartLine & { article: { price: ArticlePrice } } => line.article.price !== null);
  const precisions: CurrencyPrecisions = Object.fromEntries(priced.map((line) => [line.article.price.currency, line.article.price.decimalPrecision]));
  const formats = new Map(priced.map((line) => [line.article.price.currency, formatOf(line.article.price)]));
  const toPrice: LineToPrice[] = priced.map((line) => ({ sorg: line.sorg, quantity: line.qty, terms: priceTermsOf(line.article.price) }));
  const { lines: pricedLines, totals } = priceCart(toPrice, precisions);

  const pricingById = new Map(
    priced.map((line, index) => {
      const result = pricedLines[index]!;
      return [
        line.id,
        {
          unitNet: toDecimalString(result.unitNet),
          gross: toDecimalString(result.gross),
          discount: toDecimalString(result.discount),
          net: toDecimalString(result.net),
          salesDealNo: result.appliedDeal?.salesDealNo ?? null,
          format: formatOf(line.article.price),
        },
      ] as const;
    }),
  );
  const lines: PricedCartLine[] = cart.lines.map((line) => ({ ...line, pricing: pricingById.get(line.id) ?? null }));
  const precisionOf = (currency: string) => precisions[currency] ?? 0;

  return {
    lines,
    readyToShip: lines.filter((line) => line.preOrder === 0),
    preOrder: lines.filter((line) => line.preOrder > 0),
    itemCount: lines.length,
    totalQuantity: totalQuantity(lines),
    totalsBySorg: totals.bySorg.map((total) => ({
      sorg: total.sorg,
      currency: total.currency,
      quantity: total.quantity,
      total: toDecimalString(total.total, precisionOf(total.currency)),
      exact: toDecimalString(total.exact),
      format: formats.get(total.currency)!,
    })),
    totalsByCurrency: totals.byCurrency.map((total) => ({
      currency: total.currency,
      quantity: total.quantity,
      total: toDecimalString(total.total, precisionOf(total.currency)),
      format: formats.get(total.currency)!,
    })),
  };
}
