import { describe, expect, it } from 'vitest';
import { CartGatewayInMemory } from './testing/cart-gateway.in-memory';
import { createLoadCartCount } from './load-cart-count';

describe('load cart count', () => {
  it('given a cart with lines, when loading, then its count comes back', async () => {
    expect(await createLoadCartCount({ cart: new CartGatewayInMemory(undefined, { count: { itemCount: 3, totalQuantity: 14 } }) })()).toEqual({ itemCount: 3, totalQuantity: 14 });
  });

  it('given the cart cannot be loaded, when loading, then there is no count', async () => {
    expect(await createLoadCartCount({ cart: new CartGatewayInMemory(undefined, { fail: true }) })()).toBeNull();
  });
});
