import { describe, expect, it } from 'vitest';
import { money, toDecimalString, type Money } from '../money/money';
import type { OpenInvoice } from '../invoices/open-invoice';
import { selectionOf } from '../invoices/selection';
import { invoiceDiscounts, isImmediatePayment, paymentDiscountRate, paymentTotals, type PaymentTotals } from './discounts';

function line(accountingNo: string, invoiceNo: string, accountingAmount: string, extra: Partial<OpenInvoice> = {}): OpenInvoice {
  return {
    id: accountingNo,
    invoiceNo,
    accountingNo,
    assignment: `AS-${accountingNo}`,
    installment: null,
    dueDate: '2026-03-01',
    accountingAmount,
    earlyPaymentDiscount: '0',
    freightAllowance: '0',
    status: 'Open',
    companyCode: 'ID01',
    payerCode: 'P1',
    payerName: 'Dealer One',
    ...extra,
  };
}

const firstInstallment = line('A1', 'INV-100', '600000', { installment: 1, earlyPaymentDiscount: '50000', freightAllowance: '20000' });
const secondInstallment = line('A2', 'INV-100', '400000', { installment: 2, earlyPaymentDiscount: '50000', freightAllowance: '20000' });
const single = line('B1', 'INV-200', '300000', { earlyPaymentDiscount: '3000' });
const credit = line('C1', 'CN-300', '-100000', { earlyPaymentDiscount: '999' });
const ledger = [firstInstallment, secondInstallment, single, credit];

function figures(totals: PaymentTotals): Record<string, string> {
  const shown = (amount: Money) => toDecimalString(amount);
  return {
    before: shown(totals.totalBeforeDiscount),
    early: shown(totals.earlyPaymentDiscount),
    freight: shown(totals.freightAllowance),
    method: shown(totals.paymentMethodDiscount),
    discount: shown(totals.totalDiscount),
    toPay: shown(totals.toPay),
  };
}

function totalsOf(selected: OpenInvoice[], rate: string | null = null, partialAmount: Money | null = null, precision = 0) {
  return paymentTotals({ openInvoices: ledger, selection: selectionOf(selected), paymentDiscountRate: rate, partialAmount, currency: 'IDR', precision });
}

describe('installment discounts', () => {
  it('count nothing while an installment is left out, and say which invoice is incomplete', () => {
    const totals = totalsOf([firstInstallment]);
    expect(figures(totals)).toMatchObject({ before: '600000', early: '0', freight: '0', toPay: '600000' });
    expect(totals.incompleteInvoices).toEqual(['INV-100']);
  });

  it('count once when every installment is selected', () => {
    const totals = totalsOf([firstInstallment, secondInstallment]);
    expect(figures(totals)).toMatchObject({ before: '1000000', early: '50000', freight: '20000', discount: '70000', toPay: '930000' });
    expect(totals.discountedInvoices.map((invoice) => invoice.invoiceNo)).toEqual(['INV-100']);
  });

  it('take the value from whichever installment carries it', () => {
    const onlyLast = [{ ...firstInstallment, earlyPaymentDiscount: '0' }, secondInstallment];
    expect(toDecimalString(invoiceDiscounts(onlyLast, selectionOf(onlyLast), 'IDR').discounted[0]!.earlyPaymentDiscount)).toBe('50000');
  });

  it('are not counted for credit notes, and a single invoice counts its own', () => {
    expect(figures(totalsOf([single, credit]))).toMatchObject({ before: '200000', early: '3000', toPay: '197000' });
  });
});

describe('payment-method discount', () => {
  it('is the rate times the total before discount, rounded once', () => {
    expect(figures(totalsOf([single], '0.015'))).toEqual({ before: '300000', early: '3000', freight: '0', method: '4500', discount: '7500', toPay: '292500' });
    const odd = paymentTotals({ openInvoices: [line('D1', 'INV-400', '1001')], selection: selectionOf([line('D1', 'INV-400', '1001')]), paymentDiscountRate: '0.015', partialAmount: null, currency: 'IDR', precision: 0 });
    expect(figures(odd)).toMatchObject({ method: '15', toPay: '986' });
  });

  it('keeps cents where the currency has them', () => {
    const invoice = line('E1', 'INV-500', '1001.10');
    const totals = paymentTotals({ openInvoices: [invoice], selection: selectionOf([invoice]), paymentDiscountRate: '0.015', partialAmount: null, currency: 'SGD', precision: 2 });
    expect(figures(totals)).toMatchObject({ method: '15.02', toPay: '986.08' });
  });

  it('is not given to a partial payment, nor are invoice discounts', () => {
    const totals = totalsOf([single], '0.015', money('100000', 'IDR'));
    expect(figures(totals)).toEqual({ before: '300000', early: '0', freight: '0', method: '0', discount: '0', toPay: '100000' });
    expect(totals.isPartial).toBe(true);
  });

  it('never takes the amount to pay below zero', () => {
    const generous = line('F1', 'INV-600', '1000', { earlyPaymentDiscount: '800', freightAllowance: '500' });
    const totals = paymentTotals({ openInvoices: [generous], selection: selectionOf([generous]), paymentDiscountRate: '0.5', partialAmount: null, currency: 'IDR', precision: 0 });
    expect(figures(totals)).toEqual({ before: '1000', early: '800', freight: '200', method: '0', discount: '1000', toPay: '0' });
  });

  it('reads the rate as a fraction and refuses one outside 0 to 1', () => {
    expect(paymentDiscountRate(null).toFixed()).toBe('0');
    expect(paymentDiscountRate(' 0.02 ').toFixed()).toBe('0.02');
    expect(() => paymentDiscountRate('2')).toThrow(RangeError);
    expect(() => paymentDiscountRate('-0.1')).toThrow(RangeError);
    expect(() => paymentDiscountRate('2%')).toThrow(RangeError);
  });
});

describe('immediate payment', () => {
  it('is a method whose type names ACH or Credit Card', () => {
    expect(isImmediatePayment('ACH')).toBe(true);
    expect(isImmediatePayment('US ACH Debit')).toBe(true);
    expect(isImmediatePayment('Credit Card')).toBe(true);
    expect(isImmediatePayment('credit card (Visa)')).toBe(true);
  });

  it('is not a transfer, nor a word that merely contains the letters', () => {
    expect(isImmediatePayment('Virtual Account Transfer')).toBe(false);
    expect(isImmediatePayment('Reach Pay')).toBe(false);
    expect(isImmediatePayment(null)).toBe(false);
  });
});
