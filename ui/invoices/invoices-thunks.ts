import type { InvoiceReference } from '../../application/portal/invoices/ports';
import type { PortalThunk } from '../store/thunk';
import { invoiceEmailAnswered, invoiceEmailSending } from './invoices-slice';

/** E-mails an invoice to the signed-in user; nothing the pages read changes, so no cached answer is dropped. */
export function invoiceEmailRequested(invoice: InvoiceReference): PortalThunk {
  return async (dispatch, _getState, { sendInvoiceEmail }) => {
    dispatch(invoiceEmailSending());
    const result = await sendInvoiceEmail(invoice);
    dispatch(invoiceEmailAnswered({ invoice, reasons: result.ok ? [] : result.error.map((error) => error.message) }));
  };
}
