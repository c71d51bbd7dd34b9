import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkExactQuantity, checkLineQuantity, checkOrderQuota, isExactQuantity, nextExactQuantity, type ArticleQuantityFacts, type QuantityRules } from './quantity-rules';

/** Quantities up to a container load. */
const MAX_QTY = 500;
/** Order quotas over the same range, so quantities fall on both sides. */
const MAX_QUOTA = MAX_QTY;
/** Pack sizes up to a carton of 24. */
const MAX_PACK = 24;
/** Stock figures up to twice the largest quantity. */
const MAX_STOCK = 2 * MAX_QTY;

const qty = fc.integer({ min: 0, max: MAX_QTY });
const pack = fc.option(fc.integer({ min: 1, max: MAX_PACK }), { nil: null });
const facts: fc.Arbitrary<ArticleQuantityFacts> = fc.record({
  orderQuota: fc.option(fc.integer({ min: 0, max: MAX_QUOTA }), { nil: null }),
  exactQty: pack,
  available: fc.integer({ min: 0, max: MAX_STOCK }),
});
const rules: fc.Arbitrary<QuantityRules> = fc.record({ preOrder: fc.boolean(), availableStockCheck: fc.boolean(), exactQtyCheck: fc.boolean(), exactQtyCheckout: fc.boolean() });
const stage = fc.constantFrom('cart' as const, 'checkout' as const);

describe('quantity rule properties', () => {
  it('the quota refuses exactly the quantities above it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_QTY }), fc.integer({ min: 0, max: MAX_QUOTA }), (wanted, quota) => {
        expect(checkOrderQuota(wanted, quota) === null).toBe(wanted <= quota);
      }),
    );
  });

  it('the next allowed quantity is allowed, not below the wish, and less than a pack above it', () => {
    fc.assert(
      fc.property(qty, pack, (wanted, size) => {
        const offered = nextExactQuantity(wanted, size);
        expect(isExactQuantity(offered, size)).toBe(true);
        expect(offered).toBeGreaterThanOrEqual(wanted);
        expect(offered - wanted).toBeLessThan(size ?? 1);
      }),
    );
  });

  it('the checkout is never more lenient than the cart on exact quantities', () => {
    fc.assert(
      fc.property(qty, pack, fc.boolean(), fc.boolean(), (wanted, size, exactQtyCheck, exactQtyCheckout) => {
        const switches = { exactQtyCheck, exactQtyCheckout };
        fc.pre(checkExactQuantity(wanted, size, 'cart', switches) !== null);
        expect(checkExactQuantity(wanted, size, 'checkout', switches)).not.toBeNull();
      }),
    );
  });

  it('an accepted line splits into exactly the requested quantity', () => {
    fc.assert(
      fc.property(qty, facts, rules, stage, (wanted, article, switches, where) => {
        const outcome = checkLineQuantity(wanted, article, switches, where);
        if (outcome.ok) expect(outcome.split.readyToShip + outcome.split.preOrder).toBe(wanted);
      }),
    );
  });

  it('a line is accepted exactly when it meets every rule that applies', () => {
    fc.assert(
      fc.property(qty, facts, rules, stage, (wanted, article, switches, where) => {
        const withinQuota = article.orderQuota === null || wanted <= article.orderQuota;
        const exactApplies = switches.exactQtyCheck || (where === 'checkout' && switches.exactQtyCheckout);
        const whole = article.exactQty === null || wanted % article.exactQty === 0;
        const stockApplies = switches.availableStockCheck && !switches.preOrder;
        const expected = withinQuota && (!exactApplies || whole) && (!stockApplies || wanted <= article.available);
        expect(checkLineQuantity(wanted, article, switches, where).ok).toBe(expected);
      }),
    );
  });

  it('with every switch off and no quota, every whole quantity is accepted', () => {
    fc.assert(
      fc.property(qty, pack, fc.integer({ min: 0, max: MAX_STOCK }), stage, (wanted, size, available, where) => {
        const off = { preOrder: false, availableStockCheck: false, exactQtyCheck: false, exactQtyCheckout: false };
        expect(checkLineQuantity(wanted, { orderQuota: null, exactQty: size, available }, off, where).ok).toBe(true);
      }),
    );
  });
});
