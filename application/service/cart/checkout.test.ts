import { describe, expect, it } from 'vitest';
import { updateProductsInCart } from './cart';
import { dealer, givenShop, P, salesman } from './testing/shop-fixture';
import { checkout, checkoutFailureOf, type CheckoutRequest } from './checkout';

const order = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  shipto: 'ST-1',
  paymentId: 'TRANSFER',
  products: [{ articleCode: 'TUBE-700', sorg: 'ID01', qty: 25 }],
  custPoNo: 'PO-2026-001',
  idempotencyKey: 'key-1',
  ...overrides,
});

const stockOf = (shop: ReturnType<typeof givenShop>, productId: string) =>
  shop.store.state.stock.filter((record) => record.productId === productId).reduce((total, record) => total + record.available, 0);

describe('checkout', () => {
  it('given a dealer with tubes in the cart, when checking out 25, then one order is placed at the 25+ tier and stock, cart and history follow', async () => {
    const shop = givenShop();
    await updateProductsInCart(shop.deps, dealer, 'localhost', [{ articleCode: 'TUBE-700', sorg: 'ID01', qty: 30 }]);

    const outcome = await checkout(shop.deps, dealer, 'localhost', order());

    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value.orders).toEqual([
      expect.objectContaining({
        order_no: '4500000001',
        sorg: 'ID01',
        currency: 'IDR',
        total_order: '1462500',
        totalQty: 25,
        custPoNo: 'PO-2026-001',
        details: [expect.objectContaining({ article_code: 'TUBE-700', qty: 25, qtyFromStock: 25, unitDealer: '65000', unitNet: '58500', net: '1462500', salesDealNo: 'SD-VOL-25' })],
      }),
    ]);
    expect(stockOf(shop, P.tube)).toBe(125);
    expect(shop.store.state.stock.find((record) => record.productId === P.tube && record.location === 'JKT')?.available).toBe(75);
    expect(shop.store.state.carts['u-dealer/c1']).toEqual([expect.objectContaining({ productId: P.tube, qty: 5 })]);
    expect(shop.store.state.purchases).toEqual([expect.objectContaining({ customerId: 'c1', productId: P.tube, qty: 25, times: 1 })]);
  });

  it('given a customer buying in two sales organisations, when checking out, then one order per sales organisation, each rounded at its currency', async () => {
    const shop = givenShop();
    const outcome = await checkout(
      shop.deps,
      salesman,
      'localhost',
      order({ shipto: 'ST-2', products: [{ articleCode: 'AERO-M', sorg: 'SG01', qty: 3 }, { articleCode: 'TUBE-700', sorg: 'ID01', qty: 10 }] }),
    );
    expect(outcome.ok && outcome.value.orders.map((each) => [each.sorg, each.currency, each.total_order])).toEqual([
      ['ID01', 'IDR', '617500'],
      ['SG01', 'SGD', '11010.45'],
    ]);
  });

  it('given a checkout that succeeded, when the same request comes again with its key, then it answers the same orders and places nothing more', async () => {
    const shop = givenShop();
    const first = await checkout(shop.deps, dealer, 'localhost', order());
    const second = await checkout(shop.deps, dealer, 'localhost', order());
    expect(second).toEqual(first.ok ? { ok: true, value: { ...first.value, replayed: true } } : first);
    expect(shop.store.state.orders).toHaveLength(1);
    expect(stockOf(shop, P.tube)).toBe(125);
  });

  it('given a key already used, when another request comes with it, then it is refused and nothing is placed', async () => {
    const shop = givenShop();
    await checkout(shop.deps, dealer, 'localhost', order());
    const reused = await checkout(shop.deps, dealer, 'localhost', order({ products: [{ articleCode: 'TUBE-700', sorg: 'ID01', qty: 10 }] }));
    expect(reused).toEqual({ ok: false, error: [{ field: ['idempotencyKey'], message: 'idempotency_key_reused', values: {} }] });
    expect(!reused.ok && checkoutFailureOf(reused.error)).toBe('failed_checkout');
    expect(shop.store.state.orders).toHaveLength(1);
  });

  it('given 2 units in stock, when ordering 3 on a host that checks stock, then the order exceeds available stock and nothing is written', async () => {
    const shop = givenShop();
    const before = structuredClone(shop.store.state);
    const outcome = await checkout(shop.deps, dealer, 'localhost', order({ products: [{ articleCode: 'TUBE-700', sorg: 'ID01', qty: 5 }, { articleCode: 'KOTA-L', sorg: 'ID01', qty: 3 }] }));
    expect(outcome).toEqual({ ok: false, error: [{ field: ['products', '1', 'qty'], message: 'order_exceeds_available_stock', values: { available: '2' } }] });
    expect(!outcome.ok && checkoutFailureOf(outcome.error)).toBe('order_exceeds_available_stock');
    expect(shop.store.state).toEqual(before);
  });

  it.each([
    ['a made-up method', 'BANK_TRANSFER'],
    ['a method that needs a card the checkout does not collect', 'CARD'],
    ['the transfer of a sales organisation the cart does not buy in', 'TRANSFER-SG01'],
  ])('given %s, when checking out, then the payment is refused and nothing is written', async (_case, paymentId) => {
    const shop = givenShop();
    const before = structuredClone(shop.store.state);
    const outcome = await checkout(shop.deps, salesman, 'localhost', order({ shipto: 'ST-2', paymentId, products: [{ articleCode: 'TUBE-700', sorg: 'ID01', qty: 10 }] }));
    expect(outcome).toEqual({ ok: false, error: [{ field: ['paymentId'], message: 'invalid_payment_method', values: {} }] });
    expect(shop.store.state).toEqual(before);
  });

  it('given the form misses its required fields and oversizes the others, then every refusal comes back and nothing is written', async () => {
    const shop = givenShop();
    const outcome = await checkout(shop.deps, dealer, 'localhost', {
      shipto: ' ',
      paymentId: null,
      products: [{ articleCode: 'TUBE-700', sorg: 'ID01', qty: 0 }],
      custPoNo: 'P'.repeat(36),
      notes: 'n'.repeat(101),
      request_delivery_date: '2026-02-30',
      idempotencyKey: '',
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(checkoutFailureOf(outcome.error)).toBe('failed_checkout');
    expect(outcome.error.map((error) => [error.field.join('.'), error.message])).toEqual([
      ['shipto', 'required'],
      ['paymentId', 'required'],
      ['products.0.qty', 'quantity_min'],
      ['custPoNo', 'po_number_max_length'],
      ['notes', 'notes_max_length'],
      ['request_delivery_date', 'valid_date'],
      ['idempotencyKey', 'required'],
    ]);
    expect(shop.store.state.orders).toEqual([]);
  });

  it('given a requested delivery date in the past, then it is refused', async () => {
    const shop = givenShop();
    const outcome = await checkout(shop.deps, dealer, 'localhost', order({ request_delivery_date: '2026-11-19' }));
    expect(!outcome.ok && outcome.error[0]?.message).toBe('delivery_date_in_past');
  });

  it('given a host that does not allow checkout, then it is refused', async () => {
    const shop = givenShop();
    const outcome = await checkout(shop.deps, dealer, 'closed.example', order());
    expect(!outcome.ok && outcome.error[0]).toEqual({ field: ['checkout'], message: 'checkout_disabled', values: {} });
  });

  it('given a salesman whose customer was taken away after the token was issued, then the customer no longer belongs to him', async () => {
    const shop = givenShop();
    shop.store.state.customers[1]!.assignedTo = [];
    const outcome = await checkout(shop.deps, salesman, 'localhost', order({ shipto: 'ST-2' }));
    expect(outcome).toEqual({ ok: false, error: [{ field: ['custCode'], message: 'customer_no_longer_belongs', values: {} }] });
    expect(!outcome.ok && checkoutFailureOf(outcome.error)).toBe('customer_no_longer_belongs');
  });

  it('given a ship-to that was closed or belongs to another customer, then the ship-to changed', async () => {
    const shop = givenShop();
    for (const shipto of ['ST-9', 'ST-2', 'st-2']) {
      const outcome = await checkout(shop.deps, dealer, 'localhost', order({ shipto, idempotencyKey: `key-${shipto}` }));
      expect(!outcome.ok && checkoutFailureOf(outcome.error)).toBe('shipto_changed');
    }
    expect(shop.store.state.orders).toEqual([]);
  });

  it('given an order limit with a balance of 2, when ordering 3, then the order balance is insufficient', async () => {
    const shop = givenShop();
    const outcome = await checkout(shop.deps, dealer, 'localhost', order({ products: [{ articleCode: 'VOLT-C', sorg: 'ID01', qty: 3 }] }));
    expect(outcome).toEqual({ ok: false, error: [{ field: ['products', '0', 'qty'], message: 'insufficient_order_balance', values: { balance: '2' } }] });
    expect(!outcome.ok && checkoutFailureOf(outcome.error)).toBe('insufficient_order_balance');
    const within = await checkout(shop.deps, dealer, 'localhost', order({ products: [{ articleCode: 'VOLT-C', sorg: 'ID01', qty: 2 }], idempotencyKey: 'key-2' }));
    expect(within.ok).toBe(true);
    expect(shop.store.state.limits[0]!.orderedQty).toBe(5);
  });

  it('given an order quota of 3, when ordering 4, then the quota message carries the limit', async () => {
    const shop = givenShop();
    const outcome = await checkout(shop.deps, dealer, 'localhost', order({ products: [{ articleCode: 'VOLT-T', sorg: 'ID01', qty: 4 }] }));
    expect(!outcome.ok && outcome.error).toEqual([{ field: ['products', '0', 'qty'], message: 'max_order_quantity', values: { limit: '3' } }]);
  });

  it('given a host that holds checkouts to exact quantities, when ordering 7 bottles of a pack of 6, then it is refused', async () => {
    const shop = givenShop();
    const outcome = await checkout(shop.deps, dealer, 'exact.example', order({ products: [{ articleCode: 'BOTTLE', sorg: 'ID01', qty: 7 }] }));
    expect(!outcome.ok && outcome.error).toEqual([{ field: ['products', '0', 'qty'], message: 'exact_quantity_multiple', values: { exactQty: '6' } }]);
    expect((await checkout(shop.deps, dealer, 'localhost', order({ products: [{ articleCode: 'BOTTLE', sorg: 'ID01', qty: 7 }] }))).ok).toBe(true);
  });

  it('given articles that cannot be ordered or are unknown, then each is refused on its article code', async () => {
    const shop = givenShop();
    const outcome = await checkout(
      shop.deps,
      dealer,
      'localhost',
      order({ products: [{ articleCode: 'LOCK', sorg: 'ID01', qty: 1 }, { articleCode: 'BAG', sorg: 'ID01', qty: 1 }, { articleCode: 'AERO-M', sorg: 'SG01', qty: 1 }, { articleCode: 'TUBE-700', sorg: 'ID01', qty: 1 }, { articleCode: 'TUBE-700', sorg: 'ID01', qty: 2 }] }),
    );
    expect(!outcome.ok && outcome.error.map((error) => [error.field.join('.'), error.message])).toEqual([['products.4.articleCode', 'duplicate_product']]);
    const unique = await checkout(
      shop.deps,
      dealer,
      'localhost',
      order({ products: [{ articleCode: 'LOCK', sorg: 'ID01', qty: 1 }, { articleCode: 'BAG', sorg: 'ID01', qty: 1 }, { articleCode: 'AERO-M', sorg: 'SG01', qty: 1 }] }),
    );
    expect(!unique.ok && unique.error.map((error) => [error.field.join('.'), error.message])).toEqual([
      ['products.0.articleCode', 'article_blocked'],
      ['products.1.articleCode', 'no_price'],
      ['products.2.articleCode', 'article_not_found'],
    ]);
  });

  it('given a host with pre-orders, when ordering more than stock, then the stocked units are ordered and the rest stays in the cart', async () => {
    const shop = givenShop();
    await updateProductsInCart(shop.deps, dealer, 'preorder.example', [{ articleCode: 'KOTA-L', sorg: 'ID01', qty: 5 }]);
    const outcome = await checkout(shop.deps, dealer, 'preorder.example', order({ products: [{ articleCode: 'KOTA-L', sorg: 'ID01', qty: 5 }] }));
    expect(outcome.ok && outcome.value.orders[0]!.details[0]).toEqual(expect.objectContaining({ qty: 2, qtyFromStock: 2 }));
    expect(shop.store.state.carts['u-dealer/c1']).toEqual([expect.objectContaining({ productId: P.scarce, qty: 3 })]);
    expect(stockOf(shop, P.scarce)).toBe(0);
    const nothingLeft = await checkout(shop.deps, dealer, 'preorder.example', order({ products: [{ articleCode: 'KOTA-L', sorg: 'ID01', qty: 3 }], idempotencyKey: 'key-2' }));
    expect(!nothingLeft.ok && nothingLeft.error[0]?.message).toBe('nothing_ready_to_ship');
  });

  it('given a host that neither checks stock nor takes pre-orders, when ordering beyond stock, then the whole quantity is ordered and stock stops at zero', async () => {
    const shop = givenShop();
    const outcome = await checkout(shop.deps, dealer, 'other.example', order({ products: [{ articleCode: 'KOTA-L', sorg: 'ID01', qty: 5 }] }));
    expect(outcome.ok && outcome.value.orders[0]!.details[0]).toEqual(expect.objectContaining({ qty: 5, qtyFromStock: 2 }));
    expect(stockOf(shop, P.scarce)).toBe(0);
    const confirmations = shop.store.state.orders[0]!.confirmations;
    expect(confirmations).toEqual([
      { lineNo: 1, location: 'JKT', qty: 2, date: '2026-11-20', source: 'stock' },
      { lineNo: 1, location: 'JKT', qty: 3, date: '2027-01-10', source: 'arrival' },
    ]);
  });

  it('given a chosen shipment, then the order carries its charge; an unknown one is refused', async () => {
    const shop = givenShop();
    const outcome = await checkout(shop.deps, dealer, 'localhost', order({ products: [{ articleCode: 'TUBE-700', sorg: 'ID01', qty: 4 }], shipments: [{ sorg: 'ID01', code: 'STD' }] }));
    expect(outcome.ok && outcome.value.orders[0]!.shipment).toEqual({ code: 'STD', name: 'Regular', currency: 'IDR', amount: '250000' });
    const unknown = await checkout(shop.deps, dealer, 'localhost', order({ shipments: [{ sorg: 'ID01', code: 'ROCKET' }], idempotencyKey: 'key-2' }));
    expect(!unknown.ok && unknown.error).toEqual([{ field: ['shipments', '0', 'code'], message: 'invalid_shipment', values: {} }]);
  });
});
