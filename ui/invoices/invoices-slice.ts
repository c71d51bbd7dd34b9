import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InvoiceReference } from '../../application/portal/invoices/ports';
import type { DateRange } from '../../domain/dates/date-range';
import type { AgeingBucketKey } from '../../domain/invoices/due-state';

/** Which lines of a credit customer the open-invoice list shows: all, those open for payment, or those being paid. */
export type OpenInvoiceStatusFilter = 'all' | 'payable' | 'being_paid';

/** What the open-invoice list is narrowed to: one credit customer (by company, payer and currency), an age, a status, a search. */
export interface OpenInvoiceListFilter {
  creditCustomer: string | null;
  ageingBucket: AgeingBucketKey | null;
  status: OpenInvoiceStatusFilter;
  search: string;
}

/** The invoice e-mail: on its way, sent, or refused with the service's reasons (dictionary keys). */
export type InvoiceEmailState = { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'failed'; reasons: string[] };

export interface InvoicesState {
  /** Kept while the user goes to an invoice's payment and comes back. */
  openFilter: OpenInvoiceListFilter;
  /**
   * The period of the paid-invoice list being edited, and the one the list shows. Null until the user picks one:
   * the list opens on the last 30 days, and a return to the page keeps the period last chosen.
   */
  paid: { range: DateRange | null; listed: DateRange | null };
  /** The invoice whose details dialog is open, null when none is, and its e-mail. */
  details: { invoice: InvoiceReference | null; email: InvoiceEmailState };
}

export const initialInvoicesState: InvoicesState = {
  openFilter: { creditCustomer: null, ageingBucket: null, status: 'all', search: '' },
  paid: { range: null, listed: null },
  details: { invoice: null, email: { status: 'idle' } },
};

const sameInvoice = (a: InvoiceReference | null, b: InvoiceReference) => a !== null && a.invoiceNo === b.invoiceNo && a.sorg === b.sorg;

const invoicesSlice = createSlice({
  name: 'invoices',
  initialState: initialInvoicesState,
  reducers: {
    openInvoiceFilterChanged(state, action: PayloadAction<Partial<OpenInvoiceListFilter>>) {
      state.openFilter = { ...state.openFilter, ...action.payload };
    },
    openInvoiceFilterCleared(state) {
      state.openFilter = initialInvoicesState.openFilter;
    },
    paidRangeEdited(state, action: PayloadAction<DateRange>) {
      state.paid.range = action.payload;
    },
    paidRangeListed(state, action: PayloadAction<DateRange>) {
      state.paid.listed = action.payload;
    },
    invoiceDetailsOpened(state, action: PayloadAction<InvoiceReference>) {
      state.details = { invoice: action.payload, email: { status: 'idle' } };
    },
    invoiceDetailsClosed(state) {
      state.details = initialInvoicesState.details;
    },
    invoiceEmailSending(state) {
      state.details.email = { status: 'sending' };
    },
    invoiceEmailAnswered(state, action: PayloadAction<{ invoice: InvoiceReference; reasons: string[] }>) {
      if (!sameInvoice(state.details.invoice, action.payload.invoice)) return;
      state.details.email = action.payload.reasons.length === 0 ? { status: 'sent' } : { status: 'failed', reasons: action.payload.reasons };
    },
    invoiceEmailDismissed(state) {
      state.details.email = { status: 'idle' };
    },
  },
  selectors: {
    selectOpenInvoiceFilter: (state) => state.openFilter,
    selectPaidInvoiceFilter: (state) => state.paid,
    selectInvoiceDetails: (state) => state.details,
  },
});

export const { openInvoiceFilterChanged, openInvoiceFilterCleared, paidRangeEdited, paidRangeListed, invoiceDetailsOpened, invoiceDetailsClosed, invoiceEmailSending, invoiceEmailAnswered, invoiceEmailDismissed } =
  invoicesSlice.actions;
export const { selectOpenInvoiceFilter, selectPaidInvoiceFilter, selectInvoiceDetails } = invoicesSlice.selectors;
export const invoicesReducer = invoicesSlice.reducer;
