import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ArticleQuantity, CartChangeResult } from '../../application/portal/cart/cart-changes';
import type { CartView } from '../../application/portal/cart/cart-view';
import type { CheckoutAttempt, CheckoutForm, CheckoutResult } from '../../application/portal/cart/checkout';
import { parseFastOrderText, type FastOrderEntry, type FastOrderProblem, type ResolvedEntry } from '../../application/portal/cart/fast-order';
import type { CartQuantity } from '../../application/portal/cart/ports';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import type { QuantityRules } from '../../domain/cart/quantity-rules';
import type { CheckoutRules } from '../../domain/checkout/checkout-validation';
import { cartCounted } from '../shell/cart/cart-slice';
import type { PortalThunk } from '../store/thunk';
import {
  cartLoaded,
  cartLoading,
  cartUpdated,
  cartUpdating,
  ordersPlaced,
  selectCart,
  shipmentRatesLoaded,
  shipmentRatesLoading,
  type CartPagesState,
} from './cart-slice';

/** A thunk that answers something to the view that dispatched it. */
type AnsweringThunk<T> = ThunkAction<T, unknown, PortalUseCases, UnknownAction>;

function counted(view: CartView) {
  return cartCounted({ itemCount: view.itemCount, totalQuantity: view.totalQuantity });
}

/**
 * Loads the cart priced by the domain, and the header's badge with it. A load already on its way answers for this
 * one too: on opening the cart page, the page and the catalogue bar over it each ask for the cart in the same render.
 */
export function shoppingCartRequested(): PortalThunk {
  return async (dispatch, getState, { loadCart }) => {
    if (selectCart(getState() as { cartPages: CartPagesState }).status === 'loading') return;
    dispatch(cartLoading());
    const view = await loadCart();
    dispatch(cartLoaded(view));
    if (view) dispatch(counted(view));
  };
}

function changeThunk(
  change: (useCases: PortalUseCases, current: CartView) => Promise<CartChangeResult>,
  current: CartView | null,
): AnsweringThunk<Promise<CartChangeResult>> {
  return async (dispatch, _getState, useCases) => {
    dispatch(cartUpdating());
    const base = current ?? (await useCases.loadCart());
    if (!base) {
      dispatch(cartUpdated(null));
      return { ok: false, messages: [{ key: 'failed_update_cart', values: {}, articleCode: null }], cart: null };
    }
    const result = await change(useCases, base);
    dispatch(cartUpdated(result.cart));
    if (result.cart) dispatch(counted(result.cart));
    return result;
  };
}

/** Sets quantities of the cart (0 removes a line); answers the outcome, with the messages of a refusal. */
export function cartQuantitiesChanged(current: CartView | null, changes: readonly ArticleQuantity[], rules: QuantityRules): AnsweringThunk<Promise<CartChangeResult>> {
  return changeThunk((useCases, base) => useCases.setCartQuantities(base, changes, rules), current);
}

/** Adds units to the cart (product page, fast order, repeat order); loads the cart first when it is not loaded. */
export function addedToCart(current: CartView | null, additions: readonly ArticleQuantity[], rules: QuantityRules): AnsweringThunk<Promise<CartChangeResult>> {
  return changeThunk((useCases, base) => useCases.addToCart(base, additions, rules), current);
}

/** Finds the articles of typed fast-order entries; unknown codes come back as article_not_found. */
export function fastOrderResolved(entries: readonly FastOrderEntry[]): AnsweringThunk<Promise<ResolvedEntry[]>> {
  return (_dispatch, _getState, { resolveFastOrder }) => resolveFastOrder(entries);
}

/**
 * Reads pasted fast-order lines and finds their articles: the entries found, the lines that could not be read, and
 * the codes the catalogue does not hold.
 */
export function fastOrderPasted(
  text: string,
): AnsweringThunk<Promise<{ found: Extract<ResolvedEntry, { ok: true }>[]; unreadable: FastOrderProblem[]; notFound: string[] }>> {
  return async (_dispatch, _getState, { resolveFastOrder }) => {
    const { entries, problems } = parseFastOrderText(text);
    const resolved = await resolveFastOrder(entries);
    return {
      found: resolved.filter((entry): entry is Extract<ResolvedEntry, { ok: true }> => entry.ok),
      unreadable: problems,
      notFound: resolved.flatMap((entry) => (entry.ok ? [] : [entry.articleCode])),
    };
  };
}


export function shipmentRatesRequested(quantities: readonly CartQuantity[]): PortalThunk {
  return async (dispatch, _getState, { loadShipmentRates }) => {
    dispatch(shipmentRatesLoading());
    dispatch(shipmentRatesLoaded(await loadShipmentRates(quantities)));
  };
}

/** Starts a checkout attempt: its idempotency key is made now, once, for every submission of the attempt. */
export function checkoutStarted(): AnsweringThunk<CheckoutAttempt> {
  return (_dispatch, _getState, { startCheckout }) => startCheckout();
}

/** Submits the checkout form under the attempt's key; placed orders are kept for the confirmation page. */
export function checkoutSubmitted(attempt: CheckoutAttempt, form: CheckoutForm, rules: CheckoutRules): AnsweringThunk<Promise<CheckoutResult>> {
  return async (dispatch) => {
    const result = await attempt.submit(form, rules);
    if (result.ok) {
      dispatch(ordersPlaced(result.orders));
      await dispatch(shoppingCartRequested());
    }
    return result;
  };
}

