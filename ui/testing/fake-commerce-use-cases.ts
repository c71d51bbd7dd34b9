import { NEVER } from 'rxjs';
import { vi } from 'vitest';
import type { CommerceUseCases } from '../../application/portal/commerce-use-cases';

/** The commerce use-cases as spies: an empty catalogue and cart, nothing found, nothing placed. */
export function fakeCommerceUseCases(): CommerceUseCases {
  return {
    loadListing: vi.fn<CommerceUseCases['loadListing']>(async (query) => ({ view: query.view, count: 0, page: 1, limit: query.limit, pages: 1, articles: [], models: [] })),
    loadProductDetails: vi.fn<CommerceUseCases['loadProductDetails']>(async () => null),
    loadBikeCategories: vi.fn<CommerceUseCases['loadBikeCategories']>(async () => []),
    loadGroupsets: vi.fn<CommerceUseCases['loadGroupsets']>(async () => []),
    loadCatalogueHome: vi.fn<CommerceUseCases['loadCatalogueHome']>(async () => ({ displays: [], promotions: [], bestSellers: [] })),
    changeRestockNotification: vi.fn<CommerceUseCases['changeRestockNotification']>(async (_article, subscribe) => subscribe),
    startProductSearch: vi.fn<CommerceUseCases['startProductSearch']>(() => ({ states: NEVER, type: () => undefined })),
    loadCart: vi.fn<CommerceUseCases['loadCart']>(async () => null),
    setCartQuantities: vi.fn<CommerceUseCases['setCartQuantities']>(async () => ({ ok: false, messages: [], cart: null })),
    addToCart: vi.fn<CommerceUseCases['addToCart']>(async () => ({ ok: false, messages: [], cart: null })),
    resolveFastOrder: vi.fn<CommerceUseCases['resolveFastOrder']>(async (entries) => entries.map((entry) => ({ ok: false, articleCode: entry.articleCode, qty: entry.qty, key: 'article_not_found' }))),
    loadCheckoutOptions: vi.fn<CommerceUseCases['loadCheckoutOptions']>(async () => null),
    loadShipmentRates: vi.fn<CommerceUseCases['loadShipmentRates']>(async () => []),
    startCheckout: vi.fn<CommerceUseCases['startCheckout']>(() => ({ idempotencyKey: 'key-1', submit: async () => ({ ok: false, messages: [] }) })),
    loadPurchases: vi.fn<CommerceUseCases['loadPurchases']>(async () => null),
  };
}
