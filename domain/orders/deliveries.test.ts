import { describe, expect, it } from 'vitest';
import { deliveryState, groupOpenOrdersByCompany, orderDeliveryState } from './deliveries';

const TODAY = '2026-03-15';
const none = { deliveryDate: null, estimatedDeliveryDate: null, trackingNo: null };

describe('delivery states', () => {
  it('awaits confirmation until an estimated delivery date is known', () => {
    expect(deliveryState(none, TODAY)).toBe('awaiting_confirmation');
    expect(deliveryState({ ...none, estimatedDeliveryDate: '2026-03-20' }, TODAY)).toBe('in_progress');
  });

  it('is shipped once tracked or once the delivery date has come', () => {
    expect(deliveryState({ ...none, trackingNo: 'JNE123' }, TODAY)).toBe('shipped');
    expect(deliveryState({ ...none, deliveryDate: TODAY }, TODAY)).toBe('shipped');
    expect(deliveryState({ ...none, deliveryDate: '2026-03-16', estimatedDeliveryDate: '2026-03-18' }, TODAY)).toBe('in_progress');
    expect(deliveryState({ ...none, trackingNo: '  ' }, TODAY)).toBe('awaiting_confirmation');
  });

  it('gives an order the state of its least advanced delivery', () => {
    expect(orderDeliveryState(['shipped', 'in_progress'])).toBe('in_progress');
    expect(orderDeliveryState(['shipped', 'awaiting_confirmation', 'in_progress'])).toBe('awaiting_confirmation');
    expect(orderDeliveryState(['shipped'])).toBe('shipped');
    expect(orderDeliveryState([])).toBeNull();
  });
});

describe('open orders by company', () => {
  it('groups orders and deliveries by company, linking deliveries to the orders they carry', () => {
    const orders = [
      { soNumber: 'SO-2', companyCode: 'ID02', companyName: 'Second', article: 'B' },
      { soNumber: 'SO-1', companyCode: 'ID01', companyName: 'First', article: 'A' },
      { soNumber: 'SO-3', companyCode: 'ID01', companyName: 'First', article: 'C' },
    ];
    const deliveries = [
      { doNumber: 'DO-1', companyCode: 'ID01', ...none, trackingNo: 'T1', detail: [{ orderNo: 'SO-1' }, { orderNo: 'SO-1' }] },
      { doNumber: 'DO-2', companyCode: 'ID01', ...none, estimatedDeliveryDate: '2026-03-20', detail: [{ orderNo: 'SO-1' }] },
      { doNumber: 'DO-3', companyCode: 'ID03', companyName: 'Third', ...none, detail: [{ orderNo: 'SO-9' }] },
    ];
    const grouped = groupOpenOrdersByCompany(orders, deliveries, TODAY);
    expect(grouped.map((company) => [company.companyCode, company.companyName, company.orders.map((order) => order.soNumber), company.deliveries.map((delivery) => delivery.doNumber)])).toEqual([
      ['ID01', 'First', ['SO-1', 'SO-3'], ['DO-1', 'DO-2']],
      ['ID02', 'Second', ['SO-2'], []],
      ['ID03', 'Third', [], ['DO-3']],
    ]);
    const first = grouped[0]!;
    expect(first.orders[0]).toMatchObject({ soNumber: 'SO-1', article: 'A', doNumbers: ['DO-1', 'DO-2'], deliveryState: 'in_progress' });
    expect(first.orders[1]).toMatchObject({ doNumbers: [], deliveryState: null });
    expect(first.deliveries.map((delivery) => delivery.state)).toEqual(['shipped', 'in_progress']);
    expect(first.deliveryStateCounts).toEqual({ awaiting_confirmation: 0, in_progress: 1, shipped: 1 });
  });
});
