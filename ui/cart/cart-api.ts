import type { CheckoutOptions, PlacedOrder, PurchaseKind, PurchasePage } from '../../application/portal/cart/ports';
import type { ProductCategory } from '../../application/portal/catalogue/ports';
import { portalApi, portalUseCasesOf, portsOf, read } from '../store/portal-api';

/** Why a cart read gave nothing to show: the service could not answer. */
const UNAVAILABLE = { reason: 'unavailable' };

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
      queryFn: async (_arg, api) => {
        const options = await portalUseCasesOf(api).loadCheckoutOptions();
        return options ? { data: options } : { error: UNAVAILABLE };
      },
      providesTags: ['Cart', 'PaymentMethods'],
    }),
    /** A page of the customer's frequent or previous purchases, of one catalogue or both. */
    purchases: build.query<PurchasePage, { kind: PurchaseKind; category: ProductCategory | null; page: number }>({
      queryFn: async ({ kind, category, page }, api) => {
        const found = await portalUseCasesOf(api).loadPurchases(kind, category, page);
        return found ? { data: found } : { error: UNAVAILABLE };
      },
      providesTags: ['Orders'],
    }),
  }),
});

export const { usePlacedOrdersQuery, useCheckoutOptionsQuery, usePurchasesQuery } = cartApi;
