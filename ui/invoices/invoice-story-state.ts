import { exampleOpenInvoiceLines } from '../../application/portal/invoices/testing/invoices-gateway.in-memory';
import type { InvoiceLine } from '../../application/portal/invoices/ports';
import type { DateRange } from '../../domain/dates/date-range';
import { initialInvoicesState, type InvoiceEmailState, type InvoicesState } from './invoices-slice';

/** The invoices state with the details dialog of an example invoice open, as stories and view tests show it. */
export function invoicesStateWithDetails(email: InvoiceEmailState = { status: 'idle' }, invoice: InvoiceLine = exampleOpenInvoiceLines()[0]!): InvoicesState {
  return { ...initialInvoicesState, details: { invoice: { invoiceNo: invoice.invoiceNo, sorg: invoice.sorg }, email } };
}

const NOVEMBER_2026: DateRange = { from: '2026-11-01', to: '2026-11-30' };

/** The paid-invoice list of November 2026, or a period being edited over it. */
export function paidInvoicesState(range: DateRange = NOVEMBER_2026): InvoicesState {
  return { ...initialInvoicesState, paid: { range, listed: NOVEMBER_2026 } };
}

/** The open-invoice list narrowed to the payable lines 1–30 days overdue whose number holds "1000". */
export function openInvoicesFilteredState(): InvoicesState {
  return { ...initialInvoicesState, openFilter: { creditCustomer: null, ageingBucket: 'overdue_1_30', status: 'payable', search: '1000' } };
}
