import { describe, expect, it } from 'vitest';
import { givenStock } from '../catalogue/testing/article-fixtures';
import { confirmQuantity } from './stock-confirmation';

const locations = [
  givenStock({ productId: 'p', sorg: 'ID01', location: 'SBY', available: 3, sortOrder: 2, nextArrival: '2026-12-01', nextArrivalQty: 4 }),
  givenStock({ productId: 'p', sorg: 'ID01', location: 'JKT', available: 2, sortOrder: 1, nextArrival: '2027-01-15', nextArrivalQty: 10 }),
];

describe('confirmQuantity', () => {
  it('takes stock in location rank order, then next arrivals earliest first, and leaves the rest open', () => {
    expect(confirmQuantity(locations, 12, '2026-11-20')).toEqual({
      takes: [
        { location: 'JKT', qty: 2 },
        { location: 'SBY', qty: 3 },
      ],
      confirmations: [
        { location: 'JKT', qty: 2, date: '2026-11-20', source: 'stock' },
        { location: 'SBY', qty: 3, date: '2026-11-20', source: 'stock' },
        { location: 'SBY', qty: 4, date: '2026-12-01', source: 'arrival' },
        { location: 'JKT', qty: 3, date: '2027-01-15', source: 'arrival' },
      ],
    });
    expect(confirmQuantity(locations, 30, '2026-11-20').confirmations.at(-1)).toEqual({ location: null, qty: 11, date: null, source: 'open' });
  });

  it('confirms for the requested day when it is later than an arrival', () => {
    expect(confirmQuantity(locations, 7, '2026-12-24').confirmations).toEqual([
      { location: 'JKT', qty: 2, date: '2026-12-24', source: 'stock' },
      { location: 'SBY', qty: 3, date: '2026-12-24', source: 'stock' },
      { location: 'SBY', qty: 2, date: '2026-12-24', source: 'arrival' },
    ]);
  });

  it('never takes more than a location holds, and nothing from negative stock', () => {
    const short = [givenStock({ productId: 'p', sorg: 'ID01', location: 'JKT', available: -4 })];
    expect(confirmQuantity(short, 3, '2026-11-20')).toEqual({ takes: [], confirmations: [{ location: null, qty: 3, date: null, source: 'open' }] });
  });
});
