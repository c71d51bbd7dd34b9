import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canMarkClickCollectItems,
  canRecordClickCollectShipment,
  CLICK_COLLECT_STATUSES,
  INITIAL_CLICK_COLLECT_STATUS,
  isFinalClickCollectStatus,
  nextClickCollectStatuses,
  recordShipment,
  statusAfterShipment,
  unitsAwaitingHq,
  updateClickCollectStatus,
  type ClickCollectItem,
  type ClickCollectStatus,
} from './click-collect';

/** Items per order: a consumer's basket. */
const MAX_ITEMS = 6;
/** Units per item. */
const MAX_QTY = 5;
/** Shipment lines per shipment. */
const MAX_SHIPMENT_LINES = 6;

const statuses = fc.constantFrom(...CLICK_COLLECT_STATUSES);
const items: fc.Arbitrary<ClickCollectItem[]> = fc
  .array(fc.record({ qty: fc.integer({ min: 1, max: MAX_QTY }), shipped: fc.integer({ min: 0, max: MAX_QTY }), fromHq: fc.boolean() }), { minLength: 1, maxLength: MAX_ITEMS })
  .map((drawn) =>
    drawn.map((item, index) => ({
      id: String(index),
      name: `Item ${index}`,
      sku: `SKU-${index}`,
      qty: item.qty,
      qtyShipped: item.fromHq ? Math.min(item.shipped, item.qty) : 0,
      mark: item.fromHq ? 'order_to_hq' : 'ready_to_pickup',
    })),
  );
const shipments = fc.array(fc.record({ itemId: fc.integer({ min: 0, max: MAX_ITEMS }).map(String), qty: fc.integer({ min: 0, max: MAX_QTY }) }), { maxLength: MAX_SHIPMENT_LINES });

function reachableFrom(start: ClickCollectStatus): Set<ClickCollectStatus> {
  const seen = new Set<ClickCollectStatus>([start]);
  const queue = [start];
  while (queue.length > 0) {
    for (const next of nextClickCollectStatuses(queue.shift()!)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

describe('click and collect properties', () => {
  it('every status is reachable from the initial one', () => {
    expect([...reachableFrom(INITIAL_CLICK_COLLECT_STATUS)].sort()).toEqual([...CLICK_COLLECT_STATUSES].sort());
  });

  it('marks are settled before HQ ships: no status that records shipments leads back to one that changes marks', () => {
    fc.assert(
      fc.property(statuses, (status) => {
        fc.pre(canRecordClickCollectShipment(status));
        expect(canMarkClickCollectItems(status)).toBe(false);
        expect([...reachableFrom(status)].filter(canMarkClickCollectItems)).toEqual([]);
      }),
    );
  });

  it('no update leaves a final status, whatever the items', () => {
    fc.assert(
      fc.property(statuses, statuses, items, (from, to, details) => {
        fc.pre(isFinalClickCollectStatus(from));
        expect(updateClickCollectStatus({ status: from, details }, to).ok).toBe(false);
      }),
    );
  });

  it('complete is the only final status', () => {
    fc.assert(
      fc.property(statuses, (status) => {
        expect(isFinalClickCollectStatus(status)).toBe(status === 'complete');
      }),
    );
  });

  it('every status can reach complete', () => {
    fc.assert(
      fc.property(statuses, (status) => {
        expect(reachableFrom(status).has('complete')).toBe(true);
      }),
    );
  });

  it('an accepted update is always one the table lists', () => {
    fc.assert(
      fc.property(statuses, statuses, items, (from, to, details) => {
        if (updateClickCollectStatus({ status: from, details }, to).ok) expect(nextClickCollectStatuses(from)).toContain(to);
      }),
    );
  });

  it('every order, whatever its items, can be brought to complete by allowed updates and shipments', () => {
    fc.assert(
      fc.property(items, (drawn) => {
        const fresh = drawn.map((item) => ({ ...item, qtyShipped: 0 }));
        let order = { status: INITIAL_CLICK_COLLECT_STATUS, details: fresh };
        const step = (to: ClickCollectStatus) => {
          const moved = updateClickCollectStatus(order, to);
          expect(moved).toEqual({ ok: true, value: to });
          order = { ...order, status: to };
        };
        if (fresh.some((item) => item.mark === 'order_to_hq')) {
          for (const to of ['need_confirmation', 'confirmed', 'processing_by_hq', 'shipment_from_hq'] as const) step(to);
          const shipped = recordShipment(order.details, order.details.filter((item) => unitsAwaitingHq(item) > 0).map((item) => ({ itemId: item.id, qty: unitsAwaitingHq(item) })));
          if (!shipped.ok) throw new Error(shipped.error);
          order = { ...order, details: shipped.value };
          step(statusAfterShipment(order));
        }
        step('ready_to_pickup');
        step('complete');
      }),
    );
  });

  it('an accepted shipment never ships more than ordered, and adds exactly its lines', () => {
    fc.assert(
      fc.property(items, shipments, (details, shipment) => {
        const result = recordShipment(details, shipment);
        if (!result.ok) return;
        result.value.forEach((item, index) => {
          const added = shipment.filter((line) => line.itemId === item.id).reduce((units, line) => units + line.qty, 0);
          expect(item.qtyShipped).toBe(details[index]!.qtyShipped + added);
          expect(item.qtyShipped).toBeLessThanOrEqual(item.qty);
        });
      }),
    );
  });

  it('the status after a shipment is unchanged or one an update would accept', () => {
    fc.assert(
      fc.property(statuses, items, (status, details) => {
        const after = statusAfterShipment({ status, details });
        if (after !== status) expect(updateClickCollectStatus({ status, details }, after)).toEqual({ ok: true, value: after });
      }),
    );
  });
});
