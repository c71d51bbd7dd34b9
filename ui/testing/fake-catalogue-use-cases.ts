import { NEVER } from 'rxjs';
import { vi } from 'vitest';
import type { CatalogueUseCases } from '../../application/portal/catalogue/catalogue-use-cases';

/** The catalogue's use-cases as spies: an empty catalogue, nothing found. */
export function fakeCatalogueUseCases(): CatalogueUseCases {
  return {
    loadListing: vi.fn<CatalogueUseCases['loadListing']>(async (query) => ({ view: query.view, count: 0, page: 1, limit: query.limit, pages: 1, articles: [], models: [] })),
    loadProductDetails: vi.fn<CatalogueUseCases['loadProductDetails']>(async () => null),
    loadBikeCategories: vi.fn<CatalogueUseCases['loadBikeCategories']>(async () => []),
    loadGroupsets: vi.fn<CatalogueUseCases['loadGroupsets']>(async () => []),
    loadCatalogueHome: vi.fn<CatalogueUseCases['loadCatalogueHome']>(async () => ({ displays: [], promotions: [], bestSellers: [] })),
    changeRestockNotification: vi.fn<CatalogueUseCases['changeRestockNotification']>(async (_article, subscribe) => subscribe),
    startProductSearch: vi.fn<CatalogueUseCases['startProductSearch']>(() => ({ states: NEVER, type: () => undefined })),
  };
}
