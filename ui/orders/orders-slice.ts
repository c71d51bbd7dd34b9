import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentActions } from '../../application/portal/orders/order-list';
import type { ShipmentHistory } from '../../application/portal/orders/shipment-history';
import type { OpenOrderCompany, OrderListFilter, OrderListPage } from '../../application/portal/orders/ports';
import type { DateRange, DateRangeErrorKey } from '../../domain/dates/date-range';
import { DEFAULT_PAGE_SIZE, type PageSize } from '../../domain/tables/paging';
import type { LoadStatus } from '../catalogue/catalogue-slice';

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
  status: LoadStatus;
  result: OrderListPage | null;
  /** What can be done with each payment on show, by its request number. */
  paymentActions: Record<string, PaymentActions>;
}

export interface OrdersState {
  openOrders: { status: LoadStatus; companies: OpenOrderCompany[] };
  export: ExportStatus;
  shipments: { draft: RangeDraft | null; errors: DateRangeErrorKey[]; shown: DateRange | null; status: LoadStatus; history: ShipmentHistory | null };
  orderList: OrderListState;
  /** The request number of the payment being approved or voided, and the dictionary keys of the last refusal. */
  paymentDecision: { pending: string | null; errors: string[] };
}

export const initialOrdersState: OrdersState = {
  openOrders: { status: 'idle', companies: [] },
  export: 'idle',
  shipments: { draft: null, errors: [], shown: null, status: 'idle', history: null },
  orderList: {
    draft: { status: null, range: { from: '', to: '' }, search: '' },
    applied: { status: null, range: null, search: null },
    rangeErrors: [],
    page: 1,
    limit: DEFAULT_PAGE_SIZE,
    status: 'idle',
    result: null,
    paymentActions: {},
  },
  paymentDecision: { pending: null, errors: [] },
};

const ordersSlice = createSlice({
  name: 'orders',
  initialState: initialOrdersState,
  reducers: {
    openOrdersLoading(state) {
      state.openOrders.status = 'loading';
    },
    openOrdersLoaded(state, action: PayloadAction<OpenOrderCompany[] | null>) {
      state.openOrders = { status: action.payload ? 'loaded' : 'failed', companies: action.payload ?? [] };
    },
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
    shipmentHistoryLoading(state, action: PayloadAction<DateRange>) {
      state.shipments.status = 'loading';
      state.shipments.shown = action.payload;
    },
    shipmentHistoryLoaded(state, action: PayloadAction<ShipmentHistory>) {
      state.shipments.status = action.payload.shipped || action.payload.open ? 'loaded' : 'failed';
      state.shipments.history = action.payload;
    },
    orderListDraftEdited(state, action: PayloadAction<{ draft: OrderListState['draft']; rangeErrors: DateRangeErrorKey[] }>) {
      state.orderList.draft = action.payload.draft;
      state.orderList.rangeErrors = action.payload.rangeErrors;
    },
    orderListLoading(state, action: PayloadAction<{ filter: OrderListFilter; page: number; limit: PageSize }>) {
      state.orderList.status = 'loading';
      state.orderList.applied = action.payload.filter;
      state.orderList.page = action.payload.page;
      state.orderList.limit = action.payload.limit;
    },
    orderListLoaded(state, action: PayloadAction<{ page: OrderListPage | null; paymentActions: Record<string, PaymentActions> }>) {
      state.orderList.status = action.payload.page ? 'loaded' : 'failed';
      state.orderList.result = action.payload.page;
      state.orderList.paymentActions = action.payload.paymentActions;
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
    selectOpenOrders: (state) => state.openOrders,
    selectExportStatus: (state) => state.export,
    selectShipments: (state) => state.shipments,
    selectOrderList: (state) => state.orderList,
    selectPaymentDecision: (state) => state.paymentDecision,
  },
});

export const {
  openOrdersLoading,
  openOrdersLoaded,
  exportStarted,
  exportFinished,
  exportMessageClosed,
  shipmentRangeEdited,
  shipmentHistoryLoading,
  shipmentHistoryLoaded,
  orderListDraftEdited,
  orderListLoading,
  orderListLoaded,
  paymentDecisionStarted,
  paymentDecisionFinished,
  paymentDecisionMessageClosed,
} = ordersSlice.actions;
export const ordersReducer = ordersSlice.reducer;

export const { selectOpenOrders, selectExportStatus, selectShipments, selectOrderList, selectPaymentDecision } = ordersSlice.selectors;
