import { ok, refused } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import { describe, expect, it } from 'vitest';
import { createApproveOrderPayment, createDownloadOrderPaymentDocument, createLoadOrderList, createVoidOrderPayment, orderPaymentActions } from './order-list';
import { exampleOrderListItem } from './testing/order-examples';
import { OrdersGatewayInMemory } from './testing/orders-gateway.in-memory';
import type { OrderListQuery } from './ports';

const firstPage: OrderListQuery = { filter: { status: null, range: null, search: null }, page: 1, limit: 10 };

describe('load order list', () => {
  it('given 14 orders, when page 2 of 10 is asked, then the last 4 come with the total', async () => {
    const outcome = await createLoadOrderList({ orders: new OrdersGatewayInMemory() })({ ...firstPage, page: 2 });
    expect(outcome.ok && [outcome.page?.items.length, outcome.page?.total, outcome.page?.page]).toEqual([4, 14, 2]);
  });

  it('given a search with spaces around it, then it is sent trimmed and narrows the list', async () => {
    const outcome = await createLoadOrderList({ orders: new OrdersGatewayInMemory() })({ ...firstPage, filter: { ...firstPage.filter, search: '  PO/ADM/3 ' } });
    expect(outcome.ok && outcome.page?.items.map((order) => order.orderNo)).toEqual(['4500000003']);
  });

  it('given a page size other than 10 or 20, then 10 orders a page are asked', async () => {
    const outcome = await createLoadOrderList({ orders: new OrdersGatewayInMemory() })({ ...firstPage, limit: 50 });
    expect(outcome.ok && outcome.page?.limit).toBe(10);
  });

  it('given a range across two years, then the service is not asked and the rules are named', async () => {
    const orders = new OrdersGatewayInMemory({ failing: ['orderList'] });
    expect(await createLoadOrderList({ orders })({ ...firstPage, filter: { ...firstPage.filter, range: { from: '2025-12-01', to: '2026-01-31' } } })).toEqual({
      ok: false,
      errors: ['different_years', 'range_over_30_days'],
    });
  });

  it('given the service fails, then the page is null', async () => {
    expect(await createLoadOrderList({ orders: new OrdersGatewayInMemory({ failing: ['orderList'] }) })(firstPage)).toEqual({ ok: true, page: null });
  });
});

describe('order payment actions', () => {
  it('offers approval only on processing and voiding only while pending', () => {
    expect(orderPaymentActions(exampleOrderListItem(1, 'pending').payment)).toEqual({ approve: false, void: true });
    expect(orderPaymentActions(exampleOrderListItem(2, 'on_processing').payment)).toEqual({ approve: true, void: false });
    for (const final of ['complete', 'failed', 'void'] as const) expect(orderPaymentActions(exampleOrderListItem(3, final).payment)).toEqual({ approve: false, void: false });
    expect(orderPaymentActions(null)).toEqual({ approve: false, void: false });
  });
});

describe('decide order payment', () => {
  it('given a payment on processing, when it is approved, then it is complete and a second approval is refused as final', async () => {
    const orders = new OrdersGatewayInMemory();
    const approve = createApproveOrderPayment({ orders });
    expect(await approve('7000000102')).toEqual(ok(undefined));
    const list = await orders.orderList(firstPage);
    expect(list.items.find((order) => order.orderNo === '4500000002')?.payment?.status.id).toBe('complete');
    expect(await approve('7000000102')).toEqual(refused(userError('orderNumber', 'payment_already_final')));
  });

  it('given a pending payment, when it is voided, then it is void', async () => {
    const orders = new OrdersGatewayInMemory();
    expect(await createVoidOrderPayment({ orders })('7000000101')).toEqual(ok(undefined));
    expect((await orders.orderList(firstPage)).items[0]?.payment?.flags.voided).toBe(true);
  });

  it('given the service cannot be reached, then the refusal names the failed approval', async () => {
    const orders = new OrdersGatewayInMemory({ failing: ['decidePayment'] });
    expect(await createApproveOrderPayment({ orders })('7000000102')).toEqual(refused(userError('orderNumber', 'failed_approve_payment')));
  });
});

describe('download order payment document', () => {
  const receipt = exampleOrderListItem(2, 'on_processing').payment!.documents[0]!;

  it('given the receipt of a payment on processing, then its file comes under its own name', async () => {
    const outcome = await createDownloadOrderPaymentDocument({ orders: new OrdersGatewayInMemory() })(receipt);
    expect(outcome.ok && outcome.file.fileName).toBe('transfer-receipt.pdf');
  });

  it('given the download fails, then it reads as failed rather than thrown', async () => {
    const orders = new OrdersGatewayInMemory({ failing: ['downloadPaymentDocument'] });
    expect(await createDownloadOrderPaymentDocument({ orders })(receipt)).toEqual({ ok: false });
  });
});
