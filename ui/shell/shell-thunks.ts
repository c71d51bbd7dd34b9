import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { defineMessages } from 'react-intl';
import type { AfterPick } from '../../application/portal/customers/pick-customer';
import type { CustomerSearch } from '../../application/portal/customers/customer-search';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import type { RouteMeta } from '../../domain/navigation/routes';
import type { CustomerCode, SessionUser } from '../../domain/session/session-user';
import { userLanguageChanged } from '../session/session-slice';
import { activeCustomerRequested } from '../session/session-thunks';
import { portalAreasJoined } from '../store/area-gate';
import type { PortalThunk } from '../store/thunk';
import { cartCounted, cartCounting, selectCartCounting, type CartState } from './cart/cart-slice';
import { customerPickFailed, customerPickStarted, customersCounted, customerSearchUpdated } from './customers/customer-slice';
import { popupShown } from './popups/popup-slice';
import { menuFactsLoaded } from './shell-slice';

/** The pop-ups of the shell's own calls (spec 000 §8): success in blue, failures in red. */
export const shellPopupMessages = defineMessages({
  success_change_language: { id: 'success_change_language', defaultMessage: 'Language changed successfully' },
  failed_change_language: { id: 'failed_change_language', defaultMessage: 'Failed change language, please try again' },
  failed_change_customer: { id: 'failed_change_customer', defaultMessage: 'Failed change customer, please try again' },
});

/** A thunk that answers something to the view that dispatched it. */
type AnsweringThunk<T> = ThunkAction<T, unknown, PortalUseCases, UnknownAction>;

/**
 * Loads what the frame shows for a signed-in user: the side menu's facts, how many customers the user may act
 * for and, for a session acting for a customer, the customer's details and the cart (spec 000 §4). The credit
 * chip reads its accounts itself (credit-api.ts).
 */
export function shellStarted(user: SessionUser): PortalThunk {
  return async (dispatch) => {
    const loads: Promise<unknown>[] = [dispatch(frameFactsRequested(user))];
    if (user.salesActiveCustCode) {
      loads.push(dispatch(activeCustomerRequested()), dispatch(cartRequested()));
    }
    await Promise.all(loads);
  };
}

/** The menu's facts and the customer count come through the frame's use-cases, which join with the areas. */
function frameFactsRequested(user: SessionUser): PortalThunk {
  return async (dispatch, _getState, useCases) => {
    await portalAreasJoined();
    await Promise.all([
      useCases.loadMenuFacts(user.scopes).then((facts) => dispatch(menuFactsLoaded(facts))),
      useCases.countCustomers().then((count) => dispatch(customersCounted(count))),
    ]);
  };
}

/**
 * Loads the cart's count for the header's badge, once the areas with the cart's use-case have joined. A count already
 * on its way answers for both: at start the shell and the frame each ask for it.
 */
export function cartRequested(): PortalThunk {
  return async (dispatch, getState, useCases) => {
    if (selectCartCounting(getState() as { cart: CartState })) return;
    dispatch(cartCounting());
    await portalAreasJoined();
    dispatch(cartCounted(await useCases.loadCartCount()));
  };
}

/** A running search of the customer picker whose states flow into the store until it is stopped. */
export interface RunningCustomerSearch extends Omit<CustomerSearch, 'states'> {
  stop(): void;
}

export function customerSearchStarted(): AnsweringThunk<RunningCustomerSearch> {
  return (dispatch, _getState, { startCustomerSearch }) => {
    const search = startCustomerSearch();
    const subscription = search.states.subscribe((state) => dispatch(customerSearchUpdated(state)));
    return {
      search: (term) => search.search(term),
      showPage: (page) => search.showPage(page),
      showPageSize: (limit) => search.showPageSize(limit),
      stop: () => subscription.unsubscribe(),
    };
  };
}

/**
 * Switches the session to a picked customer. Answers where to go next; on failure shows failed_change_customer
 * and answers null.
 */
export function customerPicked(code: Pick<CustomerCode, 'r3' | 'isr'>, pickedOn: RouteMeta): AnsweringThunk<Promise<AfterPick | null>> {
  return async (dispatch, _getState, { pickCustomer }) => {
    dispatch(customerPickStarted());
    const picked = await pickCustomer(code, pickedOn);
    if (picked.ok) return picked.value;
    dispatch(customerPickFailed());
    dispatch(popupShown({ tone: 'error', message: shellPopupMessages[picked.error] }));
    return null;
  };
}

/**
 * Changes the user's language to one the host offers. Answers whether the portal should now show it; the change
 * shows success_change_language or failed_change_language, and choosing the active language does nothing.
 */
export function languageChosen(language: { code: string; name: string }, active: string): AnsweringThunk<Promise<boolean>> {
  return async (dispatch, _getState, { changeLanguage }) => {
    const change = await changeLanguage(language.code, active);
    switch (change.kind) {
      case 'unchanged':
        return false;
      case 'failed':
        dispatch(popupShown({ tone: 'error', message: shellPopupMessages.failed_change_language }));
        return false;
      case 'changed':
        dispatch(userLanguageChanged({ id: language.code, description: language.name }));
        dispatch(popupShown({ tone: 'info', message: shellPopupMessages.success_change_language }));
        return true;
    }
  };
}
