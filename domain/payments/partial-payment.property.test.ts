import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compare, money, toDecimalString } from '../money/money';
import { judgePaymentAmount, partialPaymentAvailable, PARTIAL_PAYMENT_MINIMUM } from './partial-payment';

/** Selected totals and entries up to ten million units of the smallest digit. */
const MAX_UNITS = 10_000_000;
/** Currencies with no decimals and with two. */
const PRECISIONS = [0, 2];
/** Selections of up to six lines. */
const MAX_LINES = 6;

function decimal(units: number, precision: number): string {
  const digits = String(units).padStart(precision + 1, '0');
  return precision === 0 ? digits : `${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
}

/** A currency precision, a selected total above zero and an entered amount, both at that precision. */
const cases = fc
  .record({ precision: fc.constantFrom(...PRECISIONS), total: fc.integer({ min: 1, max: MAX_UNITS }), entered: fc.integer({ min: 0, max: MAX_UNITS }) })
  .map(({ precision, total, entered }) => ({ precision, total: money(decimal(total, precision), 'XCU'), entered: decimal(entered, precision) }));

describe('partial payment properties', () => {
  it('an accepted partial amount lies between the minimum and the selected total', () => {
    fc.assert(
      fc.property(cases, ({ precision, total, entered }) => {
        const result = judgePaymentAmount(entered, total, { partialAllowed: true, precision });
        if (result.ok && result.value.isPartial) {
          expect(compare(result.value.amount, money(PARTIAL_PAYMENT_MINIMUM, 'XCU'))).toBeGreaterThanOrEqual(0);
          expect(compare(result.value.amount, total)).toBeLessThan(0);
        }
      }),
    );
  });

  it('an entry is refused exactly when it differs from the total and lies outside the minimum and the total', () => {
    fc.assert(
      fc.property(cases, ({ precision, total, entered }) => {
        const amount = money(entered, 'XCU');
        const outside = compare(amount, money(PARTIAL_PAYMENT_MINIMUM, 'XCU')) < 0 || compare(amount, total) > 0;
        const result = judgePaymentAmount(entered, total, { partialAllowed: true, precision });
        expect(result.ok).toBe(compare(amount, total) === 0 || !outside);
      }),
    );
  });

  it('a refusal above the total names the total', () => {
    fc.assert(
      fc.property(cases, ({ precision, total, entered }) => {
        const result = judgePaymentAmount(entered, total, { partialAllowed: true, precision });
        if (!result.ok && result.error.key === 'maximum_amount') expect(result.error.values.total).toBe(toDecimalString(total));
      }),
    );
  });

  it('without partial payment every entry pays the selected total', () => {
    fc.assert(
      fc.property(cases, ({ precision, total, entered }) => {
        expect(judgePaymentAmount(entered, total, { partialAllowed: false, precision })).toEqual({ ok: true, value: { amount: total, isPartial: false } });
      }),
    );
  });

  it('partial payment is available exactly with the setting on and one positive line selected', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(fc.integer({ min: -MAX_UNITS, max: MAX_UNITS }), { maxLength: MAX_LINES }), (allowPartialPayment, amounts) => {
        const selected = amounts.map((amount) => ({ accountingAmount: String(amount) }));
        expect(partialPaymentAvailable({ allowPartialPayment }, selected)).toBe(allowPartialPayment && amounts.filter((amount) => amount > 0).length === 1);
      }),
    );
  });
});
