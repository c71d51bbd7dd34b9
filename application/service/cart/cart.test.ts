import { describe, expect, it } from 'vitest';
import { dealer, givenShop, guest, salesman } from './testing/shop-fixture';
import type { Result } from '../../../domain/shared/result';
import { loadCart, updateProductsInCart, type CartView } from './cart';

/** The cart a use-case answered; a test that expected a cart fails on a refusal here. */
function cartAfter(result: Result<CartView, unknown>): CartView {
  if (!result.ok) throw new Error(`expected a cart, got ${JSON.stringify(result.error)}`);
  return result.value;
}

describe('cart', () => {
  it('given an empty cart, when the dealer sets tiered quantities, then each line is priced exactly and the total is per sales organisation', async () => {
    const shop = givenShop();
    const outcome = await updateProductsInCart(shop.deps, dealer, 'localhost', [
      { articleCode: 'TUBE-700', sorg: 'ID01', qty: 12 },
      { articleCode: 'AERO-M', sorg: 'ID01', qty: 1 },
    ]);
    expect(outcome.ok).toBe(true);
    expect(cartAfter(outcome).items.map((item) => [item.id, item.qty, item.linePrice?.net, item.linePrice?.salesDealNo])).toEqual([
      ['ID01:TUBE-700', 12, '741000', 'SD-VOL-10'],
      ['ID01:AERO-M', 1, '39312500', 'SD-AERO'],
    ]);
    expect(cartAfter(outcome).totalsBySorg).toEqual([{ sorg: 'ID01', currency: 'IDR', quantity: 13, total: '40053500', exact: '40053500' }]);
    expect(cartAfter(outcome).totalQuantity).toBe(13);
  });

  it('given a customer buying in two sales organisations, then totals are rounded once per organisation at its currency precision', async () => {
    const shop = givenShop();
    const outcome = await updateProductsInCart(shop.deps, salesman, 'localhost', [
      { articleCode: 'AERO-M', sorg: 'SG01', qty: 2 },
      { articleCode: 'AERO-M', sorg: 'ID01', qty: 1 },
    ]);
    expect(cartAfter(outcome).totalsBySorg).toEqual([
      { sorg: 'ID01', currency: 'IDR', quantity: 1, total: '42500000', exact: '42500000' },
      { sorg: 'SG01', currency: 'SGD', quantity: 2, total: '7340.30', exact: '7340.3' },
    ]);
  });

  it('given lines in the cart, when one is set to 0, then it is removed and the others stay in order', async () => {
    const shop = givenShop();
    await updateProductsInCart(shop.deps, dealer, 'localhost', [
      { articleCode: 'TUBE-700', sorg: 'ID01', qty: 2 },
      { articleCode: 'AERO-M', sorg: 'ID01', qty: 1 },
    ]);
    const outcome = await updateProductsInCart(shop.deps, dealer, 'localhost', [{ articleCode: 'TUBE-700', sorg: 'ID01', qty: 0 }]);
    expect(cartAfter(outcome).items.map((item) => item.id)).toEqual(['ID01:AERO-M']);
    expect((await loadCart(shop.deps, dealer, 'localhost')).ok).toBe(true);
  });

  it('given one refused line among good ones, then nothing changes and each refusal names its line', async () => {
    const shop = givenShop();
    await updateProductsInCart(shop.deps, dealer, 'localhost', [{ articleCode: 'TUBE-700', sorg: 'ID01', qty: 2 }]);
    const outcome = await updateProductsInCart(shop.deps, dealer, 'localhost', [
      { articleCode: 'TUBE-700', sorg: 'ID01', qty: 40 },
      { articleCode: 'KOTA-L', sorg: 'ID01', qty: 3 },
      { articleCode: 'VOLT-T', sorg: 'ID01', qty: 4 },
      { articleCode: 'NOPE', sorg: 'ID01', qty: 1 },
      { articleCode: 'TUBE-700', sorg: 'ID01', qty: -1 },
      { articleCode: 'AERO-M', sorg: 'SG01', qty: 1 },
    ]);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.map((error) => [error.field.join('.'), error.message, error.values])).toEqual([
      ['products.1.qty', 'order_exceeds_available_stock', { available: '2' }],
      ['products.2.qty', 'max_order_quantity', { limit: '3' }],
      ['products.3.articleCode', 'article_not_found', {}],
      ['products.4.qty', 'invalid_quantity', {}],
      ['products.5.articleCode', 'article_not_found', {}],
    ]);
    expect(cartAfter(await loadCart(shop.deps, dealer, 'localhost')).items.map((item) => [item.id, item.qty])).toEqual([['ID01:TUBE-700', 2]]);
  });

  it('given a host with pre-orders, then the quantity beyond stock is a pre-order', async () => {
    const shop = givenShop();
    const outcome = await updateProductsInCart(shop.deps, dealer, 'preorder.example', [{ articleCode: 'KOTA-L', sorg: 'ID01', qty: 5 }]);
    expect(cartAfter(outcome).items[0]).toEqual(expect.objectContaining({ qty: 5, readyToShip: 2, preOrder: 3 }));
  });

  it('given the narrowing by ids or slug, then only those lines come back', async () => {
    const shop = givenShop();
    await updateProductsInCart(shop.deps, dealer, 'localhost', [
      { articleCode: 'TUBE-700', sorg: 'ID01', qty: 2 },
      { articleCode: 'AERO-M', sorg: 'ID01', qty: 1 },
    ]);
    const byId = await loadCart(shop.deps, dealer, 'localhost', { ids: ['ID01:TUBE-700'] });
    const bySlug = await loadCart(shop.deps, dealer, 'localhost', { slug: 'aero-sl-m' });
    expect(byId.ok && byId.value.items.map((item) => item.id)).toEqual(['ID01:TUBE-700']);
    expect(bySlug.ok && bySlug.value.items.map((item) => item.id)).toEqual(['ID01:AERO-M']);
  });

  it('given carts of two customers of one salesman, then each customer has its own cart', async () => {
    const shop = givenShop();
    shop.store.state.customers[0]!.assignedTo.push('u-sales');
    await updateProductsInCart(shop.deps, salesman, 'localhost', [{ articleCode: 'TUBE-700', sorg: 'ID01', qty: 2 }]);
    const other = await loadCart(shop.deps, { ...salesman, activeCustomerCode: '0000100001' }, 'localhost');
    expect(other.ok && other.value.items).toEqual([]);
  });

  it('given a session acting for nobody, then the cart is empty and an update is refused', async () => {
    const shop = givenShop();
    expect(await loadCart(shop.deps, guest, 'localhost')).toEqual({ ok: true, value: expect.objectContaining({ items: [] }) });
    const outcome = await updateProductsInCart(shop.deps, guest, 'localhost', [{ articleCode: 'TUBE-700', sorg: 'ID01', qty: 1 }]);
    expect(!outcome.ok && outcome.error).toEqual([{ field: ['custCode'], message: 'customer_required', values: {} }]);
  });
});
