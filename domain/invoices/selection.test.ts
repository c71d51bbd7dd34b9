import { describe, expect, it } from 'vitest';
import { toDecimalString } from '../money/money';
import type { OpenInvoice } from './open-invoice';
import { EMPTY_SELECTION, isInvoiceSelected, judgeSelection, paymentRequestReferences, selectedInvoices, selectionOf, toggleInvoice, wrongSelections } from './selection';

const TODAY = '2026-03-15';

function line(id: string, dueDate: string, accountingAmount: string, extra: Partial<OpenInvoice> = {}): OpenInvoice {
  return {
    id,
    invoiceNo: `INV-${id}`,
    accountingNo: `AC-${id}`,
    assignment: `AS-${id}`,
    installment: null,
    dueDate,
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

describe('selecting invoices', () => {
  it('selects a positive line with every line of its assignment', () => {
    const first = line('1', '2026-03-01', '100', { assignment: 'AS-X' });
    const second = line('2', '2026-03-05', '200', { assignment: 'AS-X' });
    const other = line('3', '2026-03-05', '300');
    const selection = toggleInvoice(EMPTY_SELECTION, first);
    expect(selectedInvoices([first, second, other], selection)).toEqual([first, second]);
    expect(isInvoiceSelected(selection, second)).toBe(true);
  });

  it('selects a credit note by its invoice number', () => {
    const credit = line('4', '2026-03-01', '-50', { invoiceNo: 'CN-1', assignment: 'AS-A' });
    const sameNote = line('5', '2026-03-02', '-25', { invoiceNo: 'CN-1', assignment: 'AS-B' });
    const selection = toggleInvoice(EMPTY_SELECTION, credit);
    expect(selection).toEqual({ assignments: [], creditNoteNumbers: ['CN-1'] });
    expect(selectedInvoices([credit, sameNote], selection)).toEqual([credit, sameNote]);
  });

  it('unselects on a second toggle', () => {
    const invoice = line('1', '2026-03-01', '100');
    expect(toggleInvoice(toggleInvoice(EMPTY_SELECTION, invoice), invoice)).toEqual(EMPTY_SELECTION);
  });

  it('falls back to the invoice number for a payable line without assignment', () => {
    const invoice = line('1', '2026-03-01', '100', { assignment: ' ' });
    expect(selectionOf([invoice])).toEqual({ assignments: ['INV-1'], creditNoteNumbers: [] });
  });
});

describe('the oldest rule', () => {
  const march1 = line('1', '2026-03-01', '100');
  const march10 = line('2', '2026-03-10', '100');
  const alsoMarch10 = line('3', '2026-03-10', '100');

  it('refuses an invoice due later than an unselected one, naming the one to pay first', () => {
    expect(wrongSelections([march1, march10], selectionOf([march10]), 'oldest', TODAY)).toEqual([
      { id: '2', invoiceNo: 'INV-2', reason: 'pay_oldest_invoice_first', payFirst: { invoiceNo: 'INV-1', dueDate: '2026-03-01' } },
    ]);
  });

  it('accepts the oldest first, and invoices due on the same day in any order', () => {
    expect(wrongSelections([march1, march10, alsoMarch10], selectionOf([march1]), 'oldest', TODAY)).toEqual([]);
    expect(wrongSelections([march1, march10, alsoMarch10], selectionOf([march1, alsoMarch10]), 'oldest', TODAY)).toEqual([]);
  });

  it('does not hold a credit note back', () => {
    const credit = line('9', '2026-04-30', '-30', { invoiceNo: 'CN-9' });
    expect(wrongSelections([march1, march10, credit], selectionOf([march1, credit]), 'oldest', TODAY)).toEqual([]);
  });

  it('is not held back by an invoice a payment request already covers', () => {
    const pending = line('0', '2026-02-01', '100', { status: 'Pending Payment' });
    expect(wrongSelections([pending, march1], selectionOf([march1]), 'oldest', TODAY)).toEqual([]);
  });
});

describe('the overdue rule', () => {
  const overdueOld = line('1', '2026-02-01', '100');
  const overdueNew = line('2', '2026-03-01', '100');
  const notDue = line('3', '2026-04-01', '100');

  it('refuses an invoice not overdue while an overdue one is unselected', () => {
    expect(wrongSelections([overdueOld, overdueNew, notDue], selectionOf([overdueNew, notDue]), 'overdue', TODAY)).toEqual([
      { id: '3', invoiceNo: 'INV-3', reason: 'pay_overdue_invoices_first', payFirst: { invoiceNo: 'INV-1', dueDate: '2026-02-01' } },
    ]);
  });

  it('lets overdue invoices be paid in any order', () => {
    expect(wrongSelections([overdueOld, overdueNew, notDue], selectionOf([overdueNew]), 'overdue', TODAY)).toEqual([]);
  });

  it('treats an invoice due today as not overdue', () => {
    const dueToday = line('4', TODAY, '100');
    expect(wrongSelections([overdueOld, dueToday], selectionOf([dueToday]), 'overdue', TODAY)).toHaveLength(1);
  });
});

describe('payment request verdict', () => {
  const context = { rule: 'oldest' as const, today: TODAY, currency: 'IDR' };
  const invoice = line('1', '2026-03-01', '1000');
  const credit = line('2', '2026-03-01', '-400', { invoiceNo: 'CN-2' });
  const bigCredit = line('3', '2026-03-01', '-1500', { invoiceNo: 'CN-3' });

  it('allows a positive invoice with a smaller credit note, totalling the two', () => {
    const verdict = judgeSelection([invoice, credit, bigCredit], selectionOf([invoice, credit]), context);
    expect(verdict.allowed).toBe(true);
    expect(verdict.blockers).toEqual([]);
    expect(toDecimalString(verdict.total)).toBe('600');
  });

  it('needs a positive invoice and a total above zero', () => {
    expect(judgeSelection([invoice, credit], selectionOf([credit]), context).blockers).toEqual(['no_positive_invoice_selected', 'selected_total_not_positive']);
    expect(judgeSelection([invoice, bigCredit], selectionOf([invoice, bigCredit]), context).blockers).toEqual(['selected_total_not_positive']);
    expect(judgeSelection([invoice], EMPTY_SELECTION, context).allowed).toBe(false);
  });

  it('blocks a wrong selection', () => {
    const later = line('4', '2026-03-20', '500');
    const verdict = judgeSelection([invoice, later], selectionOf([later]), context);
    expect(verdict.allowed).toBe(false);
    expect(verdict.blockers).toEqual(['wrong_invoice_selection']);
  });

  it('blocks an invoice that is not Open', () => {
    const waiting = line('5', '2026-03-01', '500', { status: 'Waiting For Payment' });
    expect(judgeSelection([waiting], selectionOf([waiting]), context).wrong.map((wrong) => wrong.reason)).toEqual(['invoice_not_payable']);
  });

  it('lists the references a payment request carries', () => {
    expect(paymentRequestReferences([credit, invoice, line('6', '2026-03-01', '10', { invoiceNo: 'INV-1' })])).toEqual({
      positiveInvoiceNumbers: ['INV-1'],
      negativeInvoiceNumbers: ['CN-2'],
      accountingNumbers: ['AC-1', 'AC-2', 'AC-6'],
    });
  });
});
