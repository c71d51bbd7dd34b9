import { describe, expect, it } from 'vitest';
import { amountSign, isDeduction, isPositiveInvoice, lineAmount } from './open-invoice';

describe('open invoice lines', () => {
  it('tells payable lines from deductions by the sign of the amount', () => {
    expect(amountSign({ accountingAmount: '1250000' })).toBe(1);
    expect(amountSign({ accountingAmount: '-350000.50' })).toBe(-1);
    expect(amountSign({ accountingAmount: '0.00' })).toBe(0);
    expect(amountSign({ accountingAmount: '-0.00' })).toBe(0);
    expect(isPositiveInvoice({ accountingAmount: '0.01' })).toBe(true);
    expect(isDeduction({ accountingAmount: '-0.01' })).toBe(true);
  });

  it('counts a zero line as neither positive nor a deduction', () => {
    expect(isPositiveInvoice({ accountingAmount: '0' })).toBe(false);
    expect(isDeduction({ accountingAmount: '0' })).toBe(false);
  });

  it('refuses an amount that is not a plain decimal', () => {
    expect(() => amountSign({ accountingAmount: '1e6' })).toThrow(RangeError);
    expect(() => amountSign({ accountingAmount: '1,250' })).toThrow(RangeError);
  });

  it('reads the amount as money in the payer currency', () => {
    expect(lineAmount({ accountingAmount: '12.50' }, 'SGD').amount.toFixed()).toBe('12.5');
  });
});
