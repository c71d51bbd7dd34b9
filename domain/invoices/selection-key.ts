import { isDeduction, type OpenInvoice } from './open-invoice';

/** The list of an invoice selection a key belongs to: payable lines by assignment, deductions by credit-note number. */
export type SelectionList = 'assignments' | 'creditNoteNumbers';

/**
 * The key a line is selected by on the payment screen and in a payment request: a deduction (credit note) by its
 * invoice number, so a credit note's lines go together; any other line by its assignment, so the installments of
 * one assignment go together. A payable line whose assignment is blank falls back to its invoice number, so it is
 * still selectable, with the other lines of that invoice. The assignment is read without surrounding white space,
 * as dealers type it.
 */
export interface SelectionKey {
  list: SelectionList;
  key: string;
}

export function selectionKey(line: Pick<OpenInvoice, 'invoiceNo' | 'assignment' | 'accountingAmount'>): SelectionKey {
  if (isDeduction(line)) return { list: 'creditNoteNumbers', key: line.invoiceNo };
  const assignment = line.assignment.trim();
  return { list: 'assignments', key: assignment === '' ? line.invoiceNo : assignment };
}
