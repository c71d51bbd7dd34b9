import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, compare, equals, isNegative, money, multiplyByQuantity } from '../money/money';
import { discountedUnitPrice, priceLine, tierHolds, type Discount, type PriceTerms, type QuantityTier } from './line-price';

/** Dealer prices up to 100 million in the smallest unit written: a high-end bike in rupiah. */
const MAX_PRICE_UNITS = 100_000_000;
/** Prices carry up to two decimals, as the currencies with cents do. */
const MAX_PRICE_SCALE = 2;
/** Percentages up to 150 %, beyond 100 % so that the clamp at zero is exercised. */
const MAX_PERCENT_HUNDREDTHS = 15_000;
/** Line quantities up to a container load. */
const MAX_QUANTITY = 500;
/** Tier thresholds range over the same quantities, so terms both hold and fail. */
const MAX_THRESHOLD = MAX_QUANTITY;
/** As many tiers as a deal sheet lists. */
const MAX_TIERS = 6;

const CURRENCY = 'IDR';

function decimal(units: number, scale: number): string {
  const digits = String(units).padStart(scale + 1, '0');
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

const dealerPrice = fc
  .tuple(fc.integer({ min: 0, max: MAX_PRICE_UNITS }), fc.integer({ min: 0, max: MAX_PRICE_SCALE }))
  .map(([units, scale]) => money(decimal(units, scale), CURRENCY));
const discountValue = fc.oneof(
  fc.record({ type: fc.constant('percentage' as const), value: fc.integer({ min: 0, max: MAX_PERCENT_HUNDREDTHS }).map((hundredths) => decimal(hundredths, 2)) }),
  // Amounts off reach beyond the largest price, so that some discounts exceed the price they apply to.
  fc.record({ type: fc.constant('amount' as const), value: fc.integer({ min: 0, max: 2 * MAX_PRICE_UNITS }).map(String) }),
);
const discount: fc.Arbitrary<Discount> = fc.tuple(fc.string({ minLength: 1, maxLength: 6 }), discountValue).map(([salesDealNo, value]) => ({ salesDealNo, ...value }));
const tier: fc.Arbitrary<QuantityTier> = fc
  .tuple(discount, fc.constantFrom('>=' as const, '<=' as const), fc.integer({ min: 0, max: MAX_THRESHOLD }))
  .map(([deal, term, qty]) => ({ ...deal, term, qty }));
const priceTerms: fc.Arbitrary<PriceTerms> = fc.record({
  dealer: dealerPrice,
  discount: fc.option(discount, { nil: null }),
  tiers: fc.array(tier, { maxLength: MAX_TIERS }),
});
const quantity = fc.integer({ min: 0, max: MAX_QUANTITY });

describe('line price properties', () => {
  it('a discount never makes a line negative', () => {
    fc.assert(
      fc.property(priceTerms, quantity, (terms, qty) => {
        expect(isNegative(priceLine(terms, qty).net)).toBe(false);
      }),
    );
  });

  it('a discount never makes a line dearer than dealer price × quantity', () => {
    fc.assert(
      fc.property(priceTerms, quantity, (terms, qty) => {
        const line = priceLine(terms, qty);
        expect(equals(line.gross, multiplyByQuantity(terms.dealer, qty))).toBe(true);
        expect(compare(line.net, line.gross)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('net and discount make up the gross exactly', () => {
    fc.assert(
      fc.property(priceTerms, quantity, (terms, qty) => {
        const line = priceLine(terms, qty);
        expect(equals(add(line.net, line.discount), line.gross)).toBe(true);
      }),
    );
  });

  it('the order in which tiers are listed changes nothing', () => {
    fc.assert(
      fc.property(
        priceTerms.chain((terms) => fc.tuple(fc.constant(terms), fc.shuffledSubarray([...terms.tiers], { minLength: terms.tiers.length }))),
        quantity,
        ([terms, shuffled], qty) => {
          expect(priceLine({ ...terms, tiers: shuffled }, qty)).toEqual(priceLine(terms, qty));
        },
      ),
    );
  });

  it('an extra tier never makes a line dearer', () => {
    fc.assert(
      fc.property(priceTerms, tier, quantity, (terms, extra, qty) => {
        const without = priceLine(terms, qty).net;
        expect(compare(priceLine({ ...terms, tiers: [...terms.tiers, extra] }, qty).net, without)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('the line gets the best deal that holds: no holding deal alone would be cheaper', () => {
    fc.assert(
      fc.property(priceTerms, quantity, (terms, qty) => {
        const net = priceLine(terms, qty).net;
        const holding = [...(terms.discount ? [terms.discount] : []), ...terms.tiers.filter((each) => tierHolds(each, qty))];
        for (const deal of holding) {
          expect(compare(net, multiplyByQuantity(discountedUnitPrice(terms.dealer, deal), qty))).toBeLessThanOrEqual(0);
        }
      }),
    );
  });

  it('a tier whose term does not hold has no effect', () => {
    fc.assert(
      fc.property(priceTerms, tier, quantity, (terms, extra, qty) => {
        fc.pre(!tierHolds(extra, qty));
        expect(priceLine({ ...terms, tiers: [...terms.tiers, extra] }, qty)).toEqual(priceLine(terms, qty));
      }),
    );
  });

  it('without deals a line is dealer price × quantity', () => {
    fc.assert(
      fc.property(dealerPrice, quantity, (dealer, qty) => {
        const line = priceLine({ dealer, discount: null, tiers: [] }, qty);
        expect(equals(line.net, multiplyByQuantity(dealer, qty))).toBe(true);
        expect(line.appliedDeal).toBeNull();
      }),
    );
  });

  it('under an unconditional discount alone, splitting a quantity splits the line exactly', () => {
    fc.assert(
      fc.property(dealerPrice, discount, quantity, quantity, (dealer, deal, a, b) => {
        const terms = { dealer, discount: deal, tiers: [] };
        expect(equals(priceLine(terms, a + b).net, add(priceLine(terms, a).net, priceLine(terms, b).net))).toBe(true);
      }),
    );
  });

  it('a reported deal always saves something, and a saving always reports its deal', () => {
    fc.assert(
      fc.property(priceTerms, quantity, (terms, qty) => {
        const line = priceLine(terms, qty);
        expect(line.appliedDeal !== null).toBe(compare(line.unitNet, terms.dealer) < 0);
      }),
    );
  });
});
