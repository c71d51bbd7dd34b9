import { describe, expect, it } from 'vitest';
import { checkout, type CheckoutRequest } from './checkout';
import { placedOrders } from './placed-orders';
import { dealer, givenShop, salesman } from './testing/shop-fixture';

const twoOrganisations: CheckoutRequest = {
  shipto: 'ST-2',
  paymentId: 'TRANSFER',
  products: [{ articleCode: 'AERO-M', sorg: 'SG01', qty: 1 }, { articleCode: 'TUBE-700', sorg: 'ID01', qty: 10 }],
  idempotencyKey: 'two-organisations',
};

describe('placed orders', () => {
  it('given a checkout that placed two orders, when either number is asked for, then both orders come back', async () => {
    const shop = givenShop();
    const placed = await checkout(shop.deps, salesman, 'localhost', twoOrganisations);
    if (!placed.ok) throw new Error('checkout failed');
    const numbers = placed.value.orders.map((order) => order.order_no);
    for (const orderNo of numbers) {
      const found = await placedOrders(shop.deps, salesman, ` ${orderNo} `);
      expect(found.ok && found.value.map((order) => order.order_no)).toEqual(numbers);
    }
  });

  it('given an order number of another customer or of none, when asked for, then no order comes back', async () => {
    const shop = givenShop();
    const placed = await checkout(shop.deps, salesman, 'localhost', twoOrganisations);
    if (!placed.ok) throw new Error('checkout failed');
    expect(await placedOrders(shop.deps, dealer, placed.value.orders[0]!.order_no)).toEqual({ ok: true, value: [] });
    expect(await placedOrders(shop.deps, salesman, '1')).toEqual({ ok: true, value: [] });
    expect(await placedOrders(shop.deps, salesman, '   ')).toEqual({ ok: true, value: [] });
  });
});
