import type { PaymentActions } from '../../application/portal/orders/order-list';
import type { OpenOrderCompany, OrderListPage, OrderListQuery } from '../../application/portal/orders/ports';
import type { ShipmentHistory } from '../../application/portal/orders/shipment-history';
import type { DateRange } from '../../domain/dates/date-range';
import { foundOrUnavailable, portalApi, portalUseCasesOf, UNAVAILABLE } from '../store/portal-api';

/** A page of the order list with what can be done with each payment on it, by the payment's request number. */
export interface OrderListAnswer {
  page: OrderListPage;
  paymentActions: Record<string, PaymentActions>;
}

/** Why an order read gave nothing though the service answered: the range broke a date-filter rule. */
const RANGE_REFUSED = { reason: 'range_refused' };

/** The order pages' reads of the customer the session acts for. */
export const ordersApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** The open-order lines by company, with the delivery orders that deliver them. */
    openOrders: build.query<OpenOrderCompany[], void>({
      queryFn: async (_arg, api) => foundOrUnavailable(await portalUseCasesOf(api).loadOpenOrders()),
      providesTags: ['Orders'],
    }),
    /** The delivery orders shipped within a range and those created in it and not yet shipped; either list is null when it failed. */
    shipmentHistory: build.query<ShipmentHistory, DateRange>({
      queryFn: async (range, api) => {
        const outcome = await portalUseCasesOf(api).loadShipmentHistory(range);
        return outcome.ok ? { data: outcome.history } : { error: RANGE_REFUSED };
      },
      providesTags: ['Shipments'],
    }),
    /** A page of the administrators' order list with a filter. */
    orderList: build.query<OrderListAnswer, OrderListQuery>({
      queryFn: async (query, api) => {
        const useCases = portalUseCasesOf(api);
        const outcome = await useCases.loadOrderList(query);
        if (!outcome.ok) return { error: RANGE_REFUSED };
        if (!outcome.page) return { error: UNAVAILABLE };
        const paymentActions = Object.fromEntries(
          outcome.page.items.flatMap((order) => (order.payment ? [[order.payment.requestNumber, useCases.orderPaymentActions(order.payment)]] : [])),
        );
        return { data: { page: outcome.page, paymentActions } };
      },
      providesTags: ['OrderList'],
    }),
  }),
});

export const { useOpenOrdersQuery, useShipmentHistoryQuery, useOrderListQuery } = ordersApi;
