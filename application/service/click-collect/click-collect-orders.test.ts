import { describe, expect, it } from 'vitest';
import type { ClickCollectStatus } from '../../../domain/orders/click-collect';
import { ActiveCustomerRepositoryInMemory, DEALER_CUSTOMER } from '../customers/testing/active-customers.in-memory';
import { ClockFixed } from '../invoices/testing/invoices.in-memory';
import { givenPrincipal } from '../shared/testing/principals';
import { clickCollectOrders, markClickCollectItems, updateClickCollectOrderStatus, updateClickCollectShipments } from './click-collect-orders';
import type { ClickCollectOrderRecord } from './ports';
import { ClickCollectRepositoryInMemory } from './testing/click-collect.in-memory';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function order(n: number, status: ClickCollectStatus, details: ClickCollectOrderRecord['details'], customerId = 'c1'): ClickCollectOrderRecord {
  const at = new Date('2026-03-15T00:00:00Z');
  return { id: ID(n), orderNo: `CC-${n}`, customerId, consumerName: 'Consumer', consumerEmail: null, consumerPhone: null, status, details, createdAt: at, updatedAt: at };
}

function given() {
  const repository = new ClickCollectRepositoryInMemory([
    order(1, 'open', [
      { id: 'i1', name: 'Helmet', sku: 'H', qty: 1, qtyShipped: 0, mark: 'ready_to_pickup' },
      { id: 'i2', name: 'Bike', sku: 'B', qty: 2, qtyShipped: 0, mark: 'order_to_hq' },
    ]),
    order(2, 'shipment_from_hq', [{ id: 'i3', name: 'Chain', sku: 'C', qty: 3, qtyShipped: 0, mark: 'order_to_hq' }]),
    order(3, 'open', [{ id: 'i4', name: 'Tube', sku: 'T', qty: 1, qtyShipped: 0, mark: 'ready_to_pickup' }], 'c2'),
  ]);
  return { deps: { activeCustomers: new ActiveCustomerRepositoryInMemory([DEALER_CUSTOMER]), clickCollect: repository, clock: new ClockFixed(new Date('2026-03-15T05:00:00Z')) }, repository };
}

const dealer = givenPrincipal({ ownCustomerId: 'c1' });

describe('click and collect', () => {
  it('given orders of two stores, when listed by a label, then only the session’s store’s orders of that status', async () => {
    const { deps } = given();
    const outcome = await clickCollectOrders(deps, dealer, { statuses: ['Open'] });
    expect(outcome.ok && outcome.value.map((found) => found.orderNo)).toEqual(['CC-1']);
    expect(await clickCollectOrders(deps, dealer, { statuses: ['Cancelled'] })).toEqual({ ok: false, error: 'unknown_status' });
  });

  it('given an order with an item from HQ, when it is set ready to pickup, then refused; need confirmation is allowed', async () => {
    const { deps } = given();
    expect(await updateClickCollectOrderStatus(deps, dealer, { orderId: ID(1), status: 'ready_to_pickup' })).toEqual({ ok: false, error: 'click_collect_items_not_ready' });
    const moved = await updateClickCollectOrderStatus(deps, dealer, { orderId: ID(1), status: 'Need Confirmation' });
    expect(moved.ok && moved.value.status).toBe('need_confirmation');
  });

  it('given HQ shipping, when units arrive in two shipments, then partially shipped, then shipped; too many units are refused whole', async () => {
    const { deps, repository } = given();
    expect(await updateClickCollectShipments(deps, dealer, { orderId: ID(2), lines: [{ itemId: 'i3', qty: 4 }] })).toEqual({ ok: false, error: 'shipment_exceeds_ordered' });
    const first = await updateClickCollectShipments(deps, dealer, { orderId: ID(2), lines: [{ itemId: 'i3', qty: 1 }] });
    expect(first.ok && first.value.status).toBe('partially_shipped');
    const second = await updateClickCollectShipments(deps, dealer, { orderId: ID(2), lines: [{ itemId: 'i3', qty: 2 }] });
    expect(second.ok && [second.value.status, second.value.details[0]!.qtyShipped]).toEqual(['shipped', 3]);
    expect(repository.shipments).toHaveLength(2);
    expect(await updateClickCollectShipments(deps, dealer, { orderId: ID(2), lines: [{ itemId: 'i3', qty: 1 }] })).toEqual({ ok: false, error: 'click_collect_not_shipping' });
  });

  it('given an open order, when items are marked, then the marks change; another store’s order is not found', async () => {
    const { deps } = given();
    const marked = await markClickCollectItems(deps, dealer, { orderId: ID(1), items: [{ itemId: 'i2', mark: 'ready_to_pickup' }] });
    expect(marked.ok && marked.value.details.map((item) => item.mark)).toEqual(['ready_to_pickup', 'ready_to_pickup']);
    expect(await markClickCollectItems(deps, dealer, { orderId: ID(3), items: [{ itemId: 'i4', mark: 'order_to_hq' }] })).toEqual({ ok: false, error: 'order_not_found' });
  });
});
