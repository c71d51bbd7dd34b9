import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDecimalStrings, sortRows } from './sorting';

/** Most rows drawn per table. */
const MAX_ROWS = 60;
/** Most digits on either side of the decimal point. */
const MAX_DIGITS = 20;

const digits = (minLength: number) => fc.array(fc.constantFrom(...'0123456789'), { minLength, maxLength: MAX_DIGITS }).map((d) => d.join(''));
const decimal = fc
  .tuple(fc.boolean(), digits(1), fc.option(digits(1), { nil: undefined }))
  .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`);
/** Values lie within ±50; the missing value gets a key below all of them so the canonical order is total. */
const VALUE_BOUND = 50;
const MISSING_KEY = -VALUE_BOUND - 1;
const row = fc.record({ id: fc.nat(), value: fc.option(fc.integer({ min: -VALUE_BOUND, max: VALUE_BOUND }), { nil: null }) });
const canonical = (a: { id: number; value: number | null }, b: { id: number; value: number | null }) => a.id - b.id || (a.value ?? MISSING_KEY) - (b.value ?? MISSING_KEY);

describe('sorting, properties', () => {
  it('keeps the same rows', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: MAX_ROWS }), fc.constantFrom('ascending', 'descending' as const), (rows, direction) => {
        const sorted = sortRows(rows, (r) => r.value, direction);
        expect([...sorted].sort(canonical)).toEqual([...rows].sort(canonical));
      }),
    );
  });

  it('orders the values, with the missing ones last', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: MAX_ROWS }), fc.constantFrom('ascending', 'descending' as const), (rows, direction) => {
        const values = sortRows(rows, (r) => r.value, direction).map((r) => r.value);
        const present = values.filter((value): value is number => value !== null);
        expect(values.slice(present.length).every((value) => value === null)).toBe(true);
        for (let index = 1; index < present.length; index += 1) {
          if (direction === 'ascending') expect(present[index]).toBeGreaterThanOrEqual(present[index - 1]!);
          else expect(present[index]).toBeLessThanOrEqual(present[index - 1]!);
        }
      }),
    );
  });

  it('is stable: rows with equal values keep their order', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: MAX_ROWS }), (rows) => {
        const indexed = rows.map((r, index) => ({ ...r, index }));
        const sorted = sortRows(indexed, (r) => r.value, 'descending');
        for (let index = 1; index < sorted.length; index += 1) {
          if (sorted[index]!.value === sorted[index - 1]!.value) expect(sorted[index]!.index).toBeGreaterThan(sorted[index - 1]!.index);
        }
      }),
    );
  });

  it('compares decimal strings as decimal.js does', () => {
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        expect(Math.sign(compareDecimalStrings(a, b))).toBe(new Decimal(a).comparedTo(new Decimal(b)));
      }),
    );
  });
});
