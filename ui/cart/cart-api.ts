import type { CheckoutOptions, PlacedOrder, PurchaseKind, PurchasePage } from '../../application/portal/cart/ports';
import type { ProductCategory } from '../../application/portal/catalogue/ports';
import { foundOrUnavailable, portalApi, portalUseCasesOf, portsOf, read } from '../store/portal-api';

/** The cart area's plain reads. */
export const cartApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** The orders a checkout placed with this order number, when the customer placed it: the confirmation opened afresh. */
    placedOrders: build.query<PlacedOrder[], string>({
      queryFn: (orderNo, api) => read(() => portsOf(api).cart.placedOrders(orderNo)),
      providesTags: ['Orders'],
    }),
    /** The payment methods, ship-to addresses and delivery dates a checkout offers. */
    checkoutOptions: build.query<CheckoutOptions, void>({
      queryFn: async (_arg, api) => foundOrUnavailable(await portalUseCasesOf(api).loadCheckoutOptions()),
      providesTags: ['Cart', 'PaymentMethods'],
    }),
    /** A page of the customer's frequent or previous purchases, of one catalogue or both. */
    purchases: build.query<PurchasePage, { kind: PurchaseKind; category: ProductCategory | null; page: number }>({
      queryFn: async ({ kind, category, page }, api) => foundOrUnavailable(await portalUseCasesOf(api).loadPurchases(kind, category, page)),
      providesTags: ['Orders'],
    }),
  }),
});

export const { usePlacedOrdersQuery, useCheckoutOptionsQuery, usePurchasesQuery } = cartApi;
