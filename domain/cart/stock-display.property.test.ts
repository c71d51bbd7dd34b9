import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MASKED_STOCK_THRESHOLD, nextArrivalLabel, stockLabel, stockRows, type LocationStock } from './stock-display';

/** Stock figures from booked-over −20 to a large warehouse. */
const MIN_STOCK = -20;
const MAX_STOCK = 5_000;
/** Up to a dozen warehouses. */
const MAX_LOCATIONS = 12;
/** Arrival dates within ten years around the chosen day. */
const YEARS_AROUND = 10;
const TODAY_YEAR = 2031;
/** Horizons up to two years in months. */
const MAX_HORIZON = 24;

const pad = (value: number) => String(value).padStart(2, '0');
const isoDate = fc
  .record({ year: fc.integer({ min: TODAY_YEAR - YEARS_AROUND, max: TODAY_YEAR + YEARS_AROUND }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) })
  .map(({ year, month, day }) => `${year}-${pad(month)}-${pad(day)}`);
const location: fc.Arbitrary<LocationStock> = fc.record({
  location: fc.stringMatching(/^[A-Z]{3}$/),
  available: fc.integer({ min: MIN_STOCK, max: MAX_STOCK }),
  nextArrival: fc.option(isoDate, { nil: null }),
});
const locations = fc.array(location, { maxLength: MAX_LOCATIONS });
const stock = fc.integer({ min: MIN_STOCK, max: MAX_STOCK });
const monthsOf = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));

describe('stock display properties', () => {
  it('the cumulative figure is the sum of the per-location figures', () => {
    fc.assert(
      fc.property(locations, (stocks) => {
        const perLocation = stockRows(stocks, 'location').reduce((total, row) => total + row.available, 0);
        expect(stockRows(stocks, 'cumulative')[0]!.available).toBe(perLocation);
      }),
    );
  });

  it('the cumulative figure does not depend on the order of locations', () => {
    fc.assert(
      fc.property(locations.chain((stocks) => fc.tuple(fc.constant(stocks), fc.shuffledSubarray(stocks, { minLength: stocks.length }))), ([stocks, shuffled]) => {
        expect(stockRows(shuffled, 'cumulative')[0]!.available).toBe(stockRows(stocks, 'cumulative')[0]!.available);
      }),
    );
  });

  it('the cumulative next arrival is no later than any location’s', () => {
    fc.assert(
      fc.property(locations, (stocks) => {
        const earliest = stockRows(stocks, 'cumulative')[0]!.nextArrival;
        for (const stockAt of stocks) {
          if (stockAt.nextArrival !== null) expect(earliest! <= stockAt.nextArrival).toBe(true);
        }
      }),
    );
  });

  it('no row ever shows negative stock', () => {
    fc.assert(
      fc.property(locations, fc.constantFrom('cumulative' as const, 'location' as const), (stocks, mode) => {
        expect(stockRows(stocks, mode).every((row) => row.available >= 0)).toBe(true);
      }),
    );
  });

  it('masking agrees with the unmasked display on whether anything is available', () => {
    fc.assert(
      fc.property(stock, (available) => {
        expect(stockLabel(available, true).key === 'stock_not_available').toBe(stockLabel(available, false).key === 'stock_not_available');
      }),
    );
  });

  it('masked stock never shows a count, and says more-than exactly above the threshold', () => {
    fc.assert(
      fc.property(stock, (available) => {
        const label = stockLabel(available, true);
        expect(label.key).not.toBe('stock_count');
        expect(label.key === 'stock_more_than').toBe(available > MASKED_STOCK_THRESHOLD);
      }),
    );
  });

  it('an unmasked arrival shows its own month exactly when that month has not passed', () => {
    fc.assert(
      fc.property(isoDate, isoDate, (arrival, today) => {
        const label = nextArrivalLabel(arrival, today, { nextArrivalDisplay: true, maskNextArrival: false, nextArrivalMonth: 0 });
        expect(label).toEqual(monthsOf(arrival) >= monthsOf(today) ? { key: 'next_arrival_month', values: { month: arrival.slice(0, 7) } } : null);
      }),
    );
  });

  it('masking hides exactly the months beyond the horizon', () => {
    fc.assert(
      fc.property(isoDate, isoDate, fc.integer({ min: 0, max: MAX_HORIZON }), (arrival, today, horizon) => {
        fc.pre(monthsOf(arrival) >= monthsOf(today));
        const label = nextArrivalLabel(arrival, today, { nextArrivalDisplay: true, maskNextArrival: true, nextArrivalMonth: horizon });
        expect(label?.key).toBe(monthsOf(arrival) - monthsOf(today) > horizon ? 'next_arrival_later' : 'next_arrival_month');
      }),
    );
  });
});
