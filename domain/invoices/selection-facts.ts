import { byDueDate, isPayableStatus } from './due-state';
import { isPositiveInvoice, type OpenInvoice } from './open-invoice';
import { selectedInvoices, type InvoiceSelection } from './selection';

type FactLine = Pick<OpenInvoice, 'id' | 'invoiceNo' | 'accountingNo' | 'assignment' | 'accountingAmount' | 'dueDate' | 'status'>;

/**
 * The few lines of a payer's ledger that decide how a selection is judged, so a payment screen need not hold
 * thousands: every selected line, every other line of a selected invoice (its discounts need all installments
 * chosen), and the earliest payable invoice left unselected (the payment-order rules name it; under the overdue
 * rule it counts only when overdue, and when it is not, no later one is). Judging the selection and totalling the
 * payment over these lines, or over any larger part of the ledger, gives what they give over the whole ledger.
 * The lines keep the ledger's order.
 */
export function selectionFacts<T extends FactLine>(lines: readonly T[], selection: InvoiceSelection): T[] {
  const selected = new Set(selectedInvoices(lines, selection));
  const selectedInvoiceNos = new Set([...selected].map((line) => line.invoiceNo));
  const firstUnselected = [...lines].filter((line) => !selected.has(line) && isPositiveInvoice(line) && isPayableStatus(line.status)).sort(byDueDate)[0];
  return lines.filter((line) => selected.has(line) || selectedInvoiceNos.has(line.invoiceNo) || line === firstUnselected);
}
