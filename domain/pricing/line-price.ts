import { atLeastZero, compare, isDecimalString, isZero, money, multiplyByQuantity, percentage, subtract, type Money } from '../money/money';

/** How a discount is expressed: a percentage of the dealer price, or a fixed amount off each unit. */
export type DiscountType = 'percentage' | 'amount';

/**
 * A discount (a sales deal) on the dealer price: `value` is a percentage ("12.5" for 12.5 %) or, for `amount`, a
 * fixed amount per unit in the dealer price's currency. Both are decimal strings and never negative.
 */
export interface Discount {
  salesDealNo: string;
  type: DiscountType;
  value: string;
  description?: string;
}

/** The comparison of a quantity tier: the line's quantity is at least (>=) or at most (<=) the tier's quantity. */
export type TierTerm = '>=' | '<=';

/** A quantity-tier term: a discount that holds only when the line's quantity meets `term` against `qty`. */
export interface QuantityTier extends Discount {
  term: TierTerm;
  qty: number;
}

/**
 * What a dealer pays per unit of one article: the dealer (list) price, an unconditional discount if the customer
 * has one, and the quantity tiers of its deals.
 */
export interface PriceTerms {
  dealer: Money;
  discount: Discount | null;
  tiers: readonly QuantityTier[];
}

/**
 * One cart line priced, exactly (never rounded: rounding happens once, on totals). `gross` is dealer price ×
 * quantity, `net` what the dealer pays and `discount` the difference; `appliedDeal` is the deal that gave it, or
 * null when no deal lowers the price.
 */
export interface PricedLine {
  quantity: number;
  unitNet: Money;
  gross: Money;
  discount: Money;
  net: Money;
  appliedDeal: Discount | QuantityTier | null;
}

/** Whether a quantity meets a tier's term. */
export function tierHolds(tier: Pick<QuantityTier, 'term' | 'qty'>, quantity: number): boolean {
  return tier.term === '>=' ? quantity >= tier.qty : quantity <= tier.qty;
}

function isTier(deal: Discount | QuantityTier): deal is QuantityTier {
  return 'term' in deal;
}

function checkDeal(deal: Discount | QuantityTier): void {
  if (!isDecimalString(deal.value) || deal.value.startsWith('-')) throw new RangeError(`Deal ${deal.salesDealNo}: not a discount: "${deal.value}"`);
  if (isTier(deal) && !(Number.isSafeInteger(deal.qty) && deal.qty >= 0)) throw new RangeError(`Deal ${deal.salesDealNo}: not a tier quantity: ${deal.qty}`);
}

/**
 * The net price of one unit under a deal. A percentage takes that share of the dealer price; an amount is taken
 * off each unit. Either way a unit never costs less than nothing: a discount over 100 % or larger than the price
 * leaves the unit at zero.
 */
export function discountedUnitPrice(dealer: Money, deal: Discount): Money {
  const off = deal.type === 'percentage' ? percentage(dealer, deal.value) : money(deal.value, dealer.currency);
  return atLeastZero(subtract(dealer, off));
}

/** The fields that order deals of equal effect, so that the reported deal never depends on list order. */
function dealKey(deal: Discount | QuantityTier): string[] {
  const tier = isTier(deal) ? ['1', deal.salesDealNo, deal.term, String(deal.qty).padStart(16, '0')] : ['0', deal.salesDealNo, '', ''];
  return [...tier, deal.type, deal.value];
}

function byKey(a: string[], b: string[]): number {
  for (let index = 0; index < a.length; index += 1) {
    if (a[index]! !== b[index]!) return a[index]! < b[index]! ? -1 : 1;
  }
  return 0;
}

/**
 * Prices a line of `quantity` units.
 *
 * The candidates are the customer's unconditional discount and every quantity tier whose term holds for the
 * quantity. Deals do not stack: the line gets the single candidate with the lowest unit price, which is the best
 * price for the dealer. A tier therefore never makes a line dearer than it would be without the tier. When
 * candidates tie on price, the reported deal is chosen by a fixed order (the unconditional discount first, then
 * tiers by sales-deal number, term and threshold), so the result never depends on the order the tiers are listed
 * in. With no candidate, or none that lowers the price, the line is dealer price × quantity.
 *
 * Throws a RangeError for data that cannot be a price: a fractional or negative quantity, a negative dealer price,
 * a negative or malformed discount.
 */
export function priceLine(terms: PriceTerms, quantity: number): PricedLine {
  if (!(Number.isSafeInteger(quantity) && quantity >= 0)) throw new RangeError(`Not a line quantity: ${quantity}`);
  const { dealer } = terms;
  if (dealer.amount.isNegative() && !isZero(dealer)) throw new RangeError('A dealer price is never negative');
  const deals: (Discount | QuantityTier)[] = [...(terms.discount ? [terms.discount] : []), ...terms.tiers];
  deals.forEach(checkDeal);
  const candidates = deals.filter((deal) => !isTier(deal) || tierHolds(deal, quantity));

  let best: { deal: Discount | QuantityTier; unit: Money } | null = null;
  for (const deal of candidates) {
    const unit = discountedUnitPrice(dealer, deal);
    const order = best === null ? -1 : compare(unit, best.unit) || byKey(dealKey(deal), dealKey(best.deal));
    if (order < 0) best = { deal, unit };
  }
  const applied = best !== null && compare(best.unit, dealer) < 0 ? best : null;
  const unitNet = applied?.unit ?? dealer;
  const gross = multiplyByQuantity(dealer, quantity);
  const net = multiplyByQuantity(unitNet, quantity);
  return { quantity, unitNet, gross, discount: subtract(gross, net), net, appliedDeal: applied?.deal ?? null };
}
