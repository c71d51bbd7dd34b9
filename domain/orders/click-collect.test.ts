import { describe, expect, it } from 'vitest';
import {
  clickCollectStatusFromLabel,
  isItemReady,
  nextClickCollectStatuses,
  recordShipment,
  statusAfterShipment,
  updateClickCollectStatus,
  type ClickCollectItem,
} from './click-collect';

const inStore: ClickCollectItem = { id: '1', name: 'Bottle cage', sku: 'BC-1', qty: 2, qtyShipped: 0, mark: 'ready_to_pickup' };
const fromHq: ClickCollectItem = { id: '2', name: 'Trail bike M', sku: 'TB-M', qty: 3, qtyShipped: 0, mark: 'order_to_hq' };

describe('click and collect statuses', () => {
  it('sends an order served from the store straight to ready to pickup, then complete', () => {
    expect(updateClickCollectStatus({ status: 'open', details: [inStore] }, 'ready_to_pickup')).toEqual({ ok: true, value: 'ready_to_pickup' });
    expect(updateClickCollectStatus({ status: 'ready_to_pickup', details: [inStore] }, 'complete')).toEqual({ ok: true, value: 'complete' });
  });

  it('walks an order with items from HQ through the HQ leg', () => {
    expect(updateClickCollectStatus({ status: 'open', details: [inStore, fromHq] }, 'ready_to_pickup')).toEqual({ ok: false, error: 'click_collect_items_not_ready' });
    expect(updateClickCollectStatus({ status: 'open', details: [inStore, fromHq] }, 'need_confirmation').ok).toBe(true);
    expect(nextClickCollectStatuses('need_confirmation')).toEqual(['confirmed']);
    expect(nextClickCollectStatuses('confirmed')).toEqual(['processing_by_hq']);
    expect(nextClickCollectStatuses('processing_by_hq')).toEqual(['shipment_from_hq']);
  });

  it('asks HQ to confirm only when something comes from HQ', () => {
    expect(updateClickCollectStatus({ status: 'open', details: [inStore] }, 'need_confirmation')).toEqual({ ok: false, error: 'click_collect_nothing_from_hq' });
  });

  it('checks shipped quantities before shipped and partially shipped', () => {
    const someShipped = { ...fromHq, qtyShipped: 1 };
    const allShipped = { ...fromHq, qtyShipped: 3 };
    expect(updateClickCollectStatus({ status: 'shipment_from_hq', details: [fromHq] }, 'partially_shipped')).toEqual({ ok: false, error: 'click_collect_nothing_shipped' });
    expect(updateClickCollectStatus({ status: 'shipment_from_hq', details: [someShipped] }, 'partially_shipped').ok).toBe(true);
    expect(updateClickCollectStatus({ status: 'shipment_from_hq', details: [someShipped] }, 'shipped')).toEqual({ ok: false, error: 'click_collect_shipment_incomplete' });
    expect(updateClickCollectStatus({ status: 'partially_shipped', details: [allShipped] }, 'shipped').ok).toBe(true);
    expect(updateClickCollectStatus({ status: 'shipped', details: [inStore, allShipped] }, 'ready_to_pickup').ok).toBe(true);
  });

  it('refuses moves the table does not list, and any move from complete', () => {
    expect(updateClickCollectStatus({ status: 'open', details: [fromHq] }, 'shipped')).toEqual({ ok: false, error: 'click_collect_transition_not_allowed' });
    expect(updateClickCollectStatus({ status: 'complete', details: [inStore] }, 'open')).toEqual({ ok: false, error: 'click_collect_already_complete' });
  });

  it('reads the spec names of the statuses', () => {
    expect(clickCollectStatusFromLabel('Processing By HQ')).toBe('processing_by_hq');
    expect(clickCollectStatusFromLabel('ready to pickup')).toBe('ready_to_pickup');
    expect(clickCollectStatusFromLabel('Cancelled')).toBeNull();
  });
});

describe('items and shipments', () => {
  it('marks an item ready when it is served from the store or fully shipped from HQ', () => {
    expect(isItemReady(inStore)).toBe(true);
    expect(isItemReady(fromHq)).toBe(false);
    expect(isItemReady({ ...fromHq, qtyShipped: 3 })).toBe(true);
  });

  it('adds shipped units and moves the status by what is still awaited', () => {
    const first = recordShipment([inStore, fromHq], [{ itemId: '2', qty: 1 }]);
    expect(first.ok && first.value[1]!.qtyShipped).toBe(1);
    expect(first.ok && statusAfterShipment({ status: 'shipment_from_hq', details: first.value })).toBe('partially_shipped');
    const second = first.ok ? recordShipment(first.value, [{ itemId: '2', qty: 1 }, { itemId: '2', qty: 1 }]) : first;
    expect(second.ok && statusAfterShipment({ status: 'partially_shipped', details: second.value })).toBe('shipped');
  });

  it('refuses a wrong shipment whole', () => {
    expect(recordShipment([inStore, fromHq], [{ itemId: '9', qty: 1 }])).toEqual({ ok: false, error: 'shipment_unknown_item' });
    expect(recordShipment([inStore, fromHq], [{ itemId: '1', qty: 1 }])).toEqual({ ok: false, error: 'shipment_item_not_from_hq' });
    expect(recordShipment([inStore, fromHq], [{ itemId: '2', qty: 0 }])).toEqual({ ok: false, error: 'shipment_quantity_invalid' });
    expect(recordShipment([inStore, fromHq], [{ itemId: '2', qty: 2 }, { itemId: '2', qty: 2 }])).toEqual({ ok: false, error: 'shipment_exceeds_ordered' });
  });

  it('leaves the status alone outside the shipping steps', () => {
    expect(statusAfterShipment({ status: 'confirmed', details: [{ ...fromHq, qtyShipped: 3 }] })).toBe('confirmed');
  });
});
