import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/dates/calendar-day';
import { products } from '../../infrastructure/db/catalogue/schema';
import { orderLines, orders, stockOrderConfirmations } from '../../infrastructure/db/orders/schema';
import { paymentMerchants, paymentMethods, paymentRequests } from '../../infrastructure/db/payments/schema';
import { customers } from '../../infrastructure/db/schema';
import { DEMO_INVOICING_FIXTURES as F } from '../../infrastructure/db/seed/demo-invoicing';
import { CHECKOUT, type CheckoutAnswer } from './support/commerce';
import { DEMO_COMMERCE_FIXTURES } from '../../infrastructure/db/seed/demo-commerce';
import { gql, signInActingFor } from './support/invoicing';
import { signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const OPEN_ORDERS = `query Open($custAreaSorgs: [String!], $creditCustomers: [String!]) {
  openOrderV4(custAreaSorgs: $custAreaSorgs, creditCustomers: $creditCustomers) {
    companyCode companyName
    orders { id soNumber orderNumber orderType poNumber createdAt requestDeliveryDate expectedDeliveryDate custCode custName shipTo shipToDetail { name address }
      articleCode articleCodeDisplay articleName productCategory modelYear qty uom currency price subTotal status deliveryState doNumbers }
    deliveries { doNumber state stateLabel trackingNo detail { orderNo orderQty } }
    deliveryStateCounts { state count }
  }
}`;
const SHIPPED = `query Shipped($from: String!, $to: String!) { shippedOrders(from: $from, to: $to) { doNumber state deliveryDate trackingNo trackingUrl detail { orderNo } } }`;
const OPEN_DELIVERIES = `query Deliveries($from: String!, $to: String!) { openDeliveryV4(from: $from, to: $to) { companyCode deliveries { doNumber state stateLabel } } }`;
const EXPORT = `mutation Export { createOpenOrderReport { message { status description } userErrors { field message } report { id fileName contentType size downloadUrl expiresAt } } }`;
const ORDER_LIST = `query Orders($withPayment: Boolean) {
  orders(withPayment: $withPayment) {
    total items { order_no order_status total_order custPoNo orderStatus { description pendingB2B }
      orderPayment { orderNumber amount paymentStatus { id description } waiting uploaded failed voided completed merchant virtualAccountNo }
      details { articleCode qty } stockConfirmations { lineNo qty source confirmedDate } }
  }
}`;
const VOID = `mutation Void($orderNumber: String!) { voidPayment(orderNumber: $orderNumber) { userErrors { field message } paymentRequest { status { id } } } }`;
const APPROVE = `mutation Approve($orderNumber: String!) { approvePayment(orderNumber: $orderNumber) { userErrors { field message } paymentRequest { status { id } } } }`;

type OpenOrderCompany = {
  companyCode: string;
  companyName: string;
  orders: Record<string, unknown>[] & { soNumber: string; deliveryState: string | null; doNumbers: string[] }[];
  deliveries: { doNumber: string; state: string; stateLabel: string }[];
  deliveryStateCounts: { state: string; count: number }[];
};

const todayInJakarta = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

describe.each(ENGINES)('orders and deliveries on %s', (engine) => {
  let server: TestServer;
  let dealer: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    dealer = (await signInAs(server, 'dealer')).requestToken;
  });
  afterAll(() => server.close());

  it('groups open orders by company with their deliveries in each state, an order taking its least advanced delivery', async () => {
    const answer = await gql<{ openOrderV4: OpenOrderCompany[] }>(server, dealer, OPEN_ORDERS);
    const [company] = answer.data!.openOrderV4;
    expect(company).toMatchObject({ companyCode: 'ID01-1000', companyName: 'PT Velocita Indonesia' });
    const stateOf = (so: string) => company!.orders.find((order) => order.soNumber === so)!;
    expect(stateOf('1000001001')).toMatchObject({ deliveryState: 'shipped', doNumbers: ['8000001001'] });
    expect(stateOf('1000001002')).toMatchObject({ deliveryState: 'in_progress' });
    expect(stateOf('1000001003')).toMatchObject({ deliveryState: 'awaiting_confirmation' });
    expect(stateOf('1000001004')).toMatchObject({ deliveryState: 'in_progress', doNumbers: ['8000001004', '8000001005'] });
    expect(stateOf('1000001005')).toMatchObject({ deliveryState: null, doNumbers: [] });
    expect(company!.deliveryStateCounts).toEqual([
      { state: 'awaiting_confirmation', count: 1 },
      { state: 'in_progress', count: 2 },
      { state: 'shipped', count: 2 },
    ]);
    expect(company!.deliveries.map((delivery) => delivery.stateLabel)).toEqual(expect.arrayContaining(['Shipped', 'In progress', 'Awaiting Confirmation']));

    const { requestToken: multico } = await signInAs(server, 'multico');
    const several = await gql<{ openOrderV4: OpenOrderCompany[] }>(server, multico, OPEN_ORDERS);
    expect(several.data!.openOrderV4.map((group) => group.companyCode)).toEqual(['ID01-1000', 'ID01-2000', 'SG01-1000']);
    const onlySingapore = await gql<{ openOrderV4: OpenOrderCompany[] }>(server, multico, OPEN_ORDERS, { custAreaSorgs: ['SG01'] });
    expect(onlySingapore.data!.openOrderV4.map((group) => group.companyCode)).toEqual(['SG01-1000']);
  });

  it('lists shipped deliveries and open deliveries of a date range, under the date-filter rules', async () => {
    const today = todayInJakarta();
    const from = addDays(today, -29) < `${today.slice(0, 4)}-01-01` ? `${today.slice(0, 4)}-01-01` : addDays(today, -29);
    const shipped = await gql<{ shippedOrders: { doNumber: string; state: string; deliveryDate: string | null; trackingUrl: string | null }[] }>(server, dealer, SHIPPED, { from, to: today });
    expect(shipped.data!.shippedOrders.every((delivery) => delivery.state === 'shipped')).toBe(true);
    if (addDays(today, -12) >= from) expect(shipped.data!.shippedOrders.map((delivery) => delivery.doNumber)).toContain('8000001001');
    const open = await gql<{ openDeliveryV4: { companyCode: string; deliveries: { doNumber: string; state: string }[] }[] }>(server, dealer, OPEN_DELIVERIES, { from, to: today });
    const states = open.data!.openDeliveryV4.flatMap((company) => company.deliveries.map((delivery) => delivery.state));
    expect(states).not.toContain('shipped');
    if (addDays(today, -5) >= from) expect(open.data!.openDeliveryV4.flatMap((company) => company.deliveries.map((delivery) => delivery.doNumber))).toEqual(expect.arrayContaining(['8000001002', '8000001003']));
    const tooLong = await gql(server, dealer, SHIPPED, { from: '2026-01-01', to: '2026-02-15' });
    expect(tooLong.errors?.[0]).toMatchObject({ message: 'invalid_date_range', extensions: { code: 'BAD_USER_INPUT', errors: ['range_over_30_days'] } });
  });

  it('exports the open orders as a real workbook whose rows match the open-order query, for its creator only', async () => {
    const created = await gql<{ createOpenOrderReport: { message: { status: boolean }; report: { id: string; fileName: string; contentType: string; size: number; downloadUrl: string } } }>(server, dealer, EXPORT);
    const report = created.data!.createOpenOrderReport.report;
    expect(report.fileName).toBe(`List Open Order - ${todayInJakarta()}.xlsx`);
    expect(report.downloadUrl).toBe(`/api/reports/${report.id}/download`);

    const response = await server.fetch(report.downloadUrl, { headers: { authorization: `Bearer ${dealer}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toContain(`filename="${report.fileName}"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.length).toBe(report.size);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Open Orders')!;
    const headers = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(headers.slice(0, 4)).toEqual(['Company', 'Company Name', 'SO Number', 'Order Number']);
    const column = (name: string) => headers.indexOf(name) + 1;
    const rows: { so: string; article: string; qty: number; subTotal: number; state: string }[] = [];
    sheet.eachRow((row, number) => {
      if (number <= 2) return;
      rows.push({
        so: String(row.getCell(column('SO Number')).value),
        article: String(row.getCell(column('Article Code')).value),
        qty: Number(row.getCell(column('Qty')).value),
        subTotal: Number(row.getCell(column('Subtotal')).value),
        state: String(row.getCell(column('Delivery Status')).value ?? ''),
      });
    });
    const screen = await gql<{ openOrderV4: OpenOrderCompany[] }>(server, dealer, OPEN_ORDERS);
    const labels: Record<string, string> = { shipped: 'Shipped', in_progress: 'In progress', awaiting_confirmation: 'Awaiting Confirmation' };
    const expected = screen.data!.openOrderV4.flatMap((company) =>
      (company.orders as unknown as { soNumber: string; articleCodeDisplay: string; qty: number; subTotal: string; deliveryState: string | null }[]).map((order) => ({
        so: order.soNumber,
        article: order.articleCodeDisplay,
        qty: order.qty,
        subTotal: Number(order.subTotal),
        state: order.deliveryState ? labels[order.deliveryState]! : '',
      })),
    );
    expect(rows).toEqual(expected);
    expect(rows.length).toBeGreaterThan(5);

    const { requestToken: multico } = await signInAs(server, 'multico');
    expect((await server.fetch(report.downloadUrl, { headers: { authorization: `Bearer ${multico}` } })).status).toBe(404);
    expect((await server.fetch(report.downloadUrl)).status).toBe(401);
    expect((await server.fetch(`/api/reports/${randomUUID()}/download`, { headers: { authorization: `Bearer ${dealer}` } })).status).toBe(404);
    const { requestToken: marketing } = await signInAs(server, 'marketing');
    expect((await server.fetch(report.downloadUrl, { headers: { authorization: `Bearer ${marketing}` } })).status).toBe(403);
    expect((await gql(server, marketing, EXPORT)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('opens a pending order payment for an order checked out by virtual account, once however often the checkout is replayed, and offers no card at checkout', async () => {
    const methods = await gql<{ payments: { id: string; type: string; sorg: string }[] }>(server, dealer, `{ payments(module: "order") { id type sorg } }`);
    const methodOf = (type: string) => methods.data!.payments.find((method) => method.sorg === 'ID01' && method.type === type)!.id;
    const place = (paymentId: string, key: string) =>
      gql<CheckoutAnswer>(server, dealer, CHECKOUT, { shipto: 'ST-100001-01', paymentId, products: [{ articleCode: DEMO_COMMERCE_FIXTURES.tieredArticle, sorg: 'ID01', qty: 2 }], idempotencyKey: key });
    const paymentsOf = (orderNo: string) => server.database.db.select().from(paymentRequests).where(eq(paymentRequests.orderNo, orderNo));

    const key = `va-${randomUUID()}`;
    const placed = await place(methodOf('Virtual Account'), key);
    expect(placed.data!.checkout.userErrors).toEqual([]);
    const order = placed.data!.checkout.orders[0]!;
    const [payment] = await paymentsOf(order.order_no);
    expect(payment).toMatchObject({ kind: 'order', status: 'pending', payerCode: F.dealer, methodType: 'Virtual Account', currency: 'IDR', positiveInvoiceNumbers: [] });
    // No shipment was chosen, so the payment is the order's total.
    expect(Number(payment!.amount)).toBe(Number(order.total_order));
    expect(payment!.virtualAccountNo).toMatch(/^\d{10,}$/);

    expect((await place(methodOf('Virtual Account'), key)).data!.checkout.replayed).toBe(true);
    expect(await paymentsOf(order.order_no)).toHaveLength(1);

    // The checkout collects no card, so it offers no card method.
    expect(methods.data!.payments.filter((method) => method.type === 'Credit Card')).toEqual([]);

    const admin = await signInActingFor(server, 'admin', F.dealer);
    type Listed = { orders: { items: { order_no: string; orderStatus: { pendingB2B: boolean }; orderPayment: { paymentStatus: { id: string }; waiting: boolean } | null }[] } };
    const listed = (await gql<Listed>(server, admin, ORDER_LIST, { withPayment: true })).data!.orders.items;
    expect(listed.find((item) => item.order_no === order.order_no)).toMatchObject({ orderStatus: { pendingB2B: true }, orderPayment: { paymentStatus: { id: 'pending' }, waiting: true } });
  });

  it('shows administrators the demo orders paid online: one waiting for its virtual account, one card payment on processing', async () => {
    const admin = await signInActingFor(server, 'admin', F.dealer);
    type Listed = { orders: { items: { order_no: string; total_order: string; custPoNo: string | null; orderStatus: { pendingB2B: boolean }; orderPayment: { amount: string; paymentStatus: { id: string }; waiting: boolean; virtualAccountNo: string | null } | null; stockConfirmations: unknown[] }[] } };
    const listed = await gql<Listed>(server, admin, ORDER_LIST, { withPayment: true });
    const paid = listed.data!.orders.items.filter((item) => item.custPoNo?.startsWith('PO-SJ-2026-'));
    expect(paid.map((item) => item.orderPayment!.paymentStatus.id).sort()).toEqual(['on_processing', 'pending']);
    for (const item of paid) {
      expect(item.orderPayment!.amount).toBe(item.total_order);
      expect(item.orderStatus.pendingB2B).toBe(true);
      expect(item.stockConfirmations.length).toBeGreaterThan(0);
    }
    expect(paid.find((item) => item.orderPayment!.paymentStatus.id === 'pending')!.orderPayment).toMatchObject({ waiting: true, virtualAccountNo: expect.stringMatching(/^8808/) });
  });

  it('shows administrators the portal orders with their payment and stock confirmations, and walks the order payment', async () => {
    const db = server.database.db;
    const [dealerRow] = await db.select({ id: customers.id }).from(customers).where(eq(customers.r3, F.dealer));
    const [product] = await db.select({ id: products.id, articleCode: products.articleCode, name: products.name }).from(products).limit(1);
    const [order] = await db
      .insert(orders)
      .values({
        customerId: dealerRow!.id,
        sorg: 'ID01',
        currency: 'IDR',
        totalOrder: '4250000.00',
        totalQty: 1,
        shipTo: { code: 'ST-100001-01' },
        paymentId: 'Virtual Account',
        checkoutId: randomUUID(),
        createdAt: new Date(),
      })
      .returning({ id: orders.id, orderNo: orders.orderNo });
    await db.insert(orderLines).values({ orderId: order!.id, lineNo: 10, productId: product!.id, articleCode: product!.articleCode, name: product!.name, uom: 'EA', qty: 1, qtyFromStock: 1, unitDealer: '4250000.00', unitNet: '4250000', gross: '4250000', discount: '0', net: '4250000' });
    await db.insert(stockOrderConfirmations).values({ orderId: order!.id, lineNo: 10, qty: 1, source: 'stock', confirmedDate: todayInJakarta() });
    const [merchant] = await db
      .select({ id: paymentMerchants.id })
      .from(paymentMerchants)
      .innerJoin(paymentMethods, eq(paymentMethods.id, paymentMerchants.paymentMethodId))
      .where(and(eq(paymentMethods.sorg, 'ID01'), eq(paymentMethods.module, 'order'), eq(paymentMethods.type, 'Virtual Account')));
    const now = new Date();
    await db.insert(paymentRequests).values({
      kind: 'order',
      orderNo: order!.orderNo,
      customerId: dealerRow!.id,
      payerCode: F.dealer,
      payerName: 'Sepeda Jaya Jakarta',
      companyCode: 'ID01-1000',
      sorg: 'ID01',
      currency: 'IDR',
      paymentMerchantId: merchant!.id,
      methodType: 'Virtual Account',
      amount: '4250000.00',
      totalBeforeDiscount: '4250000.00',
      status: 'pending',
      externalId: 'sbx_virtual_account_test',
      virtualAccountNo: '8808000000000001',
      expiresAt: new Date(now.getTime() + 3_600_000),
      idempotencyKey: randomUUID(),
      requestHash: 'test',
      createdAt: now,
      updatedAt: now,
    });

    expect((await gql(server, dealer, ORDER_LIST)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const admin = await signInActingFor(server, 'admin', F.dealer);
    type Listed = { orders: { total: number; items: { order_no: string; orderStatus: { pendingB2B: boolean }; orderPayment: Record<string, unknown> | null; details: unknown[]; stockConfirmations: unknown[] }[] } };
    const listed = await gql<Listed>(server, admin, ORDER_LIST, { withPayment: true });
    const item = listed.data!.orders.items.find((candidate) => candidate.order_no === order!.orderNo)!;
    expect(item.orderStatus.pendingB2B).toBe(true);
    expect(item.orderPayment).toMatchObject({ amount: '4250000.00', paymentStatus: { id: 'pending', description: 'Pending' }, waiting: true, completed: false, virtualAccountNo: '8808000000000001' });
    expect(item.details).toEqual([{ articleCode: product!.articleCode, qty: 1 }]);
    expect(item.stockConfirmations).toEqual([expect.objectContaining({ lineNo: 10, qty: 1, source: 'stock' })]);
    const withoutPayment = await gql<Listed>(server, admin, ORDER_LIST, { withPayment: false });
    expect(withoutPayment.data!.orders.items.find((candidate) => candidate.order_no === order!.orderNo)!.orderPayment).toBeNull();

    const approve = await gql<{ approvePayment: { userErrors: { message: string }[] } }>(server, admin, APPROVE, { orderNumber: order!.orderNo });
    expect(approve.data!.approvePayment.userErrors).toEqual([{ field: ['orderNumber'], message: 'payment_transition_not_allowed' }]);
    const voided = await gql<{ voidPayment: { paymentRequest: { status: { id: string } } } }>(server, admin, VOID, { orderNumber: order!.orderNo });
    expect(voided.data!.voidPayment.paymentRequest.status.id).toBe('void');
    const after = await gql<Listed>(server, admin, ORDER_LIST, { withPayment: true });
    expect(after.data!.orders.items.find((candidate) => candidate.order_no === order!.orderNo)).toMatchObject({ orderStatus: { pendingB2B: false }, orderPayment: { voided: true } });
  });
});
