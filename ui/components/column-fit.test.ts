import { describe, expect, it } from 'vitest';
import { fitColumns, type ColumnSpace } from './column-fit';

/** An order list: number, date, total and status essential; the rest give way. */
const orderColumns: ColumnSpace[] = [
  { id: 'orderNo', priority: 'essential', minWidth: 120 },
  { id: 'poNumber', priority: 'low', minWidth: 140 },
  { id: 'date', priority: 'essential', minWidth: 120 },
  { id: 'shipTo', priority: 'medium', minWidth: 200 },
  { id: 'article', priority: 'high', minWidth: 180 },
  { id: 'total', priority: 'essential', minWidth: 140 },
  { id: 'status', priority: 'essential', minWidth: 100 },
];

describe('fitting columns to a table', () => {
  it('given room for every column, then every column shows and none moves to the details', () => {
    expect(fitColumns(orderColumns, { available: 1200, details: 56 })).toEqual({
      shown: ['orderNo', 'poNumber', 'date', 'shipTo', 'article', 'total', 'status'],
      hidden: [],
    });
  });

  it('given exactly the room every column needs, then no details column is needed and every column shows', () => {
    expect(fitColumns(orderColumns, { available: 1000, fixed: 0, details: 56 }).hidden).toEqual([]);
  });

  it('given too little room, then the details column is made room for and the lowest priorities give way first', () => {
    expect(fitColumns(orderColumns, { available: 950, details: 56 })).toEqual({
      shown: ['orderNo', 'date', 'shipTo', 'article', 'total', 'status'],
      hidden: ['poNumber'],
    });
    expect(fitColumns(orderColumns, { available: 750, details: 56 })).toEqual({
      shown: ['orderNo', 'date', 'article', 'total', 'status'],
      hidden: ['poNumber', 'shipTo'],
    });
  });

  it('given a column that does not fit, then no column ranked after it shows, even a narrower one', () => {
    const columns: ColumnSpace[] = [
      { id: 'number', priority: 'essential', minWidth: 100 },
      { id: 'address', priority: 'high', minWidth: 300 },
      { id: 'code', priority: 'low', minWidth: 50 },
    ];
    expect(fitColumns(columns, { available: 300 })).toEqual({ shown: ['number'], hidden: ['address', 'code'] });
  });

  it('within one priority, the columns further left stay longest', () => {
    const columns: ColumnSpace[] = [
      { id: 'a', priority: 'medium', minWidth: 100 },
      { id: 'b', priority: 'medium', minWidth: 100 },
      { id: 'c', priority: 'medium', minWidth: 100 },
    ];
    expect(fitColumns(columns, { available: 250 })).toEqual({ shown: ['a', 'b'], hidden: ['c'] });
  });

  it('counts the fixed columns (row selection) against the room', () => {
    expect(fitColumns(orderColumns, { available: 1000, fixed: 44, details: 56 }).hidden).toEqual(['poNumber']);
  });

  it('given too little room even for the essential columns, then they show all the same and the rest give way', () => {
    expect(fitColumns(orderColumns, { available: 200, details: 56 })).toEqual({ shown: ['orderNo', 'date', 'total', 'status'], hidden: ['poNumber', 'shipTo', 'article'] });
  });

  it('given a width that is not known, then every column shows', () => {
    expect(fitColumns(orderColumns, { available: Number.NaN }).hidden).toEqual([]);
    expect(fitColumns(orderColumns, { available: Number.POSITIVE_INFINITY }).hidden).toEqual([]);
  });
});
