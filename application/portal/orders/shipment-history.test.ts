import { describe, expect, it } from 'vitest';
import { EXAMPLE_TODAY } from './testing/order-examples';
import { OrdersGatewayInMemory } from './testing/orders-gateway.in-memory';
import { checkOrderDateRange, createLoadShipmentHistory, defaultShipmentRange } from './shipment-history';

describe('shipment history range', () => {
  it('opens on the last 30 days up to today, cut at 1 January', () => {
    expect(defaultShipmentRange('2026-03-20')).toEqual({ from: '2026-02-19', to: '2026-03-20' });
    expect(defaultShipmentRange('2026-01-10')).toEqual({ from: '2026-01-01', to: '2026-01-10' });
  });

  it('names every date-filter rule a range breaks', () => {
    expect(checkOrderDateRange({ from: '2026-01-01', to: '2026-03-15' })).toEqual(['range_over_30_days']);
    expect(checkOrderDateRange({ from: '2025-12-20', to: '2026-01-05' })).toEqual(['different_years']);
    expect(checkOrderDateRange({ from: '2026-03-15', to: '2026-03-01' })).toEqual(['from_after_to']);
    expect(checkOrderDateRange({ from: '2026-03-01', to: '2026-03-30' })).toEqual([]);
  });
});

describe('load shipment history', () => {
  it('given a valid range, then the shipped deliveries and those not yet shipped of the range come back', async () => {
    const outcome = await createLoadShipmentHistory({ orders: new OrdersGatewayInMemory() })(defaultShipmentRange(EXAMPLE_TODAY));
    expect(outcome.ok && outcome.history.shipped?.map((delivery) => delivery.doNumber)).toEqual(['8000001001']);
    expect(outcome.ok && outcome.history.open?.map((company) => company.deliveries.map((delivery) => delivery.doNumber))).toEqual([['8000001002', '8000001003'], ['8000002002']]);
  });

  it('given a range over 30 days, then the service is not asked and the rule is named', async () => {
    const orders = new OrdersGatewayInMemory({ failing: ['shippedOrders', 'openDeliveries'] });
    expect(await createLoadShipmentHistory({ orders })({ from: '2026-01-01', to: '2026-03-20' })).toEqual({ ok: false, errors: ['range_over_30_days'] });
  });

  it('given one list fails, then only that list is missing', async () => {
    const outcome = await createLoadShipmentHistory({ orders: new OrdersGatewayInMemory({ failing: ['shippedOrders'] }) })(defaultShipmentRange(EXAMPLE_TODAY));
    expect(outcome.ok && outcome.history.shipped).toBeNull();
    expect(outcome.ok && outcome.history.open?.length).toBe(2);
  });
});
