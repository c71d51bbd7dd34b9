import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stockLevels } from '../../infrastructure/db/catalogue/schema';
import { cartItems, carts, idempotencyKeys } from '../../infrastructure/db/cart/schema';
import { orderLines, orders } from '../../infrastructure/db/orders/schema';
import { paymentMethods } from '../../infrastructure/db/payments/schema';
import { DEMO_COMMERCE_FIXTURES as F } from '../../infrastructure/db/seed/demo-commerce';
import { userCustomers, customers, users } from '../../infrastructure/db/schema';
import { CHECKOUT, shopQuery, signInAt, transferMethodId, UPDATE_CART, type CartAnswer, type CheckoutAnswer } from './support/commerce';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const CART = `query Cart { cart { totalQuantity itemCount totalsBySorg { sorg currency quantity total exact } items { id qty readyToShip preOrder linePrice { unitNet gross discount net salesDealNo } } } }`;
const CHANGE_CUSTOMER = 'mutation Change($custCode: CustomerCodeInput!) { changeCustomerV2(custCode: $custCode) { requestToken } }';

type UpdateAnswer = {
  updateProductsInCart: {
    message: { status: boolean; description: string };
    userErrors: { field: string[]; message: string; values: { name: string; value: string }[] }[];
    cart: CartAnswer;
  };
};

describe.each(ENGINES)('commerce cart and checkout on %s', (engine) => {
  let server: TestServer;
  let dealer: string;
  let transfer: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    dealer = await signInAt(server, 'dealer');
    transfer = await transferMethodId(server, dealer);
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const cartOf = async (token: string) => (await shopQuery<{ cart: CartAnswer }>(server, token, CART)).data!.cart;
  const setCart = (token: string, products: { articleCode: string; sorg: string; qty: number }[]) => shopQuery<UpdateAnswer>(server, token, UPDATE_CART, { products });
  const checkout = (token: string, variables: Record<string, unknown>) => shopQuery<CheckoutAnswer>(server, token, CHECKOUT, variables);
  const stockOf = async (articleCode: string) => {
    const [row] = await db()
      .select({ units: sql<number>`coalesce(sum(${stockLevels.available}), 0)::int` })
      .from(stockLevels)
      .innerJoin(products, eq(products.id, stockLevels.productId))
      .where(and(eq(products.articleCode, articleCode), sql`${stockLevels.locationCode} like 'ID01-%'`));
    return row!.units;
  };
  const orderCount = async () => (await db().select({ n: count() }).from(orders))[0]!.n;
  /** Everything a refused request must leave as it was. */
  const snapshot = async () => ({
    orders: await orderCount(),
    lines: (await db().select({ n: count() }).from(orderLines))[0]!.n,
    keys: (await db().select({ n: count() }).from(idempotencyKeys))[0]!.n,
    stock: await db().select({ productId: stockLevels.productId, location: stockLevels.locationCode, available: stockLevels.available }).from(stockLevels).orderBy(stockLevels.productId, stockLevels.locationCode),
    cart: await db().select().from(cartItems).orderBy(cartItems.cartId, cartItems.productId),
  });

  it('keeps the cart on the server per user and customer, priced with tiers to the exact total per sales organisation', async () => {
    const multico = await signInAt(server, 'multico');
    const updated = await setCart(multico, [
      { articleCode: F.discountedBike, sorg: 'ID01', qty: 1 },
      { articleCode: F.discountedBike, sorg: 'SG01', qty: 2 },
      { articleCode: F.limitedArticle, sorg: 'SG01', qty: 4 },
      { articleCode: F.tieredArticle, sorg: 'ID01', qty: 12 },
    ]);
    expect(updated.data!.updateProductsInCart.message).toEqual({ status: true, description: 'success_update_cart' });
    const cart = await cartOf(multico);
    expect(cart.items.map((item) => [item.id, item.qty, item.linePrice?.net, item.linePrice?.salesDealNo])).toEqual([
      [`ID01:${F.discountedBike}`, 1, '40375000', 'SD-1002-ROAD'],
      [`SG01:${F.discountedBike}`, 2, '7340.3', 'SD-1002-SG-AERO'],
      [`SG01:${F.limitedArticle}`, 4, '12448.0048', 'SD-1002-SG-VOLT'],
      [`ID01:${F.tieredArticle}`, 12, '741000', 'SD-VOL-10'],
    ]);
    expect(cart.totalsBySorg).toEqual([
      { sorg: 'ID01', currency: 'IDR', quantity: 13, total: '41116000', exact: '41116000' },
      { sorg: 'SG01', currency: 'SGD', quantity: 6, total: '19788.30', exact: '19788.3048' },
    ]);
    expect(cart.totalQuantity).toBe(19);

    // Setting a line to 0 removes it; the dealer of another customer sees none of this cart.
    const lowered = await setCart(multico, [{ articleCode: F.tieredArticle, sorg: 'ID01', qty: 0 }]);
    expect(lowered.data!.updateProductsInCart.cart.items.map((item) => item.id)).not.toContain(`ID01:${F.tieredArticle}`);
    expect((await cartOf(dealer)).items).toEqual([]);
  });

  it('checks out the cart with a PO number in one order and takes the stock', async () => {
    await setCart(dealer, [
      { articleCode: F.tieredArticle, sorg: 'ID01', qty: 30 },
      { articleCode: F.discountedBike, sorg: 'ID01', qty: 1 },
    ]);
    const before = { tube: await stockOf(F.tieredArticle), bike: await stockOf(F.discountedBike) };
    const answer = await checkout(dealer, {
      shipto: 'ST-100001-01',
      paymentId: transfer,
      custPoNo: 'PO-2026-0042',
      notes: 'Deliver before noon',
      products: [
        { articleCode: F.tieredArticle, sorg: 'ID01', qty: 25 },
        { articleCode: F.discountedBike, sorg: 'ID01', qty: 1 },
      ],
      shipments: [{ sorg: 'ID01', code: 'STD' }],
      idempotencyKey: 'happy-path',
    });
    const result = answer.data!.checkout;
    expect(result.message).toEqual({ status: true, description: 'success_checkout' });
    expect(result.orders).toEqual([
      expect.objectContaining({
        sorg: 'ID01',
        currency: 'IDR',
        total_order: '40775000',
        totalQty: 26,
        custPoNo: 'PO-2026-0042',
        details: [
          expect.objectContaining({ article_code: F.tieredArticle, qty: 25, qtyFromStock: 25, unitNet: '58500', net: '1462500', salesDealNo: 'SD-VOL-25' }),
          expect.objectContaining({ article_code: F.discountedBike, qty: 1, unitNet: '39312500', net: '39312500', salesDealNo: 'SD-1001-AERO' }),
        ],
      }),
    ]);
    expect(result.orders[0]!.order_no).toMatch(/^45\d{8}$/);
    const placed = `query Placed($orderNo: String!) { placedOrders(orderNo: $orderNo) { order_no total_order } }`;
    const confirmed = await shopQuery<{ placedOrders: { order_no: string; total_order: string }[] }>(server, dealer, placed, { orderNo: result.orders[0]!.order_no });
    expect(confirmed.data!.placedOrders).toEqual([{ order_no: result.orders[0]!.order_no, total_order: result.orders[0]!.total_order }]);
    const multico = await signInAt(server, 'multico');
    expect((await shopQuery<{ placedOrders: unknown[] }>(server, multico, placed, { orderNo: result.orders[0]!.order_no })).data!.placedOrders).toEqual([]);
    expect((await shopQuery<{ placedOrders: unknown[] }>(server, dealer, placed, { orderNo: '1' })).data!.placedOrders).toEqual([]);
    expect(await stockOf(F.tieredArticle)).toBe(before.tube - 25);
    expect(await stockOf(F.discountedBike)).toBe(before.bike - 1);
    expect((await cartOf(dealer)).items.map((item) => [item.id, item.qty])).toEqual([[`ID01:${F.tieredArticle}`, 5]]);
  });

  it('places one order for a double submit with the same idempotency key, also when both arrive at once', async () => {
    const variables = { shipto: 'ST-100001-02', paymentId: transfer, products: [{ articleCode: F.tieredArticle, sorg: 'ID01', qty: 10 }], idempotencyKey: 'double-click' };
    const ordersBefore = await orderCount();
    const stockBefore = await stockOf(F.tieredArticle);
    const [first, second] = await Promise.all([checkout(dealer, variables), checkout(dealer, variables)]);
    const third = await checkout(dealer, variables);
    const numbers = [first, second, third].map((answer) => answer.data!.checkout.orders.map((order) => order.order_no));
    expect(numbers[0]).toHaveLength(1);
    expect(numbers[1]).toEqual(numbers[0]);
    expect(numbers[2]).toEqual(numbers[0]);
    expect([first, second, third].filter((answer) => answer.data!.checkout.replayed)).toHaveLength(2);
    expect(await orderCount()).toBe(ordersBefore + 1);
    expect(await stockOf(F.tieredArticle)).toBe(stockBefore - 10);

    const reused = await checkout(dealer, { ...variables, products: [{ articleCode: F.tieredArticle, sorg: 'ID01', qty: 11 }] });
    expect(reused.data!.checkout.userErrors).toEqual([{ field: ['idempotencyKey'], message: 'idempotency_key_reused', values: [] }]);
  });

  it("refuses an order beyond the available stock with 'Order exceeds available stock' and writes nothing", async () => {
    const refusedInCart = await setCart(dealer, [{ articleCode: F.lowStockArticle, sorg: 'ID01', qty: 3 }]);
    expect(refusedInCart.data!.updateProductsInCart.userErrors).toEqual([{ field: ['products', '0', 'qty'], message: 'order_exceeds_available_stock', values: [{ name: 'available', value: '2' }] }]);

    const before = await snapshot();
    const variables = {
      shipto: 'ST-100001-01',
      paymentId: transfer,
      products: [
        { articleCode: F.tieredArticle, sorg: 'ID01', qty: 5 },
        { articleCode: F.lowStockArticle, sorg: 'ID01', qty: 3 },
      ],
      idempotencyKey: 'over-stock',
    };
    const answer = await checkout(dealer, variables);
    expect(answer.data!.checkout).toEqual({
      message: { status: false, description: 'order_exceeds_available_stock' },
      userErrors: [{ field: ['products', '1', 'qty'], message: 'order_exceeds_available_stock', values: [{ name: 'available', value: '2' }] }],
      replayed: false,
      orders: [],
    });
    expect(await snapshot()).toEqual(before);

    // The refused key was not kept: the corrected order goes through under it.
    const corrected = await checkout(dealer, { ...variables, products: [{ articleCode: F.lowStockArticle, sorg: 'ID01', qty: 2 }] });
    expect(corrected.data!.checkout.message.status).toBe(true);
    expect(await stockOf(F.lowStockArticle)).toBe(0);
  });

  it('refuses bad input with userErrors and leaves every table unchanged', async () => {
    const before = await snapshot();
    const invalid = await checkout(dealer, { shipto: '', products: [{ articleCode: F.tieredArticle, sorg: 'ID01', qty: -2 }], custPoNo: 'X'.repeat(36), notes: 'n'.repeat(101), idempotencyKey: 'bad' });
    expect(invalid.data!.checkout.message).toEqual({ status: false, description: 'failed_checkout' });
    expect(invalid.data!.checkout.userErrors.map((error) => `${error.field.join('.')}:${error.message}`)).toEqual([
      'shipto:required',
      'paymentId:required',
      'products.0.qty:quantity_min',
      'custPoNo:po_number_max_length',
      'notes:notes_max_length',
    ]);
    const closedShipTo = await checkout(dealer, { shipto: F.inactiveShipTo, paymentId: transfer, products: [{ articleCode: F.tieredArticle, sorg: 'ID01', qty: 1 }], idempotencyKey: 'closed-ship-to' });
    expect(closedShipTo.data!.checkout.message).toEqual({ status: false, description: 'shipto_changed' });
    const otherCustomersShipTo = await checkout(dealer, { shipto: 'ST-100002-01', paymentId: transfer, products: [{ articleCode: F.tieredArticle, sorg: 'ID01', qty: 1 }], idempotencyKey: 'foreign-ship-to' });
    expect(otherCustomersShipTo.data!.checkout.message.description).toBe('shipto_changed');
    const overLimit = await checkout(dealer, { shipto: 'ST-100001-01', paymentId: transfer, products: [{ articleCode: F.limitedArticle, sorg: 'ID01', qty: 3 }], idempotencyKey: 'over-limit' });
    expect(overLimit.data!.checkout.userErrors).toEqual([{ field: ['products', '0', 'qty'], message: 'insufficient_order_balance', values: [{ name: 'balance', value: '2' }] }]);
    const badCart = await setCart(dealer, [
      { articleCode: F.tieredArticle, sorg: 'ID01', qty: 1 },
      { articleCode: F.notOrderableArticle, sorg: 'ID01', qty: 1 },
    ]);
    expect(badCart.data!.updateProductsInCart.userErrors).toEqual([{ field: ['products', '1', 'articleCode'], message: 'article_blocked', values: [] }]);
    const missingVariables = await shopQuery(server, dealer, UPDATE_CART, {});
    expect(missingVariables.errors?.length).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(before);
  });

  it('places no order for a payment method the checkout does not offer: made up, unknown, needing a card, or of another sales organisation', async () => {
    const before = await snapshot();
    const [card] = await db()
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.sorg, 'ID01'), eq(paymentMethods.module, 'order'), eq(paymentMethods.type, 'Credit Card')));
    const elsewhere = await transferMethodId(server, dealer, 'SG01');
    for (const paymentId of ['BANK_TRANSFER', randomUUID(), card!.id, elsewhere]) {
      const answer = await checkout(dealer, { shipto: 'ST-100001-01', paymentId, products: [{ articleCode: F.tieredArticle, sorg: 'ID01', qty: 1 }], idempotencyKey: `method-${paymentId}` });
      expect(answer.data!.checkout.userErrors).toEqual([{ field: ['paymentId'], message: 'invalid_payment_method', values: [] }]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('keeps Product and guest roles out of the cart, and refuses a customer that no longer belongs to the salesman', async () => {
    const guest = await signInAt(server, 'guest');
    expect((await shopQuery(server, guest, CART)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await checkout(guest, { idempotencyKey: 'x' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const salesman = await signInAt(server, 'salesman');
    expect((await cartOf(salesman)).items).toEqual([]);
    const nobody = await checkout(salesman, { shipto: 'ST-000007-01', paymentId: transfer, products: [{ articleCode: F.tieredArticle, sorg: 'ID01', qty: 1 }], idempotencyKey: 'nobody' });
    expect(nobody.data!.checkout.userErrors).toEqual([{ field: ['custCode'], message: 'customer_required', values: [] }]);

    const changed = await shopQuery<{ changeCustomerV2: { requestToken: string } }>(server, salesman, CHANGE_CUSTOMER, { custCode: { r3: '0000100007' } }, 'localhost');
    const acting = changed.data!.changeCustomerV2.requestToken;
    await setCart(acting, [{ articleCode: F.tieredArticle, sorg: 'ID01', qty: 2 }]);
    expect((await cartOf(acting)).totalQuantity).toBe(2);

    const [salesUser] = await db().select({ id: users.id }).from(users).where(eq(users.username, 'salesman'));
    const [customer] = await db().select({ id: customers.id }).from(customers).where(eq(customers.r3, '0000100007'));
    await db().delete(userCustomers).where(and(eq(userCustomers.userId, salesUser!.id), eq(userCustomers.customerId, customer!.id)));

    const before = await orderCount();
    const refused = await checkout(acting, { shipto: 'ST-100007-01', paymentId: transfer, products: [{ articleCode: F.tieredArticle, sorg: 'ID01', qty: 1 }], idempotencyKey: 'gone' });
    expect(refused.data!.checkout).toEqual(
      expect.objectContaining({ message: { status: false, description: 'customer_no_longer_belongs' }, userErrors: [{ field: ['custCode'], message: 'customer_no_longer_belongs', values: [] }] }),
    );
    expect((await shopQuery(server, acting, CART)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await shopQuery(server, acting, 'query { products { info { count } } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await orderCount()).toBe(before);
    const [kept] = await db().select({ n: count() }).from(carts).where(eq(carts.customerId, customer!.id));
    expect(kept!.n).toBe(1);
  });
});
