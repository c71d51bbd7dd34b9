import type { ClickCollectOrder } from '../../application/portal/click-collect/ports';
import { portalApi, portsOf, read } from '../store/portal-api';

/** The cache tag of the store's order list; an order's own tag carries its id. */
export const CLICK_COLLECT_LIST = { type: 'ClickCollect', id: 'LIST' } as const;

/** The click-and-collect area's plain reads. */
export const clickCollectApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every order of the store the session acts for, newest first. */
    clickCollectOrders: build.query<ClickCollectOrder[], void>({
      queryFn: (_arg, api) => read(() => portsOf(api).clickCollect.orders()),
      providesTags: [CLICK_COLLECT_LIST],
    }),
    /** One order; null when the store has no such order. */
    clickCollectOrder: build.query<ClickCollectOrder | null, string>({
      queryFn: (orderId, api) => read(() => portsOf(api).clickCollect.order(orderId)),
      providesTags: (_order, _failure, orderId) => [{ type: 'ClickCollect', id: orderId }],
    }),
  }),
});

export const { useClickCollectOrdersQuery, useClickCollectOrderQuery } = clickCollectApi;
