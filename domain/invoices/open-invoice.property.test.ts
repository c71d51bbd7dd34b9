import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountSign, lineAmount } from './open-invoice';

/** Amounts up to a billion units of the smallest digit: larger than any invoice of a dealer. */
const MAX_UNITS = 1_000_000_000;
/** Up to two decimals, as currencies keep. */
const MAX_SCALE = 2;

const amounts = fc.record({ units: fc.integer({ min: -MAX_UNITS, max: MAX_UNITS }), scale: fc.integer({ min: 0, max: MAX_SCALE }), negativeZero: fc.boolean() }).map(({ units, scale, negativeZero }) => {
  const digits = String(Math.abs(units)).padStart(scale + 1, '0');
  const written = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return units < 0 || (units === 0 && negativeZero) ? `-${written}` : written;
});

describe('open invoice properties', () => {
  it('the sign read from the text is the sign of the amount', () => {
    fc.assert(
      fc.property(amounts, (accountingAmount) => {
        const amount = lineAmount({ accountingAmount }, 'IDR').amount;
        expect(amountSign({ accountingAmount })).toBe(amount.isZero() ? 0 : amount.isNegative() ? -1 : 1);
      }),
    );
  });
});
