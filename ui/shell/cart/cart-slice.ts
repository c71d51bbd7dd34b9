import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartCount } from '../../../domain/shell/cart-badge';

export interface CartState {
  /** What the cart holds, for the header's badge; null until loaded and after the cart is cleared. */
  count: CartCount | null;
  /** Whether the count has been asked for and its answer is still on its way. */
  counting: boolean;
}

const initialState: CartState = { count: null, counting: false };

const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    cartCounting(state) {
      state.counting = true;
    },
    cartCounted(state, action: PayloadAction<CartCount | null>) {
      state.count = action.payload;
      state.counting = false;
    },
    /** The cart's products are forgotten, as logout does before it signs out (spec 000 §4). */
    cartCleared() {
      return initialState;
    },
  },
  selectors: {
    selectCartCount: (state) => state.count,
    selectCartCounting: (state) => state.counting,
  },
});

export const { cartCounting, cartCounted, cartCleared } = cartSlice.actions;
export const { selectCartCount, selectCartCounting } = cartSlice.selectors;
export const cartReducer = cartSlice.reducer;
