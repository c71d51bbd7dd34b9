import { describe, expect, it } from 'vitest';
import { exampleClickCollectOrders, toClickCollectOrder } from './testing/click-collect-gateway.in-memory';
import { clickCollectOrderActions } from './order-actions';

const byNumber = (orderNo: string) => toClickCollectOrder(exampleClickCollectOrders().find((order) => order.orderNo === orderNo)!);

describe('what can be done with an order', () => {
  it('given an open order, then its items can be marked and no shipment recorded', () => {
    expect(clickCollectOrderActions(byNumber('CC-100001'))).toEqual({
      canMarkItems: true,
      canRecordShipment: false,
      nextSteps: [
        { status: 'need_confirmation', isFinal: false },
        { status: 'ready_to_pickup', isFinal: false },
      ],
    });
  });

  it('given an order HQ ships with units still to come, then a shipment can be recorded and the marks are settled', () => {
    expect(clickCollectOrderActions(byNumber('CC-100007'))).toMatchObject({ canMarkItems: false, canRecordShipment: true });
  });

  it('given an order ready to pickup, then its only step is Complete, which is final', () => {
    expect(clickCollectOrderActions(byNumber('CC-100009')).nextSteps).toEqual([{ status: 'complete', isFinal: true }]);
  });

  it('given a complete order, then nothing can be done', () => {
    expect(clickCollectOrderActions(byNumber('CC-100010'))).toEqual({ canMarkItems: false, canRecordShipment: false, nextSteps: [] });
  });
});
