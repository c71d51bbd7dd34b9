import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDecimalStrings, compareSortValues, sortRows, type SortValue } from './sorting';

/**
 * Digits drawn from 0 and 1 only, at most three on either side of the point: equal magnitudes, zeros written
 * several ways ("0", "-0.00", "000"), leading and trailing zeros are then the common case, not a rare one.
 */
const BOUNDARY_DIGITS = ['0', '0', '1'];
const MAX_BOUNDARY_DIGITS = 3;
/** Rows per drawn table: enough for several equal values. */
const MAX_ROWS = 12;

const boundaryDigits = fc.array(fc.constantFrom(...BOUNDARY_DIGITS), { minLength: 1, maxLength: MAX_BOUNDARY_DIGITS }).map((d) => d.join(''));
const boundaryDecimal = fc
  .tuple(fc.boolean(), boundaryDigits, fc.option(boundaryDigits, { nil: undefined }))
  .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`);

/** Values of every kind a column holds, the missing ones included, from small pools so that ties are common. */
const present: fc.Arbitrary<SortValue> = fc.oneof(
  fc.integer({ min: -2, max: 2 }),
  fc.boolean(),
  boundaryDecimal.map((decimal) => ({ decimal })),
  fc.constantFrom('Item 2', 'item 10', 'Élan', 'elan', '2', 'true', '-1.0'),
);
const missing = fc.constantFrom<SortValue>(null, undefined, Number.NaN);
const anyValue = fc.oneof(present, missing);

const sign = (value: number) => Math.sign(value) + 0;
const written = (value: SortValue) => (typeof value === 'object' && value !== null ? value.decimal : String(value));

describe('sort values, properties', () => {
  it('compares decimal strings as their exact values, however their zeros are written', () => {
    fc.assert(
      fc.property(boundaryDecimal, boundaryDecimal, (a, b) => {
        expect(sign(compareDecimalStrings(a, b))).toBe(new Decimal(a).comparedTo(new Decimal(b)));
      }),
    );
  });

  it('is antisymmetric and every value equals itself', () => {
    fc.assert(
      fc.property(anyValue, anyValue, (a, b) => {
        expect(sign(compareSortValues(a, b))).toBe(sign(-compareSortValues(b, a)));
        expect(sign(compareSortValues(a, a))).toBe(0);
      }),
    );
  });

  it('puts missing values after every present one, and treats all missing values alike', () => {
    fc.assert(
      fc.property(present, missing, missing, (value, gap, otherGap) => {
        expect(compareSortValues(gap, value)).toBe(1);
        expect(compareSortValues(value, gap)).toBe(-1);
        expect(compareSortValues(gap, otherGap)).toBe(0);
      }),
    );
  });

  it('orders numbers by value and false before true', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 2 }), fc.integer({ min: -2, max: 2 }), fc.boolean(), fc.boolean(), (a, b, p, q) => {
        expect(sign(compareSortValues(a, b))).toBe(sign(a - b));
        expect(sign(compareSortValues(p, q))).toBe(sign(Number(p) - Number(q)));
      }),
    );
  });

  it('compares values of different kinds as they are written', () => {
    fc.assert(
      fc.property(present, present, (a, b) => {
        fc.pre(typeof a !== typeof b);
        expect(compareSortValues(a, b)).toBe(compareSortValues(written(a), written(b)));
      }),
    );
  });

  it('keeps rows with equal values in their order, in either direction, missing ones included', () => {
    fc.assert(
      fc.property(fc.array(anyValue, { maxLength: MAX_ROWS }), fc.constantFrom('ascending', 'descending' as const), (values, direction) => {
        const sorted = sortRows(values.map((value, index) => ({ value, index })), (row) => row.value, direction);
        for (let position = 1; position < sorted.length; position += 1) {
          const [before, after] = [sorted[position - 1]!, sorted[position]!];
          if (compareSortValues(before.value, after.value) === 0) expect(before.index).toBeLessThan(after.index);
        }
      }),
    );
  });
});
