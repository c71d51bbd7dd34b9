import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OrderListFilter } from '../../application/portal/orders/ports';
import type { DateRange, DateRangeErrorKey } from '../../domain/dates/date-range';
import { DEFAULT_PAGE_SIZE, type PageSize } from '../../domain/tables/paging';

/** Where the open-order export stands: failed keeps the OE1 message on show until the next try. */
export type ExportStatus = 'idle' | 'exporting' | 'failed';

/** The date fields of a filter as typed: two calendar days, or empty strings. */
export interface RangeDraft {
  from: string;
  to: string;
}

export interface OrderListState {
  /** The filter as the fields hold it; `applied` is what the list on show was asked with. */
  draft: { status: string | null; range: RangeDraft; search: string };
  applied: OrderListFilter;
  rangeErrors: DateRangeErrorKey[];
  page: number;
  limit: PageSize;
}

export interface OrdersState {
  export: ExportStatus;
  /** The range as typed and the rules it breaks; `shown` is the range the history on show was asked with. */
  shipments: { draft: RangeDraft | null; errors: DateRangeErrorKey[]; shown: DateRange | null };
  orderList: OrderListState;
  /** The request number of the payment being approved or voided, and the dictionary keys of the last refusal. */
  paymentDecision: { pending: string | null; errors: string[] };
}

export const initialOrdersState: OrdersState = {
  export: 'idle',
  shipments: { draft: null, errors: [], shown: null },
  orderList: {
    draft: { status: null, range: { from: '', to: '' }, search: '' },
    applied: { status: null, range: null, search: null },
    rangeErrors: [],
    page: 1,
    limit: DEFAULT_PAGE_SIZE,
  },
  paymentDecision: { pending: null, errors: [] },
};

const ordersSlice = createSlice({
  name: 'orders',
  initialState: initialOrdersState,
  reducers: {
    exportStarted(state) {
      state.export = 'exporting';
    },
    exportFinished(state, action: PayloadAction<{ ok: boolean }>) {
      state.export = action.payload.ok ? 'idle' : 'failed';
    },
    exportMessageClosed(state) {
      state.export = 'idle';
    },
    shipmentRangeEdited(state, action: PayloadAction<{ draft: RangeDraft; errors: DateRangeErrorKey[] }>) {
      state.shipments.draft = action.payload.draft;
      state.shipments.errors = action.payload.errors;
    },
    shipmentRangeShown(state, action: PayloadAction<DateRange>) {
      state.shipments.shown = action.payload;
    },
    orderListDraftEdited(state, action: PayloadAction<{ draft: OrderListState['draft']; rangeErrors: DateRangeErrorKey[] }>) {
      state.orderList.draft = action.payload.draft;
      state.orderList.rangeErrors = action.payload.rangeErrors;
    },
    orderListAsked(state, action: PayloadAction<{ filter: OrderListFilter; page: number; limit: PageSize }>) {
      state.orderList.applied = action.payload.filter;
      state.orderList.page = action.payload.page;
      state.orderList.limit = action.payload.limit;
    },
    paymentDecisionStarted(state, action: PayloadAction<string>) {
      state.paymentDecision = { pending: action.payload, errors: [] };
    },
    paymentDecisionFinished(state, action: PayloadAction<string[]>) {
      state.paymentDecision = { pending: null, errors: action.payload };
    },
    paymentDecisionMessageClosed(state) {
      state.paymentDecision.errors = [];
    },
  },
  selectors: {
    selectExportStatus: (state) => state.export,
    selectShipments: (state) => state.shipments,
    selectOrderList: (state) => state.orderList,
    selectPaymentDecision: (state) => state.paymentDecision,
  },
});

export const {
  exportStarted,
  exportFinished,
  exportMessageClosed,
  shipmentRangeEdited,
  shipmentRangeShown,
  orderListDraftEdited,
  orderListAsked,
  paymentDecisionStarted,
  paymentDecisionFinished,
  paymentDecisionMessageClosed,
} = ordersSlice.actions;
export const ordersReducer = ordersSlice.reducer;

export const { selectExportStatus, selectShipments, selectOrderList, selectPaymentDecision } = ordersSlice.selectors;
