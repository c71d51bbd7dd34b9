import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money, toDecimalString } from '../money/money';
import { amountDue } from './amount-due';

const amount = fc.integer({ min: 0, max: 10_000_000_00 }).map((cents) => (cents / 100).toFixed(2));

describe('amount due', () => {
  it('adds the shipment charge to the goods of an order', () => {
    expect(toDecimalString(amountDue(money('65000', 'IDR'), { amount: '175000', currency: 'IDR' }), 0)).toBe('240000');
    expect(toDecimalString(amountDue(money('11010.45', 'SGD'), { amount: '0.55', currency: 'SGD' }), 2)).toBe('11011.00');
  });

  it('is the goods alone without a shipment, or with a charge in another currency', () => {
    expect(amountDue(money('65000', 'IDR'), null)).toEqual(money('65000', 'IDR'));
    expect(amountDue(money('65000', 'IDR'), { amount: '12.50', currency: 'SGD' })).toEqual(money('65000', 'IDR'));
  });

  it('is never less than the goods and exceeds them by exactly the charge of a shipment in the order currency', () => {
    fc.assert(
      fc.property(amount, amount, (goods, charge) => {
        const due = amountDue(money(goods, 'USD'), { amount: charge, currency: 'USD' });
        expect(toDecimalString(due, 2)).toBe((Math.round(Number(goods) * 100 + Number(charge) * 100) / 100).toFixed(2));
      }),
    );
  });
});
