import { describe, expect, it } from 'vitest';
import { quantityRulesOf } from '../../../domain/cart/quantity-rules';
import { HOST_CONFIG_DEFAULTS } from '../../../domain/config/host-config';
import { exampleCatalogue } from '../catalogue/testing/catalogue-gateway.in-memory';
import type { CatalogueArticle } from '../catalogue/ports';
import { createAddToCart, createLoadCart, createSetCartQuantities, FAILED_UPDATE_CART } from './cart-changes';
import { CartGatewayInMemory } from './testing/cart-gateway.in-memory';
import type { CartQuantity } from './ports';

const catalogue = exampleCatalogue();
const article = (code: string): CatalogueArticle => catalogue.find((each) => each.articleCode === code)!;
const rules = quantityRulesOf({ ...HOST_CONFIG_DEFAULTS, availableStockCheck: true });

async function cartWith(lines: CartQuantity[], options: ConstructorParameters<typeof CartGatewayInMemory>[1] = {}) {
  const cart = new CartGatewayInMemory(catalogue, { cart: lines, ...options });
  const current = (await createLoadCart({ cart })())!;
  return { cart, current };
}

describe('set cart quantities', () => {
  it('given 25 tubes in the cart, when the dealer sets 10, then the cart holds 10 at the 5 % tier', async () => {
    const { cart, current } = await cartWith([{ articleCode: 'VP-TUBE-700', sorg: 'ID01', qty: 25 }]);

    const result = await createSetCartQuantities({ cart })(current, [{ article: article('VP-TUBE-700'), qty: 10 }], rules);

    expect(result.ok && result.cart.lines.map((line) => [line.qty, line.pricing?.salesDealNo])).toEqual([[10, 'SD-VOL-10']]);
    expect(result.ok && result.cart.totalsBySorg[0]?.total).toBe('617500');
  });

  it('given two lines, when the dealer sets one to 0, then that line is removed and the other keeps its place', async () => {
    const { cart, current } = await cartWith([
      { articleCode: 'VB-AESL-27-M', sorg: 'ID01', qty: 2 },
      { articleCode: 'VP-TUBE-700', sorg: 'ID01', qty: 5 },
    ]);

    const result = await createSetCartQuantities({ cart })(current, [{ article: article('VB-AESL-27-M'), qty: 0 }], rules);

    expect(result.ok && result.cart.lines.map((line) => line.articleCode)).toEqual(['VP-TUBE-700']);
  });

  it('given a bike with 2 units in stock on a host that checks stock, when 3 are set, then the portal refuses before asking', async () => {
    const { cart, current } = await cartWith([]);

    const result = await createSetCartQuantities({ cart })(current, [{ article: article('VB-KTCF-26-L'), qty: 3 }], rules);

    expect(result).toMatchObject({ ok: false, messages: [{ key: 'order_exceeds_available_stock', values: { available: '2' }, articleCode: 'VB-KTCF-26-L' }] });
    expect(await cart.cart()).toEqual({ lines: [] });
  });

  it('given brake pads with an order quota of 50, when 60 are set, then "max_order_quantity" names the limit', async () => {
    const { cart, current } = await cartWith([]);

    const result = await createSetCartQuantities({ cart })(current, [{ article: article('VP-PAD-RESIN'), qty: 60 }], rules);

    expect(result).toMatchObject({ ok: false, messages: [{ key: 'max_order_quantity', values: { limit: '50' } }] });
  });

  it('given a quantity that is no whole number, when it is set, then it is refused as invalid', async () => {
    const { cart, current } = await cartWith([]);

    const result = await createSetCartQuantities({ cart })(current, [{ article: article('VP-TUBE-700'), qty: 2.5 }], rules);

    expect(result).toMatchObject({ ok: false, messages: [{ key: 'invalid_quantity' }] });
  });

  it('given the service refuses the line, when it is set, then its message is tied to the article', async () => {
    const masked = catalogue.map((each) => (each.articleCode === 'VB-KTCF-26-L' ? { ...each, stock: { ...each.stock, available: 1 } } : each));
    const cart = new CartGatewayInMemory(masked);
    const staleArticle = { ...article('VB-KTCF-26-L'), stock: { ...article('VB-KTCF-26-L').stock, available: null } };

    const result = await createSetCartQuantities({ cart })({ lines: [] }, [{ article: staleArticle, qty: 2 }], rules);

    expect(result).toMatchObject({ ok: false, messages: [{ key: 'order_exceeds_available_stock', values: { available: '1' }, articleCode: 'VB-KTCF-26-L' }] });
  });

  it('given the service cannot be reached, when a quantity is set, then failed_update_cart shows', async () => {
    const { current } = await cartWith([]);
    const cart = new CartGatewayInMemory(catalogue, { fail: true });

    const result = await createSetCartQuantities({ cart })(current, [{ article: article('VP-TUBE-700'), qty: 5 }], rules);

    expect(result).toMatchObject({ ok: false, messages: [{ key: FAILED_UPDATE_CART }], cart: null });
  });
});

describe('add to cart', () => {
  it('given 5 tubes in the cart, when 20 more are added, then the cart holds 25 at the 10 % tier', async () => {
    const { cart, current } = await cartWith([{ articleCode: 'VP-TUBE-700', sorg: 'ID01', qty: 5 }]);

    const result = await createAddToCart({ cart })(current, [{ article: article('VP-TUBE-700'), qty: 20 }], rules);

    expect(result.ok && result.changed).toEqual([{ articleCode: 'VP-TUBE-700', sorg: 'ID01', qty: 25 }]);
    expect(result.ok && result.cart.lines[0]?.pricing?.salesDealNo).toBe('SD-VOL-25');
  });

  it('given an empty cart, when the same article is added twice in one go, then one line holds both quantities', async () => {
    const { cart, current } = await cartWith([]);

    const result = await createAddToCart({ cart })(current, [{ article: article('VP-TUBE-700'), qty: 5 }, { article: article('VP-TUBE-700'), qty: 5 }], rules);

    expect(result.ok && result.cart.lines.map((line) => line.qty)).toEqual([10]);
  });

  it('given 2 bikes of a 2-unit stock in the cart, when one more is added, then stock refuses it', async () => {
    const { cart, current } = await cartWith([{ articleCode: 'VB-KTCF-26-L', sorg: 'ID01', qty: 2 }]);

    const result = await createAddToCart({ cart })(current, [{ article: article('VB-KTCF-26-L'), qty: 1 }], rules);

    expect(result).toMatchObject({ ok: false, messages: [{ key: 'order_exceeds_available_stock' }] });
  });
});
