import type { PlacedOrder } from '../../application/portal/cart/ports';
import { portalApi, portsOf, read } from '../store/portal-api';

/** The cart area's plain reads. */
export const cartApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** The orders a checkout placed with this order number, when the customer placed it: the confirmation opened afresh. */
    placedOrders: build.query<PlacedOrder[], string>({
      queryFn: (orderNo, api) => read(() => portsOf(api).cart.placedOrders(orderNo)),
      providesTags: ['Orders'],
    }),
  }),
});

export const { usePlacedOrdersQuery } = cartApi;
