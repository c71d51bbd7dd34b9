import type { InvoiceReference } from '../../application/portal/invoices/ports';
import { openingPaidInvoiceRange, paidInvoiceRangeErrors } from '../../application/portal/invoices/paid-invoices';
import type { DateRange } from '../../domain/dates/date-range';
import type { PortalThunk } from '../store/thunk';
import {
  invoiceDetailsLoaded,
  invoiceDetailsOpened,
  invoiceEmailAnswered,
  invoiceEmailSending,
  openInvoicesLoaded,
  openInvoicesLoading,
  paidInvoicesLoaded,
  paidInvoicesLoading,
  paidInvoicesRefused,
  paidRangeChanged,
  paymentDaysLoaded,
  paymentDaysLoading,
} from './invoices-slice';

/** Loads the open invoices and the average payment days of the customer the session acts for. */
export function openInvoicesRequested(): PortalThunk {
  return async (dispatch, _getState, { loadOpenInvoices, loadAveragePaymentDays }) => {
    dispatch(openInvoicesLoading());
    dispatch(paymentDaysLoading());
    await Promise.all([
      loadOpenInvoices().then((result) => dispatch(openInvoicesLoaded(result.ok ? result.value : null))),
      loadAveragePaymentDays().then((result) => dispatch(paymentDaysLoaded(result.ok ? { ok: true, data: result.value } : { ok: false, data: null }))),
    ]);
  };
}

/** Keeps the range being edited and the date-filter rules it breaks. */
export function paidRangeEdited(range: DateRange): PortalThunk {
  return async (dispatch) => {
    dispatch(paidRangeChanged({ range, errors: paidInvoiceRangeErrors(range) }));
  };
}

/** Lists the paid invoices of a range; a range that breaks the rules shows why and asks the service nothing. */
export function paidInvoicesRequested(range: DateRange): PortalThunk {
  return async (dispatch, _getState, { loadPaidInvoices }) => {
    dispatch(paidInvoicesLoading());
    const result = await loadPaidInvoices(range);
    if (result.ok) dispatch(paidInvoicesLoaded(result.value));
    else if (result.error.kind === 'invalid_range') dispatch(paidInvoicesRefused(result.error.errors));
    else dispatch(paidInvoicesLoaded(null));
  };
}

/**
 * Opens the paid-invoice list on the last 30 days up to the service's business day; without one (the service
 * cannot be reached, or the session acts for no customer) the list waits for a range.
 */
export function paidInvoicesOpened(): PortalThunk {
  return async (dispatch, _getState, { ports }) => {
    const today = await ports.invoices.businessDay().catch(() => null);
    if (today === null) return;
    const range = openingPaidInvoiceRange(today);
    await dispatch(paidRangeEdited(range));
    await dispatch(paidInvoicesRequested(range));
  };
}

/** Opens an invoice's details dialog and loads its lines and articles. */
export function invoiceDetailsRequested(invoice: InvoiceReference): PortalThunk {
  return async (dispatch, _getState, { loadInvoiceDetails }) => {
    dispatch(invoiceDetailsOpened(invoice));
    const result = await loadInvoiceDetails(invoice);
    dispatch(invoiceDetailsLoaded({ invoice, details: result.ok ? result.value : null, notFound: !result.ok && result.error === 'invoice_not_found' }));
  };
}

/** E-mails an invoice to the signed-in user. */
export function invoiceEmailRequested(invoice: InvoiceReference): PortalThunk {
  return async (dispatch, _getState, { sendInvoiceEmail }) => {
    dispatch(invoiceEmailSending());
    const result = await sendInvoiceEmail(invoice);
    dispatch(invoiceEmailAnswered({ invoice, reasons: result.ok ? [] : result.error.map((error) => error.message) }));
  };
}
