import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ClickCollectOrder } from '../../application/portal/click-collect/ports';
import type { LoadStatus } from '../catalogue/catalogue-slice';

/** The order opened in the detail: loading, shown, not one of the store's, or not loaded. */
export type ClickCollectDetailStatus = LoadStatus | 'not-found';

export interface ClickCollectState {
  list: { status: LoadStatus; orders: ClickCollectOrder[] };
  detail: { orderId: string | null; status: ClickCollectDetailStatus; order: ClickCollectOrder | null };
}

const initialState: ClickCollectState = {
  list: { status: 'idle', orders: [] },
  detail: { orderId: null, status: 'idle', order: null },
};

const clickCollectSlice = createSlice({
  name: 'clickCollect',
  initialState,
  reducers: {
    clickCollectOrdersLoading(state) {
      state.list.status = 'loading';
    },
    clickCollectOrdersLoaded(state, action: PayloadAction<ClickCollectOrder[] | null>) {
      state.list = action.payload ? { status: 'loaded', orders: action.payload } : { status: 'failed', orders: state.list.orders };
    },
    clickCollectOrderLoading(state, action: PayloadAction<string>) {
      const sameOrder = state.detail.orderId === action.payload;
      state.detail = { orderId: action.payload, status: 'loading', order: sameOrder ? state.detail.order : null };
    },
    clickCollectOrderLoaded(state, action: PayloadAction<{ orderId: string; order: ClickCollectOrder | null; status: ClickCollectDetailStatus }>) {
      if (state.detail.orderId !== action.payload.orderId) return;
      state.detail = { orderId: action.payload.orderId, status: action.payload.status, order: action.payload.order };
    },
    /** A change the service accepted: the order as it now is, in the detail and in the list. */
    clickCollectOrderChanged(state, action: PayloadAction<ClickCollectOrder>) {
      const order = action.payload;
      if (state.detail.orderId === order.id) state.detail = { orderId: order.id, status: 'loaded', order };
      state.list.orders = state.list.orders.map((candidate) => (candidate.id === order.id ? order : candidate));
    },
    clickCollectOrderClosed(state) {
      state.detail = initialState.detail;
    },
  },
  selectors: {
    selectClickCollectList: (state) => state.list,
    selectClickCollectDetail: (state) => state.detail,
  },
});

export const { clickCollectOrdersLoading, clickCollectOrdersLoaded, clickCollectOrderLoading, clickCollectOrderLoaded, clickCollectOrderChanged, clickCollectOrderClosed } =
  clickCollectSlice.actions;
export const { selectClickCollectList, selectClickCollectDetail } = clickCollectSlice.selectors;
export const clickCollectReducer = clickCollectSlice.reducer;
