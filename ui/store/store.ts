import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import { orderingReducer } from '../cart/ordering-slice';
import { paymentReducer } from '../payments/payment-slice';
import { paymentRequestsReducer } from '../payment-requests/payment-requests-slice';
import { ordersReducer } from '../orders/orders-slice';
import { catalogueReducer } from '../catalogue/catalogue-slice';
import { invoicesReducer } from '../invoices/invoices-slice';
import { clickCollectReducer } from '../click-collect/click-collect-slice';
import { sessionReducer } from '../session/session-slice';
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
  ordering: orderingReducer,
  payments: paymentReducer,
  paymentRequests: paymentRequestsReducer,
  invoices: invoicesReducer,
  clickCollect: clickCollectReducer,
  orders: ordersReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** The portal's store; thunks get the use-cases as their extra argument. */
export function createPortalStore(useCases: PortalUseCases, preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: useCases } }),
  });
}

export type PortalStore = ReturnType<typeof createPortalStore>;
export type AppDispatch = PortalStore['dispatch'];
