import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { salesMonths, salesShares } from './sales-overview';
import { drillInto, drillLevel, drillUpTo } from './drill-down';

/** A dealer sells a few dozen brands or categories at most. */
const MAX_FIGURES = 40;
/** Amounts up to a hundred million with cents, negative for credit notes. */
const amounts = fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }).map((cents) => new Decimal(cents).dividedBy(100).toFixed(2));
const monthTotals = fc.array(fc.record({ month: fc.integer({ min: 1, max: 12 }), netSales: amounts }), { maxLength: 60 });

describe('shares, for any figures', () => {
  it('add up to exactly 100 whenever something sold, else to 0', () => {
    fc.assert(
      fc.property(fc.array(amounts, { minLength: 1, maxLength: MAX_FIGURES }), (figures) => {
        const total = salesShares(figures).reduce((sum, share) => sum + Math.round(share * 10), 0);
        expect(total).toBe(figures.some((figure) => new Decimal(figure).gt(0)) ? 1_000 : 0);
      }),
    );
  });

  it('never rank a smaller seller above a larger one by more than the rounding', () => {
    fc.assert(
      fc.property(fc.array(amounts, { minLength: 2, maxLength: MAX_FIGURES }), (figures) => {
        const shares = salesShares(figures);
        for (let a = 0; a < figures.length; a++)
          for (let b = 0; b < figures.length; b++) if (new Decimal(figures[a]!).gt(figures[b]!)) expect(shares[a]! + 0.1).toBeGreaterThanOrEqual(shares[b]!);
      }),
    );
  });
});

describe('months, for any invoice totals', () => {
  it('keep the year total: the months add up to every total given', () => {
    fc.assert(
      fc.property(monthTotals, monthTotals, (thisYear, lastYear) => {
        const months = salesMonths(thisYear, lastYear, []);
        const sum = (values: string[]) => values.reduce((total, value) => total.plus(value), new Decimal(0)).toFixed(2);
        expect(sum(months.map((month) => month.netSales))).toBe(sum(thisYear.map((total) => total.netSales)));
        expect(sum(months.map((month) => month.netSalesLastYear))).toBe(sum(lastYear.map((total) => total.netSales)));
      }),
    );
  });

  it('come in calendar order, each month once', () => {
    fc.assert(
      fc.property(monthTotals, fc.array(fc.integer({ min: 1, max: 12 })), (totals, asked) => {
        const shown = salesMonths(totals, [], asked).map((month) => month.month);
        expect(shown).toEqual([...new Set(shown)].sort((a, b) => a - b));
      }),
    );
  });
});

describe('drilling down and back up', () => {
  const keys = fc.array(fc.string({ minLength: 1, maxLength: 8 }), { maxLength: 4 });
  it('goes at most two levels deep, and the breadcrumb back to a level shows that level', () => {
    fc.assert(
      fc.property(keys, (path) => {
        const end = path.reduce(drillInto, {});
        expect(['merchandise-category', 'model', 'series']).toContain(drillLevel(end));
        expect(drillLevel(drillUpTo(end, 'merchandise-category'))).toBe('merchandise-category');
        if (drillLevel(end) !== 'merchandise-category') expect(drillLevel(drillUpTo(end, 'model'))).toBe('model');
      }),
    );
  });
});
