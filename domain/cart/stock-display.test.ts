import { describe, expect, it } from 'vitest';
import { MASKED_STOCK_THRESHOLD, nextArrivalLabel, stockLabel, stockRows, totalAvailable, type ArrivalRules, type LocationStock } from './stock-display';

const jakarta: LocationStock = { location: 'JKT', available: 7, nextArrival: '2031-05-20' };
const surabaya: LocationStock = { location: 'SBY', available: 5, nextArrival: '2031-03-02' };
const booked: LocationStock = { location: 'MDN', available: -2, nextArrival: null };

describe('stockRows', () => {
  it('adds all locations into one row by default, with the earliest next arrival', () => {
    expect(stockRows([jakarta, surabaya, booked], 'cumulative')).toEqual([{ location: null, available: 12, nextArrival: '2031-03-02' }]);
  });

  it('shows one row, with nothing available, for no locations', () => {
    expect(stockRows([], 'cumulative')).toEqual([{ location: null, available: 0, nextArrival: null }]);
  });

  it('shows each location in the order given under the per-location display', () => {
    expect(stockRows([jakarta, booked], 'location')).toEqual([
      { location: 'JKT', available: 7, nextArrival: '2031-05-20' },
      { location: 'MDN', available: 0, nextArrival: null },
    ]);
  });

  it('ignores unreadable arrival dates for the earliest', () => {
    expect(stockRows([{ ...jakarta, nextArrival: 'soon' }, surabaya], 'cumulative')[0]!.nextArrival).toBe('2031-03-02');
  });

  it('counts booked-over stock as none in the total', () => {
    expect(totalAvailable([jakarta, booked])).toBe(7);
  });
});

describe('stockLabel', () => {
  it('shows the number unmasked, and Not available at none', () => {
    expect(stockLabel(37, false)).toEqual({ key: 'stock_count', values: { qty: 37 } });
    expect(stockLabel(0, false)).toEqual({ key: 'stock_not_available' });
    expect(stockLabel(-3, false)).toEqual({ key: 'stock_not_available' });
  });

  it('masks: Not available, Available up to the threshold, more than it above', () => {
    expect(MASKED_STOCK_THRESHOLD).toBe(10);
    expect(stockLabel(0, true)).toEqual({ key: 'stock_not_available' });
    expect(stockLabel(1, true)).toEqual({ key: 'stock_available' });
    expect(stockLabel(10, true)).toEqual({ key: 'stock_available' });
    expect(stockLabel(11, true)).toEqual({ key: 'stock_more_than', values: { threshold: 10 } });
  });
});

describe('nextArrivalLabel', () => {
  const TODAY = '2031-01-15';
  const shown: ArrivalRules = { nextArrivalDisplay: true, maskNextArrival: false, nextArrivalMonth: 0 };
  const masked: ArrivalRules = { nextArrivalDisplay: true, maskNextArrival: true, nextArrivalMonth: 3 };

  it('shows nothing unless the host displays next arrivals', () => {
    expect(nextArrivalLabel('2031-03-02', TODAY, { ...shown, nextArrivalDisplay: false })).toBeNull();
  });

  it('shows the month of a coming arrival, this month included', () => {
    expect(nextArrivalLabel('2031-03-02', TODAY, shown)).toEqual({ key: 'next_arrival_month', values: { month: '2031-03' } });
    expect(nextArrivalLabel('2031-01-02T08:00:00Z', TODAY, shown)).toEqual({ key: 'next_arrival_month', values: { month: '2031-01' } });
    expect(nextArrivalLabel('2035-12-31', TODAY, shown)).toEqual({ key: 'next_arrival_month', values: { month: '2035-12' } });
  });

  it('shows nothing for no date, an unreadable one, or a month gone by', () => {
    expect(nextArrivalLabel(null, TODAY, shown)).toBeNull();
    expect(nextArrivalLabel('31/03/2031', TODAY, shown)).toBeNull();
    expect(nextArrivalLabel('2031-13-01', TODAY, shown)).toBeNull();
    expect(nextArrivalLabel('2030-12-31', TODAY, shown)).toBeNull();
  });

  it('masks months beyond the horizon as later', () => {
    expect(nextArrivalLabel('2031-04-30', TODAY, masked)).toEqual({ key: 'next_arrival_month', values: { month: '2031-04' } });
    expect(nextArrivalLabel('2031-05-01', TODAY, masked)).toEqual({ key: 'next_arrival_later', values: { months: 3 } });
    expect(nextArrivalLabel('2031-02-01', TODAY, { ...masked, nextArrivalMonth: 0 })).toEqual({ key: 'next_arrival_later', values: { months: 0 } });
  });
});
