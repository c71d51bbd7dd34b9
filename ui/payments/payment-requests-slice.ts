import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { invoiceLookupOf, requestRangeErrors, type InvoiceLookup, type InvoiceLookupError, type RequestRangeError } from '../../application/portal/payments/payment-request-rules';
import type { PaymentRequestQuery } from '../../application/portal/payments/ports';
import { DEFAULT_PAGE_SIZE } from '../../domain/tables/paging';
import { cartCleared } from '../shell/cart/cart-slice';

/** What the person asked the payment requests page for; the answers are read through the store's cache. */
export interface PaymentRequestsState {
  /** The query the list shows; it opens on every status and no day range (docs/decisions.md "Payment requests portal"). */
  query: PaymentRequestQuery;
  /** Why the filter last applied was refused; the list keeps showing the query before it. */
  rangeErrors: RequestRangeError[];
  /** The look-up the service is asked, or what the one typed lacks. */
  lookup: { asked: InvoiceLookup | null; error: InvoiceLookupError | null };
}

export const initialPaymentRequestsState: PaymentRequestsState = {
  query: { statuses: [], from: null, to: null, page: 1, limit: DEFAULT_PAGE_SIZE },
  rangeErrors: [],
  lookup: { asked: null, error: null },
};

const paymentRequestsSlice = createSlice({
  name: 'paymentRequests',
  initialState: initialPaymentRequestsState,
  reducers: {
    /** A filter or page asked for: the list moves to it, unless the filter rules refuse its day range. */
    paymentRequestQueryAsked(state, action: PayloadAction<PaymentRequestQuery>) {
      const { statuses, from, to } = action.payload;
      state.rangeErrors = requestRangeErrors(from ?? '', to ?? '');
      if (state.rangeErrors.length === 0) state.query = { ...action.payload, statuses: [...statuses], from: from || null, to: to || null };
    },
    /** A look-up as typed: asked once it names a payer and an invoice number. */
    paymentRequestLookupAsked(state, action: PayloadAction<{ payerCode: string; invoiceNumbers: string }>) {
      const lookup = invoiceLookupOf(action.payload.payerCode, action.payload.invoiceNumbers);
      state.lookup = lookup.ok ? { asked: lookup.value, error: null } : { asked: null, error: lookup.error };
    },
  },
  extraReducers: (builder) => {
    // Nothing of one customer's payments may show to whoever signs in next.
    builder.addCase(cartCleared, () => initialPaymentRequestsState);
  },
  selectors: {
    selectPaymentRequestQuery: (state) => state.query,
    selectPaymentRequestRangeErrors: (state) => state.rangeErrors,
    selectPaymentRequestLookup: (state) => state.lookup,
  },
});

export const { paymentRequestQueryAsked, paymentRequestLookupAsked } = paymentRequestsSlice.actions;
export const { selectPaymentRequestQuery, selectPaymentRequestRangeErrors, selectPaymentRequestLookup } = paymentRequestsSlice.selectors;
export const paymentRequestsReducer = paymentRequestsSlice.reducer;
