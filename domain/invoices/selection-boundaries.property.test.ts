import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar-day';
import { isPositiveInvoice, type OpenInvoice } from './open-invoice';
import { judgeSelection, selectedInvoices, selectionOf, wrongSelections, type InvoicePaymentRule } from './selection';

const TODAY = '2026-03-15';
/**
 * Due dates a day either side of today at most: with so few days to share, lines due on the same day, on
 * today (due now, not overdue) and on yesterday (the first overdue day) are drawn all the time, and those are
 * the boundaries of both payment-order rules.
 */
const DUE_OFFSETS = [-1, 0, 1];
/** Lines per ledger: enough for ties, few enough that a shrunk counterexample stays readable. */
const MAX_LINES = 8;
/** Amounts from one below zero to one above it, zero itself included, in whole units. */
const AMOUNTS = ['-1', '0', '1', '2'];
/** Open most of the time, as a payable invoice is; sometimes covered by a payment request. */
const STATUSES = ['Open', 'Open', null, 'Pending Payment'];
/** The currency of the judged totals; no decimals, so the drawn amounts are exact. */
const CURRENCY = 'IDR';

const rules = fc.constantFrom<InvoicePaymentRule>('oldest', 'overdue');

function invoice(index: number, offset: number, accountingAmount: string, status: string | null): OpenInvoice {
  return {
    id: `L${index}`,
    invoiceNo: accountingAmount.startsWith('-') ? 'CN-1' : `INV-${index}`,
    accountingNo: `AC-${index}`,
    assignment: `AS-${index}`,
    installment: null,
    dueDate: addDays(TODAY, offset),
    accountingAmount,
    earlyPaymentDiscount: '0',
    freightAllowance: '0',
    status,
    companyCode: 'ID01',
    payerCode: 'P1',
    payerName: 'Dealer One',
  };
}

const ledger = fc
  .array(fc.tuple(fc.constantFrom(...DUE_OFFSETS), fc.constantFrom(...AMOUNTS), fc.constantFrom(...STATUSES)), { maxLength: MAX_LINES })
  .map((drawn) => drawn.map(([offset, amount, status], index) => invoice(index, offset, amount, status)));

const ledgerAndSelection = ledger.chain((lines) => fc.tuple(fc.constant(lines), fc.subarray(lines)));

describe('invoice selection at its boundaries, properties', () => {
  it('under oldest, leaving an invoice due the same day as a selected one does not put the selected one out of order', () => {
    fc.assert(
      fc.property(ledgerAndSelection, fc.constantFrom(...DUE_OFFSETS), ([lines, ticked], offset) => {
        const selection = selectionOf(ticked);
        const rightBefore = new Set(wrongSelections(lines, selection, 'oldest', TODAY).map((wrong) => wrong.id));
        const sameDay = invoice(MAX_LINES, offset, '1', 'Open');
        const wrongAfter = new Set(wrongSelections([...lines, sameDay], selection, 'oldest', TODAY).map((wrong) => wrong.id));
        for (const line of selectedInvoices(lines, selection)) {
          if (line.dueDate === sameDay.dueDate && !rightBefore.has(line.id)) expect(wrongAfter.has(line.id)).toBe(false);
        }
      }),
    );
  });

  it('under oldest, the invoice named to pay first is the earliest unselected one, and no wrong line is due on or before it', () => {
    fc.assert(
      fc.property(ledgerAndSelection, ([lines, ticked]) => {
        const selection = selectionOf(ticked);
        for (const wrong of wrongSelections(lines, selection, 'oldest', TODAY)) {
          if (wrong.payFirst === null) continue;
          const line = lines.find((candidate) => candidate.id === wrong.id)!;
          expect(line.dueDate > wrong.payFirst.dueDate).toBe(true);
          const selected = new Set(selectedInvoices(lines, selection));
          const unselectedDates = lines.filter((other) => !selected.has(other) && isPositiveInvoice(other) && (other.status ?? 'Open') === 'Open').map((other) => other.dueDate);
          expect(wrong.payFirst.dueDate).toBe([...unselectedDates].sort()[0]);
        }
      }),
    );
  });

  it('under overdue, an invoice due today holds nothing back, while one due yesterday does', () => {
    fc.assert(
      fc.property(ledgerAndSelection, fc.constantFrom(0, -1), ([lines, ticked], offset) => {
        const selection = selectionOf(ticked);
        const extra = invoice(MAX_LINES, offset, '1', 'Open');
        const before = new Set(wrongSelections(lines, selection, 'overdue', TODAY).map((wrong) => wrong.id));
        const after = wrongSelections([...lines, extra], selection, 'overdue', TODAY).filter((wrong) => !before.has(wrong.id));
        const notOverdueSelected = selectedInvoices(lines, selection).filter((line) => isPositiveInvoice(line) && (line.status ?? 'Open') === 'Open' && line.dueDate >= TODAY);
        if (offset === 0) expect(after).toEqual([]);
        else expect(after.map((wrong) => wrong.id).sort()).toEqual(notOverdueSelected.map((line) => line.id).filter((id) => !before.has(id)).sort());
      }),
    );
  });

  it('a selection whose total is exactly zero is refused, and one whose total is above zero is not refused for its total', () => {
    fc.assert(
      fc.property(ledgerAndSelection, rules, ([lines, ticked], rule) => {
        const verdict = judgeSelection(lines, selectionOf(ticked), { rule, today: TODAY, currency: CURRENCY });
        const total = verdict.selected.reduce((total, line) => total + Number(line.accountingAmount), 0);
        expect(verdict.blockers.includes('selected_total_not_positive')).toBe(total <= 0);
        expect(verdict.blockers.includes('no_positive_invoice_selected')).toBe(!verdict.selected.some((line) => Number(line.accountingAmount) > 0));
        expect(verdict.blockers.includes('wrong_invoice_selection')).toBe(verdict.wrong.length > 0);
      }),
    );
  });
});
