import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartView } from '../../application/portal/cart/cart-view';
import type { PlacedOrder, ShipmentRate } from '../../application/portal/cart/ports';
import type { LoadStatus } from '../store/load-status';
import { cartCleared } from '../shell/cart/cart-slice';

export interface CartPagesState {
  /** The cart priced by the domain; `updating` while a change is on its way. */
  cart: { status: LoadStatus; view: CartView | null; updating: boolean };
  /** The shipments offered for the cart, and the one chosen per sales organisation. */
  shipments: { status: LoadStatus; rates: ShipmentRate[]; chosen: Record<string, string> };
  /** The orders the last checkout placed, for the confirmation page. */
  placedOrders: PlacedOrder[] | null;
}

const initialState: CartPagesState = {
  cart: { status: 'idle', view: null, updating: false },
  shipments: { status: 'idle', rates: [], chosen: {} },
  placedOrders: null,
};

const cartPagesSlice = createSlice({
  name: 'cartPages',
  initialState,
  reducers: {
    cartLoading(state) {
      state.cart.status = 'loading';
    },
    cartLoaded(state, action: PayloadAction<CartView | null>) {
      state.cart = { status: action.payload ? 'loaded' : 'failed', view: action.payload ?? state.cart.view, updating: false };
    },
    cartUpdating(state) {
      state.cart.updating = true;
    },
    cartUpdated(state, action: PayloadAction<CartView | null>) {
      state.cart.updating = false;
      if (action.payload) state.cart = { status: 'loaded', view: action.payload, updating: false };
    },
    shipmentRatesLoading(state) {
      state.shipments.status = 'loading';
    },
    shipmentRatesLoaded(state, action: PayloadAction<ShipmentRate[] | null>) {
      const rates = action.payload ?? [];
      const chosen: Record<string, string> = {};
      for (const sorg of new Set(rates.map((rate) => rate.sorg))) {
        const kept = state.shipments.chosen[sorg];
        chosen[sorg] = rates.some((rate) => rate.sorg === sorg && rate.code === kept) ? kept! : rates.find((rate) => rate.sorg === sorg)!.code;
      }
      state.shipments = { status: action.payload ? 'loaded' : 'failed', rates, chosen };
    },
    shipmentChosen(state, action: PayloadAction<{ sorg: string; code: string }>) {
      state.shipments.chosen[action.payload.sorg] = action.payload.code;
    },
    ordersPlaced(state, action: PayloadAction<PlacedOrder[]>) {
      state.placedOrders = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Logout forgets the cart's products first (spec 000 §4): nothing of this cart may show to whoever signs in next.
    builder.addCase(cartCleared, () => initialState);
  },
  selectors: {
    selectCart: (state) => state.cart,
    selectShipments: (state) => state.shipments,
    selectPlacedOrders: (state) => state.placedOrders,
  },
});

export const {
  cartLoading,
  cartLoaded,
  cartUpdating,
  cartUpdated,
  shipmentRatesLoading,
  shipmentRatesLoaded,
  shipmentChosen,
  ordersPlaced,
} = cartPagesSlice.actions;
export const { selectCart, selectShipments, selectPlacedOrders } = cartPagesSlice.selectors;
export const cartPagesReducer = cartPagesSlice.reducer;
