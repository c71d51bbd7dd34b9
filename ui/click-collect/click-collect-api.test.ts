import { describe, expect, it, vi } from 'vitest';
import type { ClickCollectGateway } from '../../application/portal/click-collect/ports';
import { ClickCollectGatewayInMemory } from '../../application/portal/click-collect/testing/click-collect-gateway.in-memory';
import { createPortalUseCases } from '../../application/portal/portal-use-cases';
import { inMemoryPortalPorts } from '../../application/portal/testing/portal-ports.in-memory';
import { createPortalStore, type PortalStore } from '../store/store';
import { clickCollectApi } from './click-collect-api';
import { clickCollectItemsMarked, clickCollectStatusUpdated } from './click-collect-thunks';

const { clickCollectOrders, clickCollectOrder } = clickCollectApi.endpoints;

function storeOver(gateway: ClickCollectGateway = new ClickCollectGatewayInMemory()): PortalStore {
  return createPortalStore(createPortalUseCases(inMemoryPortalPorts({ clickCollect: gateway })));
}

const cachedList = (store: PortalStore) => clickCollectOrders.select()(store.getState()).data;
const cachedOrder = (store: PortalStore, orderId: string) => clickCollectOrder.select(orderId)(store.getState()).data;

const unreachable = Object.assign(new ClickCollectGatewayInMemory(), {
  orders: () => Promise.reject(new Error('offline')),
  order: () => Promise.reject(new Error('offline')),
});

describe('reading click-and-collect orders', () => {
  it('given the example store, then every order comes with its next statuses', async () => {
    const orders = await storeOver().dispatch(clickCollectOrders.initiate()).unwrap();

    expect(orders).toHaveLength(10);
    expect(orders.find((order) => order.orderNo === 'CC-100001')!.nextStatuses).toEqual(['need_confirmation', 'ready_to_pickup']);
  });

  it('given an id the store does not hold, then the order reads as none', async () => {
    expect(await storeOver().dispatch(clickCollectOrder.initiate('cc-999999')).unwrap()).toBeNull();
  });

  it('given an unreachable service, then the list and the order read as failed', async () => {
    const store = storeOver(unreachable);

    expect((await store.dispatch(clickCollectOrders.initiate())).error).toEqual({ reason: 'offline' });
    expect((await store.dispatch(clickCollectOrder.initiate('cc-100001'))).error).toEqual({ reason: 'offline' });
  });
});

describe('the cached orders after a change', () => {
  it('given the list and an open order read, when its marks are saved, then both show the order the service answered and the list is asked again', async () => {
    const gateway = new ClickCollectGatewayInMemory();
    const store = storeOver(gateway);
    await store.dispatch(clickCollectOrders.initiate());
    const order = (await store.dispatch(clickCollectOrder.initiate('cc-100002')).unwrap())!;
    // The list asked again never answers, so what it shows is the change alone.
    const listAskedAgain = vi.spyOn(gateway, 'orders').mockImplementation(() => new Promise(() => undefined));

    const result = await store.dispatch(clickCollectItemsMarked(order, { [order.details[0]!.id]: 'order_to_hq' }));

    expect(result.ok).toBe(true);
    expect(cachedOrder(store, 'cc-100002')!.details[0]).toMatchObject({ mark: 'order_to_hq', awaitingFromHq: 2 });
    expect(cachedList(store)!.find((candidate) => candidate.id === 'cc-100002')!.details[0]).toMatchObject({ mark: 'order_to_hq', awaitingFromHq: 2 });
    expect(cachedList(store)!.find((candidate) => candidate.id === 'cc-100001')!.status).toBe('open');
    expect(listAskedAgain).toHaveBeenCalledTimes(1);
  });

  it('given an order someone else moved on, when a move the service refuses is asked, then the order and the list are read again', async () => {
    const gateway = new ClickCollectGatewayInMemory();
    const store = storeOver(gateway);
    await store.dispatch(clickCollectOrders.initiate());
    const confirmed = (await store.dispatch(clickCollectOrder.initiate('cc-100004')).unwrap())!;
    await gateway.updateStatus('cc-100004', 'processing_by_hq');

    const result = await store.dispatch(clickCollectStatusUpdated(confirmed, 'processing_by_hq'));

    expect(result.ok).toBe(false);
    await vi.waitFor(() => expect(cachedOrder(store, 'cc-100004')!.status).toBe('processing_by_hq'));
    await vi.waitFor(() => expect(cachedList(store)!.find((order) => order.id === 'cc-100004')!.status).toBe('processing_by_hq'));
  });
});
