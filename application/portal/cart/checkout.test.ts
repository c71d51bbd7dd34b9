import { describe, expect, it } from 'vitest';
import { createStartCheckout, FAILED_CHECKOUT, type CheckoutForm } from './checkout';
import { IdGeneratorCounting, CartGatewayInMemory } from './testing/cart-gateway.in-memory';

const form = (overrides: Partial<CheckoutForm> = {}): CheckoutForm => ({
  shipto: 'ST-100001-01',
  paymentId: 'pm-va',
  products: [{ articleCode: 'VP-TUBE-700', sorg: 'ID01', qty: 25 }],
  custPoNo: ' PO-2026-0042 ',
  notes: '',
  request_delivery_date: null,
  shipments: [],
  ...overrides,
});
const allowed = { canCheckout: true };

describe('checkout', () => {
  it('given a valid form, when the dealer checks out, then one order is placed with the trimmed PO number and empty fields left out', async () => {
    const cart = new CartGatewayInMemory();
    const attempt = createStartCheckout({ cart, ids: new IdGeneratorCounting() })();

    const result = await attempt.submit(form(), allowed);

    expect(result).toMatchObject({ ok: true, replayed: false, orders: [{ sorg: 'ID01', total: '1462500', custPoNo: 'PO-2026-0042' }] });
    expect(cart.checkouts.map((call) => call.payload)).toEqual([
      { shipto: 'ST-100001-01', paymentId: 'pm-va', products: [{ articleCode: 'VP-TUBE-700', sorg: 'ID01', qty: 25 }], custPoNo: 'PO-2026-0042' },
    ]);
  });

  it('given a double click, when the checkout is submitted twice at once, then the service is called once and both answers are the order', async () => {
    const cart = new CartGatewayInMemory();
    const attempt = createStartCheckout({ cart, ids: new IdGeneratorCounting() })();

    const [first, second] = await Promise.all([attempt.submit(form(), allowed), attempt.submit(form(), allowed)]);

    expect(cart.checkouts).toHaveLength(1);
    expect(second).toEqual(first);
  });

  it('given an answer that got lost, when the attempt is sent again, then it carries the same key and the first orders come back', async () => {
    const cart = new CartGatewayInMemory();
    const attempt = createStartCheckout({ cart, ids: new IdGeneratorCounting() })();

    const first = await attempt.submit(form(), allowed);
    const again = await attempt.submit(form(), allowed);

    expect(cart.checkouts.map((call) => call.key)).toEqual(['key-1', 'key-1']);
    expect(again).toMatchObject({ ok: true, replayed: true, orders: first.ok ? first.orders : [] });
  });

  it('given two attempts, when each starts, then each has its own key', () => {
    const start = createStartCheckout({ cart: new CartGatewayInMemory(), ids: new IdGeneratorCounting() });
    expect([start().idempotencyKey, start().idempotencyKey]).toEqual(['key-1', 'key-2']);
  });

  it('given a missing ship-to and payment, a PO number of 36 and notes of 101 characters, when submitted, then the domain refuses each without calling', async () => {
    const cart = new CartGatewayInMemory();
    const attempt = createStartCheckout({ cart, ids: new IdGeneratorCounting() })();

    const result = await attempt.submit(form({ shipto: '', paymentId: null, custPoNo: 'P'.repeat(36), notes: 'n'.repeat(101) }), allowed);

    expect(result).toEqual({
      ok: false,
      messages: [
        { field: 'shipto', key: 'required', values: {} },
        { field: 'paymentId', key: 'required', values: {} },
        { field: 'custPoNo', key: 'po_number_max_length', values: { max: '35' } },
        { field: 'notes', key: 'notes_max_length', values: { max: '100' } },
      ],
    });
    expect(cart.checkouts).toEqual([]);
  });

  it('given stock ran out since the cart was filled, when the service refuses, then its message comes back and nothing is placed', async () => {
    const cart = new CartGatewayInMemory(undefined, { refuseCheckout: 'order_exceeds_available_stock' });

    const result = await createStartCheckout({ cart, ids: new IdGeneratorCounting() })().submit(form(), allowed);

    expect(result).toEqual({ ok: false, messages: [{ field: 'products.0.qty', key: 'order_exceeds_available_stock', values: { available: '1' } }] });
  });

  it('given the service cannot be reached, when submitted, then failed_checkout shows', async () => {
    const cart = new CartGatewayInMemory(undefined, { fail: true });

    const result = await createStartCheckout({ cart, ids: new IdGeneratorCounting() })().submit(form(), allowed);

    expect(result).toEqual({ ok: false, messages: [{ field: 'checkout', key: FAILED_CHECKOUT, values: {} }] });
  });
});
