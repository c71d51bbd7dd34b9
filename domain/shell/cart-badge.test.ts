import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartBadgeCount, cartButtonShown } from './cart-badge';

/** Cart sizes well beyond what a dealer orders at once. */
const MAX_LINES = 500;
const cart = fc.integer({ min: 0, max: MAX_LINES }).chain((itemCount) =>
  fc.integer({ min: itemCount, max: itemCount * 99 }).map((totalQuantity) => ({ itemCount, totalQuantity })),
);

describe('cart button', () => {
  it('is shown with cart.display-order-qty only', () => {
    expect(cartButtonShown({ scopes: ['cart.display-order-qty'], roles: ['dealer'] })).toBe(true);
    expect(cartButtonShown({ scopes: ['page.catalog'], roles: ['dealer'] })).toBe(false);
  });

  it('is hidden from Product and guest users whatever their scopes', () => {
    expect(cartButtonShown({ scopes: ['cart.display-order-qty'], roles: ['Product'] })).toBe(false);
    expect(cartButtonShown({ scopes: ['cart.display-order-qty'], roles: ['dealer', 'guest'] })).toBe(false);
  });
});

describe('cart badge', () => {
  it('counts lines, or quantities under CART_COUNT_TOTAL_QTY', () => {
    expect(cartBadgeCount({ itemCount: 3, totalQuantity: 12 }, [])).toBe(3);
    expect(cartBadgeCount({ itemCount: 3, totalQuantity: 12 }, ['CART_COUNT_TOTAL_QTY'])).toBe(12);
  });

  it('never shows fewer with the quantity feature than without it', () => {
    fc.assert(
      fc.property(cart, (given) => {
        expect(cartBadgeCount(given, ['CART_COUNT_TOTAL_QTY'])).toBeGreaterThanOrEqual(cartBadgeCount(given, []));
      }),
    );
  });
});
