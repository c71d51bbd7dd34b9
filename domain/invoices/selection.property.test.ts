import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar-day';
import { isOverdue, isPayableStatus } from './due-state';
import { isPositiveInvoice, type OpenInvoice } from './open-invoice';
import { isInvoiceSelected, judgeSelection, selectedInvoices, selectionOf, toggleInvoice, wrongSelections, type InvoicePaymentRule } from './selection';

const TODAY = '2026-03-15';
/** Due dates up to 90 days either side of today, so that overdue and not-overdue lines are both common. */
const MAX_DUE_OFFSET_DAYS = 90;
/** Lines in a drawn ledger: a dealer's open invoices on one screen. */
const MAX_LINES = 25;
/** Amounts up to a million either way; credit notes are drawn about one time in four. */
const MAX_AMOUNT = 1_000_000;
/** Assignments are drawn from a small pool so that some lines share one, as installments may. */
const ASSIGNMENT_POOL = 12;
/** Credit-note numbers likewise, so that a note may have several lines. */
const CREDIT_NOTE_POOL = 4;
/** Mostly Open; sometimes already covered by a payment request. */
const STATUSES = ['Open', 'Open', 'Open', null, 'Pending Payment', 'Waiting For Payment'];

const rules = fc.constantFrom<InvoicePaymentRule>('oldest', 'overdue');

const ledger: fc.Arbitrary<OpenInvoice[]> = fc
  .array(
    fc.record({
      offset: fc.integer({ min: -MAX_DUE_OFFSET_DAYS, max: MAX_DUE_OFFSET_DAYS }),
      credit: fc.integer({ min: 0, max: 3 }).map((draw) => draw === 0),
      amount: fc.integer({ min: 1, max: MAX_AMOUNT }),
      assignment: fc.integer({ min: 1, max: ASSIGNMENT_POOL }),
      creditNote: fc.integer({ min: 1, max: CREDIT_NOTE_POOL }),
      status: fc.constantFrom(...STATUSES),
    }),
    { maxLength: MAX_LINES },
  )
  .map((drawn) =>
    drawn.map((line, index) => ({
      id: `L${String(index).padStart(2, '0')}`,
      invoiceNo: line.credit ? `CN-${line.creditNote}` : `INV-${index}`,
      accountingNo: `AC-${index}`,
      assignment: `AS-${line.assignment}`,
      installment: null,
      dueDate: addDays(TODAY, line.offset),
      accountingAmount: line.credit ? `-${line.amount}` : String(line.amount),
      earlyPaymentDiscount: '0',
      freightAllowance: '0',
      status: line.status,
      companyCode: 'ID01',
      payerCode: 'P1',
      payerName: 'Dealer One',
    })),
  );

/** A ledger with some of its lines ticked (and so their whole assignments and credit notes). */
const ledgerAndSelection = ledger.chain((lines) => fc.tuple(fc.constant(lines), fc.subarray(lines).map(selectionOf)));

/** An Open invoice whose assignment no drawn line has, so no drawn selection ticks it. */
const NEW_LINE: OpenInvoice = {
  id: 'NEW',
  invoiceNo: 'INV-NEW',
  accountingNo: 'AC-NEW',
  assignment: 'AS-NEW',
  installment: null,
  dueDate: TODAY,
  accountingAmount: '100',
  earlyPaymentDiscount: '0',
  freightAllowance: '0',
  status: 'Open',
  companyCode: 'ID01',
  payerCode: 'P1',
  payerName: 'Dealer One',
};

function ids(lines: readonly { id: string }[]): string[] {
  return lines.map((line) => line.id).sort();
}

describe('invoice selection properties', () => {
  it('the verdict does not depend on the order of the list', () => {
    fc.assert(
      fc.property(
        ledgerAndSelection.chain(([lines, selection]) => fc.tuple(fc.constant(lines), fc.constant(selection), fc.shuffledSubarray(lines, { minLength: lines.length }))),
        rules,
        ([lines, selection, shuffled], rule) => {
          const context = { rule, today: TODAY, currency: 'IDR' };
          const { selected: _inOrder, ...verdict } = judgeSelection(lines, selection, context);
          const { selected: _shuffled, ...shuffledVerdict } = judgeSelection(shuffled, selection, context);
          expect(shuffledVerdict).toEqual(verdict);
        },
      ),
    );
  });

  it('selecting every payable positive invoice is never out of order, under either rule', () => {
    fc.assert(
      fc.property(ledger, rules, (lines, rule) => {
        const payable = lines.filter((line) => isPositiveInvoice(line) && isPayableStatus(line.status));
        // A line already covered by a payment request may share an assignment and be ticked along: that is
        // refused as not payable, which is not a matter of order.
        const outOfOrder = wrongSelections(lines, selectionOf(payable), rule, TODAY).filter((wrong) => wrong.reason !== 'invoice_not_payable');
        expect(outOfOrder).toEqual([]);
      }),
    );
  });

  it('under oldest, a selected line is wrong exactly when an older payable invoice is left unselected', () => {
    fc.assert(
      fc.property(ledgerAndSelection, ([lines, selection]) => {
        const selected = new Set(selectedInvoices(lines, selection));
        const unselected = lines.filter((line) => !selected.has(line) && isPositiveInvoice(line) && isPayableStatus(line.status));
        const expected = [...selected].filter(
          (line) => isPayableStatus(line.status) && isPositiveInvoice(line) && unselected.some((other) => other.dueDate < line.dueDate),
        );
        const wrong = wrongSelections(lines, selection, 'oldest', TODAY).filter((entry) => entry.reason === 'pay_oldest_invoice_first');
        expect(ids(wrong)).toEqual(ids(expected));
      }),
    );
  });

  it('under overdue, a selected line is wrong exactly when it is not overdue and an overdue payable invoice is left unselected', () => {
    fc.assert(
      fc.property(ledgerAndSelection, ([lines, selection]) => {
        const selected = new Set(selectedInvoices(lines, selection));
        const overdueLeft = lines.some((line) => !selected.has(line) && isPositiveInvoice(line) && isPayableStatus(line.status) && isOverdue(line.dueDate, TODAY));
        const expected = overdueLeft ? [...selected].filter((line) => isPayableStatus(line.status) && isPositiveInvoice(line) && !isOverdue(line.dueDate, TODAY)) : [];
        const wrong = wrongSelections(lines, selection, 'overdue', TODAY).filter((entry) => entry.reason === 'pay_overdue_invoices_first');
        expect(ids(wrong)).toEqual(ids(expected));
      }),
    );
  });

  it('under oldest, adding an unselected older invoice can make lines wrong, never right', () => {
    fc.assert(
      fc.property(ledgerAndSelection, fc.integer({ min: 0, max: MAX_DUE_OFFSET_DAYS }), ([lines, selection], daysOlder) => {
        const oldest = lines.reduce((earliest, line) => (line.dueDate < earliest ? line.dueDate : earliest), TODAY);
        const older: OpenInvoice = { ...NEW_LINE, dueDate: addDays(oldest, -daysOlder) };
        const before = ids(wrongSelections(lines, selection, 'oldest', TODAY));
        const after = ids(wrongSelections([...lines, older], selection, 'oldest', TODAY));
        expect(after).toEqual(expect.arrayContaining(before));
      }),
    );
  });

  it('a request is allowed only with no wrong line, a positive invoice and a total above zero', () => {
    fc.assert(
      fc.property(ledgerAndSelection, rules, ([lines, selection], rule) => {
        const verdict = judgeSelection(lines, selection, { rule, today: TODAY, currency: 'IDR' });
        const expected = verdict.wrong.length === 0 && verdict.selected.some(isPositiveInvoice) && verdict.total.amount.greaterThan(0);
        expect(verdict.allowed).toBe(expected);
      }),
    );
  });

  it('ticking a line selects it and ticking it again restores the selection', () => {
    fc.assert(
      fc.property(ledgerAndSelection, fc.nat(), ([lines, selection], pick) => {
        if (lines.length === 0) return;
        const line = lines[pick % lines.length]!;
        const toggled = toggleInvoice(selection, line);
        expect(isInvoiceSelected(toggled, line)).toBe(!isInvoiceSelected(selection, line));
        expect(toggleInvoice(toggled, line)).toEqual(selection);
      }),
    );
  });
});
