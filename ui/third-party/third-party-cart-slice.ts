import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { ThirdPartyProduct, ThirdPartyProductError } from '../../application/portal/third-party/ports';
import type { ThirdPartyCartLine } from '../../application/portal/third-party/third-party-use-cases';
import { addLineQuantity, setLineQuantity } from '../../domain/cart/cart-lines';
import { sessionEnded, signedIn, signedOut, signedOutOnRefusedPage } from '../session/session-slice';

/** One vendor's cart, and the key of its checkout while one is under way (the same for a retry, new once the cart changes). */
export interface VendorCart {
  lines: ThirdPartyCartLine[];
  checkoutKey: string | null;
}

export interface ThirdPartyCartState {
  byVendor: Record<string, VendorCart>;
  /** The product errors of the last refused checkout, per vendor. */
  productErrors: Record<string, ThirdPartyProductError[]>;
}

const initialState: ThirdPartyCartState = { byVendor: {}, productErrors: {} };

function cartOf(state: ThirdPartyCartState, vendorId: string): VendorCart {
  state.byVendor[vendorId] ??= { lines: [], checkoutKey: null };
  return state.byVendor[vendorId];
}

const lineOf = (product: ThirdPartyProduct, qty: number) => ({
  sorg: product.vendor.sorg,
  articleCode: product.articleCode,
  name: product.name,
  qty,
  price: product.price,
  currency: product.currency,
  salesUnit: product.salesUnit,
});

/** The third-party carts, one per vendor, kept in the browser until they are ordered. */
const thirdPartyCartSlice = createSlice({
  name: 'thirdPartyCart',
  initialState,
  reducers: {
    productAdded(state, action: PayloadAction<{ product: ThirdPartyProduct; qty: number }>) {
      const { product, qty } = action.payload;
      const cart = cartOf(state, product.vendor.id);
      const next = addLineQuantity(cart.lines, lineOf(product, qty));
      if (!next.ok) return;
      cart.lines = next.value;
      cart.checkoutKey = null;
    },
    lineQuantitySet(state, action: PayloadAction<{ vendorId: string; articleCode: string; qty: number }>) {
      const cart = cartOf(state, action.payload.vendorId);
      const line = cart.lines.find((each) => each.articleCode === action.payload.articleCode);
      if (!line) return;
      const next = setLineQuantity(cart.lines, { ...line, qty: action.payload.qty });
      if (!next.ok) return;
      cart.lines = next.value;
      cart.checkoutKey = null;
      // The dealer answered the line's product error by changing it; the next checkout judges it afresh.
      const errors = state.productErrors[action.payload.vendorId];
      if (errors) state.productErrors[action.payload.vendorId] = errors.filter((problem) => problem.articleCode !== action.payload.articleCode);
    },
    checkoutStarted(state, action: PayloadAction<{ vendorId: string; key: string }>) {
      cartOf(state, action.payload.vendorId).checkoutKey = action.payload.key;
    },
    /** The vendor refused lines: their prices follow the vendor's now, so the dealer sees and orders what it costs. */
    productErrorsReceived(state, action: PayloadAction<{ vendorId: string; productErrors: ThirdPartyProductError[] }>) {
      const { vendorId, productErrors } = action.payload;
      const cart = cartOf(state, vendorId);
      cart.lines = cart.lines.map((line) => {
        const current = productErrors.find((problem) => problem.articleCode === line.articleCode)?.product;
        return current ? { ...line, price: current.price } : line;
      });
      cart.checkoutKey = null;
      state.productErrors[vendorId] = productErrors;
    },
    vendorCartOrdered(state, action: PayloadAction<string>) {
      delete state.byVendor[action.payload];
      delete state.productErrors[action.payload];
    },
  },
  // A cart belongs to one session: signing in or out starts empty.
  extraReducers: (builder) => builder.addMatcher(isAnyOf(signedIn, signedOut, sessionEnded, signedOutOnRefusedPage), () => initialState),
  selectors: {
    selectVendorCart: (state, vendorId: string): VendorCart => state.byVendor[vendorId] ?? EMPTY_CART,
    selectProductErrors: (state, vendorId: string): ThirdPartyProductError[] => state.productErrors[vendorId] ?? NO_ERRORS,
  },
});

const EMPTY_CART: VendorCart = { lines: [], checkoutKey: null };
const NO_ERRORS: ThirdPartyProductError[] = [];

export const { productAdded, lineQuantitySet, checkoutStarted, productErrorsReceived, vendorCartOrdered } = thirdPartyCartSlice.actions;
export const { selectVendorCart, selectProductErrors } = thirdPartyCartSlice.selectors;
export const thirdPartyCartReducer = thirdPartyCartSlice.reducer;
