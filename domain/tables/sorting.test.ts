import { describe, expect, it } from 'vitest';
import { compareDecimalStrings, sortRows } from './sorting';

const invoices = [
  { no: 'INV-10', amount: '1500.00', due: '2026-03-01' },
  { no: 'INV-2', amount: '-20.50', due: null },
  { no: 'inv-3', amount: '999.99', due: '2026-01-15' },
];

describe('sortRows', () => {
  it('sorts text naturally, ignoring case', () => {
    expect(sortRows(invoices, (row) => row.no, 'ascending').map((row) => row.no)).toEqual(['INV-2', 'inv-3', 'INV-10']);
    expect(sortRows(invoices, (row) => row.no, 'descending').map((row) => row.no)).toEqual(['INV-10', 'inv-3', 'INV-2']);
  });

  it('sorts decimal amounts by value', () => {
    expect(sortRows(invoices, (row) => ({ decimal: row.amount }), 'ascending').map((row) => row.no)).toEqual(['INV-2', 'inv-3', 'INV-10']);
  });

  it('puts rows without a value last in both directions', () => {
    expect(sortRows(invoices, (row) => row.due, 'ascending').map((row) => row.no)).toEqual(['inv-3', 'INV-10', 'INV-2']);
    expect(sortRows(invoices, (row) => row.due, 'descending').map((row) => row.no)).toEqual(['INV-10', 'inv-3', 'INV-2']);
  });

  it('leaves the rows it is given alone', () => {
    const before = [...invoices];
    sortRows(invoices, (row) => row.no, 'descending');
    expect(invoices).toEqual(before);
  });
});

describe('compareDecimalStrings', () => {
  it('compares by value, whatever the digits look like', () => {
    expect(compareDecimalStrings('10', '9.99')).toBe(1);
    expect(compareDecimalStrings('-10', '-9.99')).toBe(-1);
    expect(compareDecimalStrings('1.50', '1.5')).toBe(0);
    expect(compareDecimalStrings('-0.00', '0')).toBe(0);
    expect(compareDecimalStrings('007', '7.0')).toBe(0);
  });
});
