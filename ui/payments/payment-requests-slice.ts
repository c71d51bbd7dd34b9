import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentRequestLookupError } from '../../application/portal/payments/payment-request-use-cases';
import type { RequestRangeError } from '../../application/portal/payments/payment-request-rules';
import type { PaymentRequestPage, PaymentRequestQuery, PaymentRequestSummary } from '../../application/portal/payments/ports';
import type { PaymentStatus } from '../../domain/payments/payment-status';
import { DEFAULT_PAGE_SIZE } from '../../domain/tables/paging';
import type { LoadStatus } from '../catalogue/catalogue-slice';
import { cartCleared } from '../shell/cart/cart-slice';

export interface PaymentRequestsState {
  /** The query the list shows; it opens on every status and no day range (docs/decisions.md "Payment requests portal"). */
  query: PaymentRequestQuery;
  list: { status: LoadStatus; page: PaymentRequestPage | null; rangeErrors: RequestRangeError[] };
  statusOptions: { status: PaymentStatus; description: string }[];
  lookup: { status: LoadStatus; results: PaymentRequestSummary[]; error: PaymentRequestLookupError | null };
}

export const initialPaymentRequestsState: PaymentRequestsState = {
  query: { statuses: [], from: null, to: null, page: 1, limit: DEFAULT_PAGE_SIZE },
  list: { status: 'idle', page: null, rangeErrors: [] },
  statusOptions: [],
  lookup: { status: 'idle', results: [], error: null },
};

function replaced(requests: PaymentRequestSummary[], changed: readonly PaymentRequestSummary[]): PaymentRequestSummary[] {
  return requests.map((request) => changed.find((candidate) => candidate.id === request.id) ?? request);
}

const paymentRequestsSlice = createSlice({
  name: 'paymentRequests',
  initialState: initialPaymentRequestsState,
  reducers: {
    paymentRequestListLoading(state, action: PayloadAction<PaymentRequestQuery>) {
      state.query = { ...action.payload, statuses: [...action.payload.statuses] };
      state.list = { status: 'loading', page: state.list.page, rangeErrors: [] };
    },
    paymentRequestListLoaded(state, action: PayloadAction<PaymentRequestPage>) {
      state.list = { status: 'loaded', page: action.payload, rangeErrors: [] };
    },
    paymentRequestListFailed(state) {
      state.list = { status: 'failed', page: null, rangeErrors: [] };
    },
    paymentRequestRangeRefused(state, action: PayloadAction<RequestRangeError[]>) {
      state.list = { status: state.list.page ? 'loaded' : 'idle', page: state.list.page, rangeErrors: action.payload };
    },
    paymentStatusOptionsLoaded(state, action: PayloadAction<PaymentRequestsState['statusOptions']>) {
      state.statusOptions = action.payload;
    },
    paymentRequestLookupStarted(state) {
      state.lookup = { status: 'loading', results: [], error: null };
    },
    paymentRequestLookupAnswered(state, action: PayloadAction<PaymentRequestSummary[]>) {
      state.lookup = { status: 'loaded', results: action.payload, error: null };
    },
    paymentRequestLookupRefused(state, action: PayloadAction<PaymentRequestLookupError>) {
      state.lookup = { status: action.payload === 'failed' ? 'failed' : 'idle', results: [], error: action.payload };
    },
    /** Requests changed by an action show their new state wherever they are listed. */
    paymentRequestsChanged(state, action: PayloadAction<PaymentRequestSummary[]>) {
      if (state.list.page) state.list.page.items = replaced(state.list.page.items, action.payload);
      state.lookup.results = replaced(state.lookup.results, action.payload);
    },
  },
  extraReducers: (builder) => {
    // Nothing of one customer's payments may show to whoever signs in next.
    builder.addCase(cartCleared, () => initialPaymentRequestsState);
  },
  selectors: {
    selectPaymentRequestQuery: (state) => state.query,
    selectPaymentRequestList: (state) => state.list,
    selectPaymentStatusOptions: (state) => state.statusOptions,
    selectPaymentRequestLookup: (state) => state.lookup,
  },
});

export const {
  paymentRequestListLoading,
  paymentRequestListLoaded,
  paymentRequestListFailed,
  paymentRequestRangeRefused,
  paymentStatusOptionsLoaded,
  paymentRequestLookupStarted,
  paymentRequestLookupAnswered,
  paymentRequestLookupRefused,
  paymentRequestsChanged,
} = paymentRequestsSlice.actions;
export const { selectPaymentRequestQuery, selectPaymentRequestList, selectPaymentStatusOptions, selectPaymentRequestLookup } = paymentRequestsSlice.selectors;
export const paymentRequestsReducer = paymentRequestsSlice.reducer;
