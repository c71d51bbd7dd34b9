import { refused } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import { describe, expect, it } from 'vitest';
import { ClickCollectGatewayInMemory } from './testing/click-collect-gateway.in-memory';
import { createClickCollectUseCases } from './click-collect-use-cases';
import type { ClickCollectChangeOutcome, ClickCollectGateway, ClickCollectItemMarkChange, ClickCollectOrder } from './ports';

/** The in-memory gateway, remembering the marks it was sent. */
class MarkRecordingGateway extends ClickCollectGatewayInMemory {
  readonly marked: (readonly ClickCollectItemMarkChange[])[] = [];

  override async markItems(orderId: string, items: readonly ClickCollectItemMarkChange[]): Promise<ClickCollectChangeOutcome> {
    this.marked.push(items);
    return super.markItems(orderId, items);
  }
}

function setUp(gateway: ClickCollectGateway = new ClickCollectGatewayInMemory()) {
  return { gateway, useCases: createClickCollectUseCases({ clickCollect: gateway }) };
}

async function orderNo(gateway: ClickCollectGateway, number: string): Promise<ClickCollectOrder> {
  return (await gateway.orders()).find((order) => order.orderNo === number)!;
}

/** A gateway whose every call fails, as when the service cannot be reached. */
const unreachable: ClickCollectGateway = {
  orders: () => Promise.reject(new Error('offline')),
  order: () => Promise.reject(new Error('offline')),
  updateStatus: () => Promise.reject(new Error('offline')),
  updateShipments: () => Promise.reject(new Error('offline')),
  markItems: () => Promise.reject(new Error('offline')),
};

describe('updating the status', () => {
  it('given an open order with an item from HQ, when it is moved to Ready to Pickup, then the domain refuses and nothing is sent', async () => {
    const { useCases, gateway } = setUp();
    const order = await orderNo(gateway, 'CC-100001');
    expect(await useCases.updateClickCollectStatus(order, 'ready_to_pickup')).toEqual({ ok: false, error: [{ field: 'status', key: 'click_collect_items_not_ready' }] });
    expect((await orderNo(gateway, 'CC-100001')).status).toBe('open');
  });

  it('given an order ready to pickup, when it is completed, then it answers the order as complete with no next status', async () => {
    const { useCases, gateway } = setUp();
    const result = await useCases.updateClickCollectStatus(await orderNo(gateway, 'CC-100009'), 'complete');
    expect(result).toMatchObject({ ok: true, value: { status: 'complete', nextStatuses: [] } });
  });

  it('given a refusal of the service, then its dictionary key is answered on the status', async () => {
    const order = await orderNo(new ClickCollectGatewayInMemory(), 'CC-100004');
    const { useCases } = setUp({ ...unreachable, updateStatus: async () => refused(userError('status', 'order_changed')) });
    expect(await useCases.updateClickCollectStatus(order, 'processing_by_hq')).toEqual({ ok: false, error: [{ field: 'status', key: 'order_changed' }] });
  });

  it('given an unreachable service, then the update failed', async () => {
    const { useCases } = setUp(unreachable);
    const order = await orderNo(new ClickCollectGatewayInMemory(), 'CC-100004');
    expect(await useCases.updateClickCollectStatus(order, 'processing_by_hq')).toEqual({ ok: false, error: [{ field: 'status', key: 'failed_update_status' }] });
  });
});

describe('recording a shipment', () => {
  it('given 3 tubes awaited, when 1 is typed, then it is recorded and the order is partially shipped; the other 2 then ship it', async () => {
    const { useCases, gateway } = setUp();
    const order = await orderNo(gateway, 'CC-100006');
    const tube = order.details.find((item) => item.mark === 'order_to_hq')!;

    const first = await useCases.recordClickCollectShipment(order, { [tube.id]: ' 1 ' });
    expect(first).toMatchObject({ ok: true, value: { status: 'partially_shipped' } });
    const second = await useCases.recordClickCollectShipment((first as { value: ClickCollectOrder }).value, { [tube.id]: '2' });
    expect(second).toMatchObject({ ok: true, value: { status: 'shipped' } });
    expect((second as { value: ClickCollectOrder }).value.details.find((item) => item.id === tube.id)).toMatchObject({ qtyShipped: 3, awaitingFromHq: 0, ready: true });
  });

  it('given quantities the domain refuses, then each item gets its message and nothing is recorded', async () => {
    const { useCases, gateway } = setUp();
    const order = await orderNo(gateway, 'CC-100006');
    const [tube, helmet] = order.details;
    const result = await useCases.recordClickCollectShipment(order, { [tube!.id]: '4', [helmet!.id]: '1' });
    expect(result).toEqual({
      ok: false,
      error: [
        { field: 'shipment', key: 'shipment_exceeds_ordered', itemId: tube!.id },
        { field: 'shipment', key: 'shipment_item_not_from_hq', itemId: helmet!.id },
      ],
    });
    expect(await useCases.recordClickCollectShipment(order, { [tube!.id]: '1.5' })).toMatchObject({ error: [{ key: 'shipment_quantity_invalid' }] });
    expect(await useCases.recordClickCollectShipment(order, { [tube!.id]: '0' })).toMatchObject({ error: [{ key: 'shipment_quantity_invalid' }] });
    expect((await orderNo(gateway, 'CC-100006')).details[0]!.qtyShipped).toBe(0);
  });

  it('given nothing typed, then the shipment is refused as empty', async () => {
    const { useCases, gateway } = setUp();
    expect(await useCases.recordClickCollectShipment(await orderNo(gateway, 'CC-100006'), { anything: '  ' })).toEqual({ ok: false, error: [{ field: 'shipment', key: 'click_collect_shipment_empty' }] });
  });

  it('given an order HQ is not shipping, then no shipment is sent', async () => {
    const { useCases, gateway } = setUp();
    const order = await orderNo(gateway, 'CC-100005');
    expect(await useCases.recordClickCollectShipment(order, { [order.details[0]!.id]: '1' })).toEqual({ ok: false, error: [{ field: 'shipment', key: 'click_collect_not_shipping' }] });
  });
});

describe('marking items', () => {
  it('given an open order, when one item is marked Order to HQ, then only that item is sent and the order awaits HQ', async () => {
    const gateway = new MarkRecordingGateway();
    const { useCases } = setUp(gateway);
    const order = await orderNo(gateway, 'CC-100002');
    const tube = order.details[0]!;

    const result = await useCases.markClickCollectItems(order, { [tube.id]: 'order_to_hq' });

    expect(gateway.marked).toEqual([[{ itemId: tube.id, mark: 'order_to_hq' }]]);
    expect(result).toMatchObject({ ok: true, value: { details: [{ mark: 'order_to_hq', awaitingFromHq: 2, ready: false }] } });
  });

  it('given marks that change nothing, then nothing is sent', async () => {
    const { useCases, gateway } = setUp();
    const order = await orderNo(gateway, 'CC-100001');
    expect(await useCases.markClickCollectItems(order, Object.fromEntries(order.details.map((item) => [item.id, item.mark])))).toEqual({
      ok: false,
      error: [{ field: 'items', key: 'click_collect_marks_unchanged' }],
    });
  });

  it('given an order no longer open, then its marks are settled', async () => {
    const { useCases, gateway } = setUp();
    const order = await orderNo(gateway, 'CC-100004');
    expect(await useCases.markClickCollectItems(order, { [order.details[0]!.id]: 'ready_to_pickup' })).toEqual({ ok: false, error: [{ field: 'items', key: 'click_collect_marks_settled' }] });
  });
});
