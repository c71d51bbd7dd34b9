import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartCount } from '../../../domain/shell/cart-badge';

export interface CartState {
  /** What the cart holds, for the header's badge; null until loaded and after the cart is cleared. */
  count: CartCount | null;
}

const initialState: CartState = { count: null };

const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    cartCounted(state, action: PayloadAction<CartCount | null>) {
      state.count = action.payload;
    },
    /** The cart's products are forgotten, as logout does before it signs out (spec 000 §4). */
    cartCleared() {
      return initialState;
    },
  },
  selectors: {
    selectCartCount: (state) => state.count,
  },
});

export const { cartCounted, cartCleared } = cartSlice.actions;
export const { selectCartCount } = cartSlice.selectors;
export const cartReducer = cartSlice.reducer;
