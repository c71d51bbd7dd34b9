import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stockLevels } from '../../infrastructure/db/catalogue/schema';
import { orderLines } from '../../infrastructure/db/orders/schema';
import { CHECKOUT, shopQuery, signInAt, transferMethodId, type CheckoutAnswer } from './support/commerce';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

/** An ID01 article given exactly these units per location before each race. */
const ARTICLE = 'VB-KTCF-26-M';
const CHANGE_CUSTOMER = 'mutation Change($custCode: CustomerCodeInput!) { changeCustomerV2(custCode: $custCode) { requestToken } }';

/** Concurrent checkouts per race: more than the units in stock and more than the PostgreSQL pool (5). */
const BUYERS = 12;

describe.each(ENGINES)('concurrent checkouts on the last units on %s', (engine) => {
  let server: TestServer;
  /** Sessions of several customers: the dealer, the dealer with several companies, and a salesman acting for three customers. */
  let buyers: { token: string; shipto: string }[];
  let transfer: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const salesman = await signInAt(server, 'salesman');
    const actingFor = await Promise.all(
      ['0000100003', '0000100004', '0000100005'].map(async (r3) => {
        const answer = await shopQuery<{ changeCustomerV2: { requestToken: string } }>(server, salesman, CHANGE_CUSTOMER, { custCode: { r3 } });
        return { token: answer.data!.changeCustomerV2.requestToken, shipto: `ST-${r3.slice(-6)}-01` };
      }),
    );
    buyers = [
      { token: await signInAt(server, 'dealer'), shipto: 'ST-100001-01' },
      { token: await signInAt(server, 'multico'), shipto: 'ST-100002-01' },
      ...actingFor,
    ];
    transfer = await transferMethodId(server, buyers[0]!.token);
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const productId = async () => (await db().select({ id: products.id }).from(products).where(eq(products.articleCode, ARTICLE)))[0]!.id;
  const setStock = async (units: Record<string, number>) => {
    const id = await productId();
    for (const [location, available] of Object.entries(units)) {
      await db().update(stockLevels).set({ available }).where(and(eq(stockLevels.productId, id), eq(stockLevels.locationCode, location)));
    }
  };
  const stockRows = async () =>
    db()
      .select({ location: stockLevels.locationCode, available: stockLevels.available })
      .from(stockLevels)
      .where(eq(stockLevels.productId, await productId()))
      .orderBy(stockLevels.locationCode);
  const orderedUnits = async () => {
    const [row] = await db()
      .select({ qty: sql<number>`coalesce(sum(${orderLines.qty}), 0)::int`, fromStock: sql<number>`coalesce(sum(${orderLines.qtyFromStock}), 0)::int` })
      .from(orderLines)
      .where(eq(orderLines.articleCode, ARTICLE));
    return row!;
  };
  const race = (race: string, qty: number, host: 'localhost' | '127.0.0.1' = 'localhost') =>
    Promise.all(
      Array.from({ length: BUYERS }, (_, index) => {
        const buyer = buyers[index % buyers.length]!;
        return shopQuery<CheckoutAnswer>(
          server,
          buyer.token,
          CHECKOUT,
          { shipto: buyer.shipto, paymentId: transfer, products: [{ articleCode: ARTICLE, sorg: 'ID01', qty }], idempotencyKey: `${race}-${index}` },
          host,
        );
      }),
    );

  it(`sells exactly the 5 units in stock to ${BUYERS} buyers of one unit each, over two locations, and refuses the rest`, async () => {
    await setStock({ 'ID01-JKT': 3, 'ID01-SBY': 2, 'ID01-MDN': 0 });
    const before = await orderedUnits();
    const answers = await race('one-each', 1);
    const placed = answers.filter((answer) => answer.data?.checkout.message.status);
    const refused = answers.filter((answer) => answer.data?.checkout.message.description === 'order_exceeds_available_stock');
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(BUYERS - 5);
    for (const answer of refused) expect(answer.data!.checkout.orders).toEqual([]);
    expect(await stockRows()).toEqual([
      { location: 'ID01-JKT', available: 0 },
      { location: 'ID01-MDN', available: 0 },
      { location: 'ID01-SBY', available: 0 },
    ]);
    const after = await orderedUnits();
    expect(after.qty - before.qty).toBe(5);
    expect(after.fromStock - before.fromStock).toBe(5);
    expect(new Set(placed.map((answer) => answer.data!.checkout.orders[0]!.order_no)).size).toBe(5);
  });

  it('never splits a refused order: buyers of two units take 4 of 5 units and leave the last one', async () => {
    await setStock({ 'ID01-JKT': 3, 'ID01-SBY': 2, 'ID01-MDN': 0 });
    const before = await orderedUnits();
    const answers = await race('two-each', 2);
    expect(answers.filter((answer) => answer.data?.checkout.message.status)).toHaveLength(2);
    expect((await stockRows()).reduce((total, row) => total + row.available, 0)).toBe(1);
    expect((await orderedUnits()).qty - before.qty).toBe(4);
  });

  it('on a host without the stock check, orders every quantity but takes stock only down to zero', async () => {
    await setStock({ 'ID01-JKT': 2, 'ID01-SBY': 1, 'ID01-MDN': 0 });
    const before = await orderedUnits();
    const answers = await race('unchecked', 1, '127.0.0.1');
    expect(answers.every((answer) => answer.data?.checkout.message.status)).toBe(true);
    expect((await stockRows()).every((row) => row.available === 0)).toBe(true);
    const after = await orderedUnits();
    expect(after.qty - before.qty).toBe(BUYERS);
    expect(after.fromStock - before.fromStock).toBe(3);
  });
});
