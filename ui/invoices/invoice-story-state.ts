import { exampleInvoiceDetails, exampleOpenInvoiceLines, examplePaidInvoiceLines } from '../../application/portal/invoices/testing/invoices-gateway.in-memory';
import type { InvoiceLine } from '../../application/portal/invoices/ports';
import { initialInvoicesState, type InvoiceEmailState, type InvoicesState } from './invoices-slice';

/** The invoices state with the details dialog of an example invoice open, as stories and view tests show it. */
export function invoicesStateWithDetails(email: InvoiceEmailState = { status: 'idle' }, invoice: InvoiceLine = exampleOpenInvoiceLines()[0]!): InvoicesState {
  return {
    ...initialInvoicesState,
    details: { invoice: { invoiceNo: invoice.invoiceNo, sorg: invoice.sorg }, status: 'loaded', data: exampleInvoiceDetails(invoice), email },
  };
}

/** The paid-invoice list of November 2026, loaded or in another state. */
export function paidInvoicesState(overrides: Partial<InvoicesState['paid']> = {}): InvoicesState {
  return {
    ...initialInvoicesState,
    paid: { range: { from: '2026-11-01', to: '2026-11-30' }, rangeErrors: [], status: 'loaded', lines: examplePaidInvoiceLines(), ...overrides },
  };
}
