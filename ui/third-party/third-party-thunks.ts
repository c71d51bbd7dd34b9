import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { SheetUploadAnswer, ThirdPartyCheckoutOutcome, ThirdPartyOrder, ThirdPartyOrderItem, ThirdPartySheetKind } from '../../application/portal/third-party/ports';
import type { ThirdPartyCheckoutForm } from '../../application/portal/third-party/third-party-use-cases';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import type { Result } from '../../domain/shared/result';
import type { ThirdPartyItemStatus } from '../../domain/third-party/order-item-status';
import type { RootState } from '../store/store';
import { THIRD_PARTY_ORDERS, THIRD_PARTY_PRODUCTS, thirdPartyApi } from './third-party-api';
import { checkoutStarted, productErrorsReceived, selectVendorCart, vendorCartOrdered } from './third-party-cart-slice';

type Thunk<T> = ThunkAction<T, RootState, PortalUseCases, UnknownAction>;

/**
 * Orders a vendor's cart under the cart's checkout key (a retry of the same cart reuses it). Placed: the cart is
 * emptied and the catalogue and orders reload. Refused with product errors: the lines take the vendor's prices now
 * and the errors show beside them.
 */
export function vendorCartCheckedOut(vendorId: string, form: Omit<ThirdPartyCheckoutForm, 'idempotencyKey'>): Thunk<Promise<ThirdPartyCheckoutOutcome>> {
  return async (dispatch, getState, useCases) => {
    const cart = selectVendorCart(getState(), vendorId);
    const key = cart.checkoutKey ?? useCases.newThirdPartyCheckoutKey();
    dispatch(checkoutStarted({ vendorId, key }));
    const outcome = await useCases.checkoutThirdParty(vendorId, cart.lines, { ...form, idempotencyKey: key });
    if (outcome.ok) {
      dispatch(vendorCartOrdered(vendorId));
      dispatch(thirdPartyApi.util.invalidateTags([THIRD_PARTY_PRODUCTS, THIRD_PARTY_ORDERS]));
    } else if (outcome.error.productErrors.length > 0) {
      dispatch(productErrorsReceived({ vendorId, productErrors: outcome.error.productErrors }));
      dispatch(thirdPartyApi.util.invalidateTags([THIRD_PARTY_PRODUCTS]));
    }
    return outcome;
  };
}

/** Moves an order item's status; the orders reload either way, as the service may know a newer status. */
export function orderItemMoved(order: ThirdPartyOrder, item: ThirdPartyOrderItem, status: ThirdPartyItemStatus): Thunk<Promise<Result<ThirdPartyItemStatus, string>>> {
  return async (dispatch, _getState, useCases) => {
    const moved = await useCases.moveThirdPartyItem(order.orderNo, item, status);
    dispatch(thirdPartyApi.util.invalidateTags([THIRD_PARTY_ORDERS]));
    return moved;
  };
}

/** Uploads a stock or product sheet; an applied sheet reloads the catalogue. */
export function sheetUploaded(kind: ThirdPartySheetKind, file: File): Thunk<Promise<Result<SheetUploadAnswer, string>>> {
  return async (dispatch, _getState, useCases) => {
    const answer = await useCases.uploadThirdPartySheet(kind, file);
    if (answer.ok && answer.value.applied) dispatch(thirdPartyApi.util.invalidateTags([THIRD_PARTY_PRODUCTS]));
    return answer;
  };
}
