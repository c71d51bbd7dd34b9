import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import type { PortalAreaUseCases } from '../../application/portal/portal-area-use-cases';
import { cartPagesReducer } from '../cart/cart-slice';
import { paymentReducer } from '../payments/payment-slice';
import { paymentRequestsReducer } from '../payments/payment-requests-slice';
import { ordersReducer } from '../orders/orders-slice';
import { catalogueReducer } from '../catalogue/catalogue-slice';
import { invoicesReducer } from '../invoices/invoices-slice';
import { thirdPartyCartReducer } from '../third-party/third-party-cart-slice';
import { activeCustomerLoaded, selectActiveCustomer, sessionEnded, signedIn, signedOut, signedOutOnRefusedPage } from '../session/session-slice';
import { PORTAL_TAGS, portalApi } from './portal-api';
import type { PortalAreas } from './area-state';
import type { PortalStore } from './shell-store';

const areaReducers: PortalAreas['reducers'] = {
  catalogue: catalogueReducer,
  cartPages: cartPagesReducer,
  payments: paymentReducer,
  paymentRequests: paymentRequestsReducer,
  invoices: invoicesReducer,
  orders: ordersReducer,
  thirdPartyCart: thirdPartyCartReducer,
  [portalApi.reducerPath]: portalApi.reducer,
};

/**
 * Cached answers belong to one user acting for one customer: another customer refetches what is on show, and the
 * end of a session drops every answer. The customer the session already acts for when the areas join changes
 * nothing, as the service already answered for it.
 */
function cacheFollowsTheSession(answeringFor: string | undefined) {
  const listener = createListenerMiddleware();
  let answeredFor: string | null | undefined = answeringFor;
  listener.startListening({
    actionCreator: activeCustomerLoaded,
    effect: (action, api) => {
      const customer = action.payload?.code.r3 ?? null;
      if (answeredFor !== undefined && answeredFor !== customer) api.dispatch(portalApi.util.invalidateTags([...PORTAL_TAGS]));
      answeredFor = customer;
    },
  });
  listener.startListening({
    matcher: isAnyOf(signedIn, signedOut, sessionEnded, signedOutOnRefusedPage),
    effect: (_action, api) => {
      answeredFor = undefined;
      api.dispatch(portalApi.util.resetApiState());
    },
  });
  return listener.middleware;
}

/** The areas' state, their cached reads and the cache's rules, for a session acting for the given customer. */
export function portalAreas(answeringFor?: string): PortalAreas {
  return { reducers: areaReducers, middleware: [cacheFollowsTheSession(answeringFor), portalApi.middleware] };
}

/** Adds the areas and their use-cases to a store that has the shell only. */
export function installPortalAreas(store: PortalStore, useCases: PortalAreaUseCases): void {
  store.installAreas(portalAreas(selectActiveCustomer(store.getState())?.code.r3), useCases);
}
