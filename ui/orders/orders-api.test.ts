import { describe, expect, it, vi } from 'vitest';
import { createOrderUseCases } from '../../application/portal/orders/order-use-cases';
import { EXAMPLE_TODAY } from '../../application/portal/orders/testing/order-examples';
import { OrdersGatewayInMemory } from '../../application/portal/orders/testing/orders-gateway.in-memory';
import { createPortalStore } from '../store/store';
import { fakeUseCases } from '../testing/render-portal';
import { ordersApi } from './orders-api';
import { orderPaymentDecided } from './orders-thunks';

function storeOver(orders: OrdersGatewayInMemory) {
  return createPortalStore(fakeUseCases(createOrderUseCases({ orders })));
}

const { openOrders, shipmentHistory, orderList } = ordersApi.endpoints;
const FIRST_PAGE = { filter: { status: null, range: null, search: null }, page: 1, limit: 10 };

describe('open orders read', () => {
  it('given the service cannot answer, then the read fails rather than showing no orders', async () => {
    const result = await storeOver(new OrdersGatewayInMemory({ failing: ['openOrders'] })).dispatch(openOrders.initiate());

    expect(result.isError).toBe(true);
    expect(result.data).toBeUndefined();
  });
});

describe('shipment history read', () => {
  it('given one of its lists fails, then the other is still shown and the failed one is null', async () => {
    const range = { from: '2026-02-19', to: EXAMPLE_TODAY };
    const { data } = await storeOver(new OrdersGatewayInMemory({ failing: ['openDeliveries'] })).dispatch(shipmentHistory.initiate(range));

    expect(data?.open).toBeNull();
    expect(data?.shipped?.length).toBeGreaterThan(0);
  });

  it('given a range over 30 days, then the service is not asked', async () => {
    const orders = new OrdersGatewayInMemory();
    const shipped = vi.spyOn(orders, 'shippedOrders');

    const result = await storeOver(orders).dispatch(shipmentHistory.initiate({ from: '2026-01-01', to: EXAMPLE_TODAY }));

    expect(result.isError).toBe(true);
    expect(shipped).not.toHaveBeenCalled();
  });
});

describe('order list read', () => {
  it('names for each payment on the page only the moves its status allows', async () => {
    const { data } = await storeOver(new OrdersGatewayInMemory()).dispatch(orderList.initiate(FIRST_PAGE));

    const byStatus = Object.fromEntries(data!.page.items.flatMap((order) => (order.payment ? [[order.payment.status.id, data!.paymentActions[order.payment.requestNumber]]] : [])));
    expect(byStatus).toEqual({
      pending: { approve: false, void: true },
      on_processing: { approve: true, void: false },
      complete: { approve: false, void: false },
    });
  });

  it('given a payment decided, then the page on show is asked again, refused or not', async () => {
    const orders = new OrdersGatewayInMemory({ failing: ['decidePayment'] });
    const asked = vi.spyOn(orders, 'orderList');
    const store = storeOver(orders);
    const shown = store.dispatch(orderList.initiate(FIRST_PAGE));
    await shown;

    await store.dispatch(orderPaymentDecided('approve', '7000000102'));

    await vi.waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
    expect(store.getState().orders.paymentDecision.errors).not.toEqual([]);
    shown.unsubscribe();
  });
});
