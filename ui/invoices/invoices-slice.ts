import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OpenInvoicesOfCompany } from '../../application/portal/invoices/open-invoices';
import type { AveragePaymentDays, InvoiceDetails, InvoiceLine, InvoiceReference } from '../../application/portal/invoices/ports';
import type { DateRange, DateRangeErrorKey } from '../../domain/dates/date-range';
import type { LoadStatus } from '../catalogue/catalogue-slice';

/** The invoice e-mail: on its way, sent, or refused with the service's reasons (dictionary keys). */
export type InvoiceEmailState = { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'failed'; reasons: string[] };

export interface InvoicesState {
  open: { status: LoadStatus; companies: OpenInvoicesOfCompany[] };
  paymentDays: { status: LoadStatus; data: AveragePaymentDays | null };
  /** The range being edited with the rules it breaks, and the paid lines of the last range asked for. */
  paid: { range: DateRange | null; rangeErrors: DateRangeErrorKey[]; status: LoadStatus; lines: InvoiceLine[] };
  /** The invoice whose details dialog is open, null when none is. */
  details: { invoice: InvoiceReference | null; status: LoadStatus | 'not_found'; data: InvoiceDetails | null; email: InvoiceEmailState };
}

export const initialInvoicesState: InvoicesState = {
  open: { status: 'idle', companies: [] },
  paymentDays: { status: 'idle', data: null },
  paid: { range: null, rangeErrors: [], status: 'idle', lines: [] },
  details: { invoice: null, status: 'idle', data: null, email: { status: 'idle' } },
};

const sameInvoice = (a: InvoiceReference | null, b: InvoiceReference) => a !== null && a.invoiceNo === b.invoiceNo && a.sorg === b.sorg;

const invoicesSlice = createSlice({
  name: 'invoices',
  initialState: initialInvoicesState,
  reducers: {
    openInvoicesLoading(state) {
      state.open.status = 'loading';
    },
    openInvoicesLoaded(state, action: PayloadAction<OpenInvoicesOfCompany[] | null>) {
      state.open = action.payload ? { status: 'loaded', companies: action.payload } : { status: 'failed', companies: [] };
    },
    paymentDaysLoading(state) {
      state.paymentDays.status = 'loading';
    },
    paymentDaysLoaded(state, action: PayloadAction<{ ok: boolean; data: AveragePaymentDays | null }>) {
      state.paymentDays = { status: action.payload.ok ? 'loaded' : 'failed', data: action.payload.data };
    },
    paidRangeChanged(state, action: PayloadAction<{ range: DateRange; errors: DateRangeErrorKey[] }>) {
      state.paid.range = action.payload.range;
      state.paid.rangeErrors = action.payload.errors;
    },
    paidInvoicesLoading(state) {
      state.paid.status = 'loading';
    },
    paidInvoicesLoaded(state, action: PayloadAction<InvoiceLine[] | null>) {
      state.paid.status = action.payload ? 'loaded' : 'failed';
      state.paid.lines = action.payload ?? [];
    },
    paidInvoicesRefused(state, action: PayloadAction<DateRangeErrorKey[]>) {
      state.paid.rangeErrors = action.payload;
      state.paid.status = 'idle';
      state.paid.lines = [];
    },
    invoiceDetailsOpened(state, action: PayloadAction<InvoiceReference>) {
      state.details = { invoice: action.payload, status: 'loading', data: null, email: { status: 'idle' } };
    },
    invoiceDetailsLoaded(state, action: PayloadAction<{ invoice: InvoiceReference; details: InvoiceDetails | null; notFound: boolean }>) {
      if (!sameInvoice(state.details.invoice, action.payload.invoice)) return;
      state.details.status = action.payload.details ? 'loaded' : action.payload.notFound ? 'not_found' : 'failed';
      state.details.data = action.payload.details;
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
    selectOpenInvoices: (state) => state.open,
    selectPaymentDays: (state) => state.paymentDays,
    selectPaidInvoices: (state) => state.paid,
    selectInvoiceDetails: (state) => state.details,
  },
});

export const {
  openInvoicesLoading,
  openInvoicesLoaded,
  paymentDaysLoading,
  paymentDaysLoaded,
  paidRangeChanged,
  paidInvoicesLoading,
  paidInvoicesLoaded,
  paidInvoicesRefused,
  invoiceDetailsOpened,
  invoiceDetailsLoaded,
  invoiceDetailsClosed,
  invoiceEmailSending,
  invoiceEmailAnswered,
  invoiceEmailDismissed,
} = invoicesSlice.actions;
export const { selectOpenInvoices, selectPaymentDays, selectPaidInvoices, selectInvoiceDetails } = invoicesSlice.selectors;
export const invoicesReducer = invoicesSlice.reducer;
