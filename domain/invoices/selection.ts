import type { CalendarDay } from '../dates/calendar-day';
import { sum, type Money } from '../money/money';
import { byDueDate, isOverdue, isPayableStatus } from './due-state';
import { byCode, isDeduction, isPositiveInvoice, lineAmount, type OpenInvoice } from './open-invoice';
import { selectionKey } from './selection-key';

/**
 * The host's payment-order rule (config invoicePaymentRule), which decides which invoices a dealer must pay
 * before others:
 * - `oldest`: oldest due first: a selected invoice due later than the earliest unselected one is wrong;
 * - `overdue`: overdue first: while an overdue invoice is left unselected, every selected invoice that is
 *   not overdue is wrong.
 */
export type InvoicePaymentRule = 'oldest' | 'overdue';

/**
 * The invoices a dealer has ticked on the payment screen, as plain data. Payable lines (zero or above) are
 * selected by their assignment, so the lines of one assignment are selected together; deductions (credit
 * notes) by their invoice number, so a credit note's lines go together. Both lists are sorted and free of
 * repeats, so equal selections are equal data.
 */
export interface InvoiceSelection {
  assignments: readonly string[];
  creditNoteNumbers: readonly string[];
}

export const EMPTY_SELECTION: InvoiceSelection = { assignments: [], creditNoteNumbers: [] };

type SelectableLine = Pick<OpenInvoice, 'invoiceNo' | 'assignment' | 'accountingAmount'>;

function sortedUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort(byCode);
}

/** Whether a line is selected. */
export function isInvoiceSelected(selection: InvoiceSelection, line: SelectableLine): boolean {
  const { list, key } = selectionKey(line);
  return selection[list].includes(key);
}

/** The selection after the dealer ticks or unticks a line: its whole assignment, or its whole credit note. */
export function toggleInvoice(selection: InvoiceSelection, line: SelectableLine): InvoiceSelection {
  const { list, key } = selectionKey(line);
  const current = selection[list];
  const next = current.includes(key) ? current.filter((selected) => selected !== key) : sortedUnique([...current, key]);
  return { ...selection, [list]: next };
}

/** The selection that selects these lines (and so every line sharing their assignment or credit note). */
export function selectionOf(lines: readonly SelectableLine[]): InvoiceSelection {
  const keys = lines.map(selectionKey);
  return {
    assignments: sortedUnique(keys.filter((key) => key.list === 'assignments').map((key) => key.key)),
    creditNoteNumbers: sortedUnique(keys.filter((key) => key.list === 'creditNoteNumbers').map((key) => key.key)),
  };
}

/** The selected lines, in the order given. */
export function selectedInvoices<T extends SelectableLine>(lines: readonly T[], selection: InvoiceSelection): T[] {
  const assignments = new Set(selection.assignments);
  const creditNotes = new Set(selection.creditNoteNumbers);
  return lines.filter((line) => {
    const { list, key } = selectionKey(line);
    return (list === 'assignments' ? assignments : creditNotes).has(key);
  });
}

/**
 * Dictionary keys of why a selected line is wrong:
 * - `pay_oldest_invoice_first`: rule `oldest`, and the line is due later than an unselected invoice;
 * - `pay_overdue_invoices_first`: rule `overdue`, an overdue invoice is unselected and this line is not overdue;
 * - `invoice_not_payable`: the line is not Open (a payment request covers it already, or its status is unknown).
 */
export const WRONG_SELECTION_REASONS = ['pay_oldest_invoice_first', 'pay_overdue_invoices_first', 'invoice_not_payable'] as const;
export type WrongSelectionReason = (typeof WRONG_SELECTION_REASONS)[number];

/**
 * A selected line that blocks the payment request, with the reason and, for the payment-order rules, the
 * unselected invoice to pay first (the earliest due; the message can name it).
 */
export interface WrongSelection {
  id: string;
  invoiceNo: string;
  reason: WrongSelectionReason;
  payFirst: { invoiceNo: string; dueDate: CalendarDay } | null;
}

type JudgedLine = Pick<OpenInvoice, 'id' | 'invoiceNo' | 'accountingNo' | 'assignment' | 'accountingAmount' | 'dueDate' | 'status'>;

function earliest<T extends JudgedLine>(lines: readonly T[]): T | null {
  return lines.reduce<T | null>((first, line) => (first === null || byDueDate(line, first) < 0 ? line : first), null);
}

/**
 * The selected lines that are wrong, sorted by id, so the verdict does not depend on the order of the list.
 *
 * The payment-order rules compare payable invoices only: selected positive lines against the positive lines
 * still Open and unselected. A line that a payment request already covers is being paid and does not hold
 * others back. Credit notes are never out of order: using one lowers what is paid and never leaves an older
 * debt unpaid. Under `oldest`, a line due on the same day as the earliest unselected one is in order.
 */
export function wrongSelections<T extends JudgedLine>(lines: readonly T[], selection: InvoiceSelection, rule: InvoicePaymentRule, today: CalendarDay): WrongSelection[] {
  const selected = new Set(selectedInvoices(lines, selection));
  const unselectedPayable = lines.filter((line) => !selected.has(line) && isPositiveInvoice(line) && isPayableStatus(line.status));
  const payFirst = rule === 'oldest' ? earliest(unselectedPayable) : earliest(unselectedPayable.filter((line) => isOverdue(line.dueDate, today)));
  const wrong: WrongSelection[] = [];
  for (const line of selected) {
    if (!isPayableStatus(line.status)) {
      wrong.push({ id: line.id, invoiceNo: line.invoiceNo, reason: 'invoice_not_payable', payFirst: null });
    } else if (payFirst !== null && isPositiveInvoice(line)) {
      const outOfOrder = rule === 'oldest' ? line.dueDate > payFirst.dueDate : !isOverdue(line.dueDate, today);
      const reason = rule === 'oldest' ? 'pay_oldest_invoice_first' : 'pay_overdue_invoices_first';
      if (outOfOrder) wrong.push({ id: line.id, invoiceNo: line.invoiceNo, reason, payFirst: { invoiceNo: payFirst.invoiceNo, dueDate: payFirst.dueDate } });
    }
  }
  return wrong.sort((a, b) => byCode(a.id, b.id));
}

/**
 * Dictionary keys of why a payment request cannot be made from a selection (spec 001 §4): a wrong selection,
 * no positive invoice selected, or a combined selected total that is not above zero.
 */
export const PAYMENT_REQUEST_BLOCKERS = ['wrong_invoice_selection', 'no_positive_invoice_selected', 'selected_total_not_positive'] as const;
export type PaymentRequestBlocker = (typeof PAYMENT_REQUEST_BLOCKERS)[number];

/** What the payment screen and the payment-request service need to know about a selection. */
export interface SelectionVerdict<T> {
  /** Whether a payment request may be made: no blocker. */
  allowed: boolean;
  blockers: PaymentRequestBlocker[];
  wrong: WrongSelection[];
  selected: T[];
  /** The combined total of the selected lines, deductions included, exact. */
  total: Money;
}

/** The host and moment a selection is judged in. */
export interface SelectionContext {
  rule: InvoicePaymentRule;
  today: CalendarDay;
  currency: string;
}

/**
 * Judges a selection of a payer's open lines: which selected lines are wrong and whether a payment request is
 * allowed, which needs no wrong selection, at least one positive invoice and a combined total above zero. The
 * browser runs it for live feedback and the service again before it writes a request.
 */
export function judgeSelection<T extends JudgedLine>(lines: readonly T[], selection: InvoiceSelection, context: SelectionContext): SelectionVerdict<T> {
  const selected = selectedInvoices(lines, selection);
  const wrong = wrongSelections(lines, selection, context.rule, context.today);
  const total = sum(context.currency, selected.map((line) => lineAmount(line, context.currency)));
  const blockers: PaymentRequestBlocker[] = [];
  if (wrong.length > 0) blockers.push('wrong_invoice_selection');
  if (!selected.some(isPositiveInvoice)) blockers.push('no_positive_invoice_selected');
  if (!total.amount.greaterThan(0)) blockers.push('selected_total_not_positive');
  return { allowed: blockers.length === 0, blockers, wrong, selected, total };
}

/**
 * The invoice references a payment request carries (spec 001 §3): invoice numbers of the positive lines and of
 * the deductions, and the accounting numbers of every selected line, each sorted and without repeats.
 */
export function paymentRequestReferences(selected: readonly Pick<OpenInvoice, 'invoiceNo' | 'accountingNo' | 'accountingAmount'>[]): {
  positiveInvoiceNumbers: string[];
  negativeInvoiceNumbers: string[];
  accountingNumbers: string[];
} {
  return {
    positiveInvoiceNumbers: sortedUnique(selected.filter((line) => !isDeduction(line)).map((line) => line.invoiceNo)),
    negativeInvoiceNumbers: sortedUnique(selected.filter(isDeduction).map((line) => line.invoiceNo)),
    accountingNumbers: sortedUnique(selected.map((line) => line.accountingNo)),
  };
}
