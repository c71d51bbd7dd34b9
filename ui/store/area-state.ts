import type { Middleware, ReducersMapObject } from '@reduxjs/toolkit';
import type { cartPagesReducer } from '../cart/cart-slice';
import type { catalogueReducer } from '../catalogue/catalogue-slice';
import type { invoicesReducer } from '../invoices/invoices-slice';
import type { ordersReducer } from '../orders/orders-slice';
import type { paymentRequestsReducer } from '../payments/payment-requests-slice';
import type { paymentReducer } from '../payments/payment-slice';
import type { thirdPartyCartReducer } from '../third-party/third-party-cart-slice';
import type { portalApi } from './portal-api';

/** The state of the areas (catalogue, cart, orders, invoices, payments) and of their cached reads. */
export interface AreaState {
  catalogue: ReturnType<typeof catalogueReducer>;
  cartPages: ReturnType<typeof cartPagesReducer>;
  payments: ReturnType<typeof paymentReducer>;
  paymentRequests: ReturnType<typeof paymentRequestsReducer>;
  invoices: ReturnType<typeof invoicesReducer>;
  orders: ReturnType<typeof ordersReducer>;
  thirdPartyCart: ReturnType<typeof thirdPartyCartReducer>;
  [portalApi.reducerPath]: ReturnType<typeof portalApi.reducer>;
}

/** What the areas' code (area-store.ts) adds to the store once it has loaded: its state and its middleware. */
export interface PortalAreas {
  reducers: ReducersMapObject<AreaState>;
  middleware: readonly Middleware[];
}
