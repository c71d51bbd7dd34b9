import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import { cartPagesReducer } from '../cart/cart-slice';
import { paymentReducer } from '../payments/payment-slice';
import { paymentRequestsReducer } from '../payments/payment-requests-slice';
import { ordersReducer } from '../orders/orders-slice';
import { catalogueReducer } from '../catalogue/catalogue-slice';
import { invoicesReducer } from '../invoices/invoices-slice';
import { activeCustomerLoaded, sessionEnded, sessionReducer, signedIn, signedOut, signedOutOnRefusedPage } from '../session/session-slice';
import { PORTAL_TAGS, portalApi } from './portal-api';
import { cartReducer } from '../shell/cart/cart-slice';
import { configReducer } from '../shell/config-slice';
import { connectionReducer } from '../shell/connection-slice';
import { creditReducer } from '../shell/credit/credit-slice';
import { customerReducer } from '../shell/customers/customer-slice';
import { shellReducer } from '../shell/shell-slice';
import { announcementReducer } from '../shell/announcements/announcement-slice';
import { bannerPopupReducer } from '../shell/banners/banner-slice';
import { headReducer } from '../shell/head/head-slice';
import { popupsReducer } from '../shell/popups/popup-slice';
import { progressReducer } from '../shell/progress/progress-slice';

const rootReducer = combineReducers({
  session: sessionReducer,
  config: configReducer,
  connection: connectionReducer,
  shell: shellReducer,
  customers: customerReducer,
  credit: creditReducer,
  cart: cartReducer,
  announcement: announcementReducer,
  bannerPopup: bannerPopupReducer,
  popups: popupsReducer,
  progress: progressReducer,
  head: headReducer,
  catalogue: catalogueReducer,
  cartPages: cartPagesReducer,
  payments: paymentReducer,
  paymentRequests: paymentRequestsReducer,
  invoices: invoicesReducer,
  orders: ordersReducer,
  [portalApi.reducerPath]: portalApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Cached answers belong to one user acting for one customer: another customer refetches what is on show, and the
 * end of a session drops every answer. The session's first customer changes nothing, as the service already
 * answered for it.
 */
function cacheFollowsTheSession() {
  const listener = createListenerMiddleware();
  let answeredFor: string | null | undefined;
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

/** The portal's store; thunks and the reads' queryFns get the use-cases and ports as their extra argument. */
export function createPortalStore(useCases: PortalUseCases, preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: useCases } }).prepend(cacheFollowsTheSession()).concat(portalApi.middleware),
  });
}

export type PortalStore = ReturnType<typeof createPortalStore>;
export type AppDispatch = PortalStore['dispatch'];
