import { vi } from 'vitest';
import type { CartUseCases } from '../../application/portal/cart/cart-use-cases';

/** The cart's use-cases as spies: an empty cart, nothing found, nothing placed. */
export function fakeCartUseCases(): CartUseCases {
  return {
    loadCart: vi.fn<CartUseCases['loadCart']>(async () => null),
    loadCartCount: vi.fn<CartUseCases['loadCartCount']>(async () => null),
    setCartQuantities: vi.fn<CartUseCases['setCartQuantities']>(async () => ({ ok: false, messages: [], cart: null })),
    addToCart: vi.fn<CartUseCases['addToCart']>(async () => ({ ok: false, messages: [], cart: null })),
    resolveFastOrder: vi.fn<CartUseCases['resolveFastOrder']>(async (entries) => entries.map((entry) => ({ ok: false, articleCode: entry.articleCode, qty: entry.qty, key: 'article_not_found' }))),
    loadCheckoutOptions: vi.fn<CartUseCases['loadCheckoutOptions']>(async () => null),
    loadShipmentRates: vi.fn<CartUseCases['loadShipmentRates']>(async () => []),
    startCheckout: vi.fn<CartUseCases['startCheckout']>(() => ({ idempotencyKey: 'key-1', submit: async () => ({ ok: false, messages: [] }) })),
    loadPurchases: vi.fn<CartUseCases['loadPurchases']>(async () => null),
  };
}
