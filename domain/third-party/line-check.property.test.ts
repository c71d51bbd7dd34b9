import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money, multiplyByQuantity } from '../money/money';
import { baseUnitPrice, thirdPartyLineProblem } from './line-check';

/** Units a vendor holds or a dealer orders in the generated cases. */
const MAX_UNITS = 10_000;
/** Price in whole currency units. */
const MAX_PRICE = 10_000_000;
/** Base units in a sales unit. */
const MAX_CONVERTER = 500;

const rules = fc.record({ checkStock: fc.boolean(), checkPrice: fc.boolean() });
const price = fc.integer({ min: 0, max: MAX_PRICE }).map((amount) => money(String(amount), 'IDR'));

describe('third-party line check, properties', () => {
  it('with the stock check on, a line passes the stock side exactly when its quantity is at most the stock', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_UNITS }), fc.integer({ min: 0, max: MAX_UNITS }), price, (qty, stock, seen) => {
        const problem = thirdPartyLineProblem({ articleCode: 'A', qty, price: seen }, { stock, price: seen }, { checkStock: true, checkPrice: true });
        expect(problem === null).toBe(qty <= stock);
      }),
    );
  });

  it('turning a check off never adds a problem (monotonic in the switches)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_UNITS }), fc.integer({ min: 0, max: MAX_UNITS }), price, price, rules, rules, (qty, stock, seen, now, on, keep) => {
        const fewer = { checkStock: on.checkStock && keep.checkStock, checkPrice: on.checkPrice && keep.checkPrice };
        const strict = thirdPartyLineProblem({ articleCode: 'A', qty, price: seen }, { stock, price: now }, on);
        const lenient = thirdPartyLineProblem({ articleCode: 'A', qty, price: seen }, { stock, price: now }, fewer);
        if (strict === null) expect(lenient).toBeNull();
      }),
    );
  });

  it('with the price check on, any price other than the vendor’s is refused and the vendor’s own always passes', () => {
    fc.assert(
      fc.property(price, price, (seen, now) => {
        const problem = thirdPartyLineProblem({ articleCode: 'A', qty: 1, price: seen }, { stock: 1, price: now }, { checkStock: false, checkPrice: true });
        expect(problem === null).toBe(seen.amount.equals(now.amount));
      }),
    );
  });

  it('a base unit’s price times the converter gives the sales unit’s price back', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 1, max: MAX_CONVERTER }), (unit, converter) => {
        const base = baseUnitPrice(unit, converter)!;
        expect(multiplyByQuantity(base, converter).amount.toDecimalPlaces(6).equals(unit.amount)).toBe(true);
      }),
    );
  });
});
