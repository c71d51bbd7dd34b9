import { describe, expect, it } from 'vitest';
import { checkSalesOverviewFilter, salesMonths, salesShares, yearOnYearChange, type SalesOverviewFilter } from './sales-overview';

const filter: SalesOverviewFilter = { sorg: ' ID01 ', year: 2026, custCodes: [], category: 'overview', months: [], brands: [], merchandiseCategories: [], models: [], series: [] };

describe('checking the sales overview filter', () => {
  it('trims, drops repeats and sorts the months', () => {
    const checked = checkSalesOverviewFilter({ ...filter, months: [3, 1, 3], brands: [' Velocita', 'Velocita', ''] });
    expect(checked).toEqual({ ok: true, value: { ...filter, sorg: 'ID01', months: [1, 3], brands: ['Velocita'] } });
  });

  it('refuses a month outside 1–12, a year it cannot hold and an unknown category, naming each field', () => {
    const checked = checkSalesOverviewFilter({ ...filter, year: 1999, months: [13], category: 'groupset' as never });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.error.map((error) => error.field.join('.'))).toEqual(['year', 'months', 'category']);
  });
});

describe('the months of the overview', () => {
  it('lists all twelve months with zeros where nothing was invoiced, and names carry the month number', () => {
    const months = salesMonths([{ month: 2, netSales: '100.50' }, { month: 2, netSales: '9.50' }], [{ month: 12, netSales: '7' }], []);
    expect(months).toHaveLength(12);
    expect(months[1]).toEqual({ month: 2, name: '02', netSales: '110.00', netSalesLastYear: '0.00' });
    expect(months[11]).toEqual({ month: 12, name: '12', netSales: '0.00', netSalesLastYear: '7.00' });
  });

  it('lists only the months asked for', () => {
    expect(salesMonths([], [], [5, 1]).map((month) => month.month)).toEqual([1, 5]);
  });
});

describe('shares', () => {
  it('splits a third three ways so the shares still make 100', () => {
    expect(salesShares(['1', '1', '1'])).toEqual([33.4, 33.3, 33.3]);
  });

  it('gives no share to a brand whose credit notes outweigh its sales', () => {
    expect(salesShares(['300', '-50', '100'])).toEqual([75, 0, 25]);
  });

  it('is all zero when nothing sold', () => {
    expect(salesShares(['0', '-1'])).toEqual([0, 0]);
  });
});

describe('change against last year', () => {
  it('is the rise in percent', () => expect(yearOnYearChange('150', '100')).toBe(50));
  it('has nothing to compare with when last year sold nothing', () => expect(yearOnYearChange('150', '0')).toBeNull());
});
