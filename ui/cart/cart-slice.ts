import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartView } from '../../application/portal/cart/cart-view';
import type { CheckoutOptions, PlacedOrder, PurchaseKind, PurchasePage, ShipmentRate } from '../../application/portal/cart/ports';
import type { ProductCategory } from '../../application/portal/catalogue/ports';
import type { LoadStatus } from '../store/load-status';
import { cartCleared } from '../shell/cart/cart-slice';

export interface CartPagesState {
  /** The cart priced by the domain; `updating` while a change is on its way. */
  cart: { status: LoadStatus; view: CartView | null; updating: boolean };
  checkoutOptions: { status: LoadStatus; data: CheckoutOptions | null };
  /** The shipments offered for the cart, and the one chosen per sales organisation. */
  shipments: { status: LoadStatus; rates: ShipmentRate[]; chosen: Record<string, string> };
  /** The orders the last checkout placed, for the confirmation page. */
  placedOrders: PlacedOrder[] | null;
  purchases: { key: string | null; status: LoadStatus; page: PurchasePage | null };
}

const initialState: CartPagesState = {
  cart: { status: 'idle', view: null, updating: false },
  checkoutOptions: { status: 'idle', data: null },
  shipments: { status: 'idle', rates: [], chosen: {} },
  placedOrders: null,
  purchases: { key: null, status: 'idle', page: null },
};

/** The key a page of purchases is kept under. */
export function purchasesKey(kind: PurchaseKind, category: ProductCategory | null, page: number): string {
  return `${kind}:${category ?? 'all'}:${page}`;
}

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
    checkoutOptionsLoading(state) {
      state.checkoutOptions.status = 'loading';
    },
    checkoutOptionsLoaded(state, action: PayloadAction<CheckoutOptions | null>) {
      state.checkoutOptions = { status: action.payload ? 'loaded' : 'failed', data: action.payload };
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
    purchasesLoading(state, action: PayloadAction<string>) {
      state.purchases = { key: action.payload, status: 'loading', page: state.purchases.page };
    },
    purchasesLoaded(state, action: PayloadAction<{ key: string; page: PurchasePage | null }>) {
      if (state.purchases.key !== action.payload.key) return;
      state.purchases = { key: action.payload.key, status: action.payload.page ? 'loaded' : 'failed', page: action.payload.page };
    },
  },
  extraReducers: (builder) => {
    // Logout forgets the cart's products first (spec 000 §4): nothing of this cart may show to whoever signs in next.
    builder.addCase(cartCleared, () => initialState);
  },
  selectors: {
    selectCart: (state) => state.cart,
    selectCheckoutOptions: (state) => state.checkoutOptions,
    selectShipments: (state) => state.shipments,
    selectPlacedOrders: (state) => state.placedOrders,
    selectPurchases: (state) => state.purchases,
  },
});

export const {
  cartLoading,
  cartLoaded,
  cartUpdating,
  cartUpdated,
  checkoutOptionsLoading,
  checkoutOptionsLoaded,
  shipmentRatesLoading,
  shipmentRatesLoaded,
  shipmentChosen,
  ordersPlaced,
  purchasesLoading,
  purchasesLoaded,
} = cartPagesSlice.actions;
export const { selectCart, selectCheckoutOptions, selectShipments, selectPlacedOrders, selectPurchases } = cartPagesSlice.selectors;
export const cartPagesReducer = cartPagesSlice.reducer;
