import { describe, expect, it } from 'vitest';
import { exampleClickCollectOrders, toClickCollectOrder } from './testing/click-collect-gateway.in-memory';
import { clickCollectStatusParameter, filterClickCollectOrders } from './order-list';

const orders = exampleClickCollectOrders().map(toClickCollectOrder);

describe('the click-and-collect list', () => {
  it('given a status, then only its orders show, in the order the service answered', () => {
    const list = filterClickCollectOrders(orders, 'open');
    expect(list.orders.map((order) => order.orderNo)).toEqual(['CC-100001', 'CC-100002']);
  });

  it('given no status, then every order shows; the counts cover every status whatever the filter', () => {
    const all = filterClickCollectOrders(orders, null);
    expect(all.orders).toHaveLength(10);
    expect(filterClickCollectOrders(orders, 'complete').counts).toEqual(all.counts);
    expect(all.counts).toMatchObject({ open: 2, need_confirmation: 1, complete: 1 });
    expect(Object.values(all.counts).reduce((sum, count) => sum + count, 0)).toBe(all.total);
  });

  it('reads a status parameter by its key, and ignores anything else', () => {
    expect(clickCollectStatusParameter('processing_by_hq')).toBe('processing_by_hq');
    expect(clickCollectStatusParameter('Processing By HQ')).toBeNull();
    expect(clickCollectStatusParameter(null)).toBeNull();
  });
});
