import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, selectionOf, toggleInvoice } from '../../../domain/invoices/selection';
import { exampleInvoiceCompanies, exampleInvoiceLine, exampleInvoiceSummaries, exampleOpenInvoiceLines } from '../invoices/testing/invoices-gateway.in-memory';
import { examplePaymentMethods, exampleSavedPayment } from './testing/payments-gateway.in-memory';
import { chosenPayment, paymentPayersOf, paymentScreen, serviceToday, type PaymentScreenInput } from './payment-screen';

const lines = exampleOpenInvoiceLines();
const line = (invoiceNo: string, installment: number | null = null) => lines.find((candidate) => candidate.invoiceNo === invoiceNo && candidate.installment === installment)!;
const options = { methods: examplePaymentMethods(), saved: [exampleSavedPayment()] };
const virtualAccount = chosenPayment(options, { kind: 'merchant', merchantId: 'merchant-ID01-va' });

function screen(overrides: Partial<PaymentScreenInput> = {}) {
  return paymentScreen({
    lines,
    currency: 'IDR',
    precision: 0,
    selection: EMPTY_SELECTION,
    rules: { invoicePaymentRule: 'oldest', allowPartialPayment: true },
    payment: virtualAccount,
    enteredAmount: '',
    ...overrides,
  });
}

describe('payment screen', () => {
  it('given nothing selected, then the request is blocked for want of a positive invoice and a total above zero', () => {
    const view = screen({ payment: null });
    expect(view.blockers).toEqual(['no_positive_invoice_selected', 'selected_total_not_positive', 'payment_method_required']);
    expect(view.canSubmit).toBe(false);
    expect(view.totals.toPay).toBe('0');
  });

  it('given the second invoice without the older first one under oldest, then it is wrong with the invoice to pay first', () => {
    const view = screen({ selection: selectionOf([line('9000100002')]) });
    expect(view.wrong[line('9000100002').id]).toMatchObject({ reason: 'pay_oldest_invoice_first', payFirst: { invoiceNo: '9000100001' } });
    expect(view.blockers).toEqual(['wrong_invoice_selection']);
  });

  it('given the two oldest invoices and a virtual account, then the request may be made for the total less the method discount', () => {
    const view = screen({ selection: selectionOf([line('9000100001'), line('9000100002')]) });
    expect(view.canSubmit).toBe(true);
    expect(view.totals.totalBeforeDiscount).toBe('18654000');
    // 0.5 % of 18 654 000 = 93 270.
    expect(view.totals.paymentMethodDiscount).toBe('93270');
    expect(view.totals.toPay).toBe('18560730');
    expect(view.partialAvailable).toBe(false);
  });

  it('given one installment of two, then the invoice is named incomplete and its discounts do not count; with both they do', () => {
    const first = screen({ selection: selectionOf([line('9000100008', 1)]), payment: null });
    expect(first.totals.incompleteInvoices).toEqual(['9000100008']);
    expect(first.totals.earlyPaymentDiscount).toBe('0');
    const both = screen({ selection: toggleInvoice(selectionOf([line('9000100008', 1)]), line('9000100008', 2)), payment: null });
    expect(both.totals.incompleteInvoices).toEqual([]);
    expect(both.totals.earlyPaymentDiscount).toBe('600000');
    expect(both.totals.freightAllowance).toBe('250000');
  });

  it('given one invoice and partial payment allowed, then 0 is below the minimum and more than the total above the maximum', () => {
    const selection = selectionOf([line('9000100001')]);
    expect(screen({ selection, enteredAmount: '0' }).amountError).toEqual({ key: 'minimum_amount', values: { minimum: '1' } });
    const tooMuch = screen({ selection, enteredAmount: '11344501' });
    expect(tooMuch.amountError).toEqual({ key: 'maximum_amount', values: { total: '11344500' } });
    expect(tooMuch.blockers).toEqual(['invalid_payment_amount']);
    const part = screen({ selection, enteredAmount: '5000000' });
    expect(part).toMatchObject({ canSubmit: true, partialAmount: '5000000', totals: { toPay: '5000000', paymentMethodDiscount: '0', isPartial: true } });
  });

  it('given partial payment off, then an entered amount is ignored', () => {
    const view = screen({ selection: selectionOf([line('9000100001')]), rules: { invoicePaymentRule: 'oldest', allowPartialPayment: false }, enteredAmount: '5' });
    expect(view).toMatchObject({ partialAvailable: false, partialAmount: null, amountError: null });
  });

  it('given a selected line being paid, then it is wrong, and what is selected is what the lines and the selection name', () => {
    const waiting = exampleInvoiceLine({ invoiceNo: '9000100009', status: 'Waiting For Payment', statusGroup: 'waiting_for_payment' });
    const view = screen({ lines: [...lines, waiting], selection: selectionOf([line('9000100001'), waiting]) });
    expect(view.selectedIds).toEqual([line('9000100001').id, waiting.id]);
    expect(view.wrong[waiting.id]?.reason).toBe('invoice_not_payable');
  });

  it('given an immediate method without a saved payment, then its instrument is entered; with a saved payment, nothing is', () => {
    expect(screen({ payment: chosenPayment(options, { kind: 'merchant', merchantId: 'merchant-ID01-ach' }) }).instrumentKind).toBe('ach');
    expect(screen({ payment: chosenPayment(options, { kind: 'merchant', merchantId: 'merchant-ID01-card' }) }).instrumentKind).toBe('card');
    expect(screen({ payment: chosenPayment(options, { kind: 'saved', savedPaymentId: 'saved-visa-4242' }) }).instrumentKind).toBeNull();
    expect(screen().instrumentKind).toBeNull();
  });
});

describe('payers, choices and the day', () => {
  it('lists one payer per company and credit customer that has lines', () => {
    const waiting = exampleInvoiceLine({ invoiceNo: '9000100009', status: 'Waiting For Payment', statusGroup: 'waiting_for_payment' });
    const payers = paymentPayersOf(exampleInvoiceSummaries(exampleInvoiceCompanies([...lines, waiting])));
    expect(payers.map((payer) => [payer.key, payer.sorg, payer.payableCount, payer.notPayableCount])).toEqual([['ID01-1000/0000100001', 'ID01', 6, 1]]);
    expect(paymentPayersOf(exampleInvoiceSummaries(exampleInvoiceCompanies([])))).toEqual([]);
  });

  it('finds the merchant of a saved payment, and nothing for an unknown choice', () => {
    expect(chosenPayment(options, { kind: 'saved', savedPaymentId: 'saved-visa-4242' })).toMatchObject({ method: { type: 'Credit Card' }, saved: { id: 'saved-visa-4242' } });
    expect(chosenPayment(options, { kind: 'saved', savedPaymentId: 'gone' })).toBeNull();
    expect(chosenPayment(options, { kind: 'merchant', merchantId: 'gone' })).toBeNull();
  });

  it("reads the service's today from a line's due date and days until due", () => {
    expect(serviceToday(lines)).toBe('2026-11-22');
    expect(serviceToday([])).toBeNull();
  });
});
