import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitByStock, type StockRules } from './stock-split';

/** Requested quantities up to a container load. */
const MAX_REQUESTED = 500;
/** Stock figures from a booked-over −50 to twice the largest request, so both shortfall and surplus occur. */
const MIN_STOCK = -50;
const MAX_STOCK = 2 * MAX_REQUESTED;

const requested = fc.integer({ min: 0, max: MAX_REQUESTED });
const stock = fc.integer({ min: MIN_STOCK, max: MAX_STOCK });
const rules: fc.Arbitrary<StockRules> = fc.record({ preOrder: fc.boolean(), availableStockCheck: fc.boolean() });

describe('stock split properties', () => {
  it('ready to ship and pre-order add up to the requested quantity', () => {
    fc.assert(
      fc.property(requested, stock, rules, (qty, available, switches) => {
        const outcome = splitByStock(qty, available, switches);
        if (outcome.ok) expect(outcome.split.readyToShip + outcome.split.preOrder).toBe(qty);
      }),
    );
  });

  it('with pre-orders, ready to ship never exceeds stock and the split is never refused', () => {
    fc.assert(
      fc.property(requested, stock, fc.boolean(), (qty, available, check) => {
        const outcome = splitByStock(qty, available, { preOrder: true, availableStockCheck: check });
        expect(outcome.ok).toBe(true);
        if (outcome.ok) expect(outcome.split.readyToShip).toBeLessThanOrEqual(Math.max(0, available));
      }),
    );
  });

  it('a pre-order appears only when stock falls short', () => {
    fc.assert(
      fc.property(requested, stock, rules, (qty, available, switches) => {
        const outcome = splitByStock(qty, available, switches);
        if (outcome.ok && outcome.split.preOrder > 0) expect(qty).toBeGreaterThan(available);
      }),
    );
  });

  it('the stock check without pre-orders refuses exactly the quantities beyond stock', () => {
    fc.assert(
      fc.property(requested, stock, (qty, available) => {
        expect(splitByStock(qty, available, { preOrder: false, availableStockCheck: true }).ok).toBe(qty <= Math.max(0, available));
      }),
    );
  });

  it('more stock never ships less', () => {
    fc.assert(
      fc.property(requested, stock, fc.integer({ min: 0, max: MAX_STOCK }), (qty, available, more) => {
        const before = splitByStock(qty, available, { preOrder: true, availableStockCheck: false });
        const after = splitByStock(qty, available + more, { preOrder: true, availableStockCheck: false });
        if (before.ok && after.ok) expect(after.split.readyToShip).toBeGreaterThanOrEqual(before.split.readyToShip);
      }),
    );
  });
});
