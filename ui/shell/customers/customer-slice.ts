import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { INITIAL_CUSTOMER_SEARCH, type CustomerSearchState } from '../../../application/portal/customers/customer-search-state';

export interface CustomerPickerState {
  /** How many customers the user may act for; null until counted. */
  count: number | null;
  /** The person opened the picker (it also opens by itself on pages that need a customer). */
  requested: boolean;
  search: CustomerSearchState;
  /** A pick is being sent to the service. */
  picking: boolean;
}

const initialState: CustomerPickerState = { count: null, requested: false, search: INITIAL_CUSTOMER_SEARCH, picking: false };

const customerSlice = createSlice({
  name: 'customers',
  initialState,
  reducers: {
    customersCounted(state, action: PayloadAction<number>) {
      state.count = action.payload;
    },
    customerPickerOpened(state) {
      state.requested = true;
    },
    customerPickerClosed(state) {
      state.requested = false;
    },
    customerSearchUpdated(state, action: PayloadAction<CustomerSearchState>) {
      state.search = action.payload;
    },
    customerPickStarted(state) {
      state.picking = true;
    },
    customerPickFailed(state) {
      state.picking = false;
    },
  },
  selectors: {
    selectCustomerCount: (state) => state.count,
    selectCustomerPickerRequested: (state) => state.requested,
    selectCustomerSearch: (state) => state.search,
    selectCustomerPicking: (state) => state.picking,
  },
});

export const { customersCounted, customerPickerOpened, customerPickerClosed, customerSearchUpdated, customerPickStarted, customerPickFailed } =
  customerSlice.actions;
export const { selectCustomerCount, selectCustomerPickerRequested, selectCustomerSearch, selectCustomerPicking } = customerSlice.selectors;
export const customerReducer = customerSlice.reducer;
