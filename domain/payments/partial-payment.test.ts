import { describe, expect, it } from 'vitest';
import { money, toDecimalString } from '../money/money';
import { judgePaymentAmount, partialPaymentAvailable } from './partial-payment';

const total = money('1500000', 'IDR');
const open = { partialAllowed: true, precision: 0 };

describe('partial payment availability', () => {
  it('needs the host setting and exactly one positive invoice; credit notes may go along', () => {
    const invoice = { accountingAmount: '1500000' };
    const credit = { accountingAmount: '-200000' };
    expect(partialPaymentAvailable({ allowPartialPayment: true }, [invoice])).toBe(true);
    expect(partialPaymentAvailable({ allowPartialPayment: true }, [invoice, credit])).toBe(true);
    expect(partialPaymentAvailable({ allowPartialPayment: true }, [invoice, invoice])).toBe(false);
    expect(partialPaymentAvailable({ allowPartialPayment: true }, [credit])).toBe(false);
    expect(partialPaymentAvailable({ allowPartialPayment: false }, [invoice])).toBe(false);
  });
});

describe('the amount paid', () => {
  it('is the selected total when nothing is entered or partial payment is not available', () => {
    expect(judgePaymentAmount('', total, open)).toEqual({ ok: true, value: { amount: total, isPartial: false } });
    expect(judgePaymentAmount('500', total, { ...open, partialAllowed: false })).toEqual({ ok: true, value: { amount: total, isPartial: false } });
  });

  it('is a full payment when the entry equals the total, however written', () => {
    const twoDecimals = money('120.50', 'SGD');
    const result = judgePaymentAmount('120.5', twoDecimals, { partialAllowed: true, precision: 2 });
    expect(result.ok && result.value.isPartial).toBe(false);
  });

  it('is partial when less, from the minimum of 1 up', () => {
    const result = judgePaymentAmount('1', total, open);
    expect(result.ok && result.value.isPartial).toBe(true);
    expect(result.ok && toDecimalString(result.value.amount)).toBe('1');
  });

  it('answers the minimum message below 1', () => {
    expect(judgePaymentAmount('0', total, open)).toEqual({ ok: false, error: { key: 'minimum_amount', values: { minimum: '1' } } });
    expect(judgePaymentAmount('0.99', total, { partialAllowed: true, precision: 2 })).toEqual({ ok: false, error: { key: 'minimum_amount', values: { minimum: '1' } } });
  });

  it('answers the maximum message, with the total, above the total', () => {
    expect(judgePaymentAmount('1500001', total, open)).toEqual({ ok: false, error: { key: 'maximum_amount', values: { total: '1500000' } } });
  });

  it('refuses text that is not an amount, or has more decimals than the currency', () => {
    expect(judgePaymentAmount('1.500.000', total, open)).toEqual({ ok: false, error: { key: 'invalid_amount', values: {} } });
    expect(judgePaymentAmount('-5', total, open)).toEqual({ ok: false, error: { key: 'minimum_amount', values: { minimum: '1' } } });
    expect(judgePaymentAmount('100.5', total, open)).toEqual({ ok: false, error: { key: 'invalid_amount', values: {} } });
  });
});
