import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { valueDomain } from './chart-frame';

describe('valueDomain', () => {
  it('reaches zero and every value, and never collapses to a point', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 })), (values) => {
        const [low, high] = valueDomain(values);
        expect(low).toBeLessThanOrEqual(0);
        expect(high).toBeGreaterThanOrEqual(0);
        expect(low).toBeLessThan(high);
        for (const value of values) {
          expect(value).toBeGreaterThanOrEqual(low);
          expect(value).toBeLessThanOrEqual(high);
        }
      }),
    );
  });

  it('leaves out what is not a number, as a month without figures', () => {
    expect(valueDomain([Number.NaN, 5])).toEqual([0, 5]);
  });
});
