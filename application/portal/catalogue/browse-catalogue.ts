import { BEST_SELLERS_LIMIT, catalogueView, pageNumber, viewQuota } from '../../../domain/catalogue/catalogue-views';
import type { HostConfig } from '../../../domain/config/host-config';
import { normaliseSearchTerm, type ProductCategory } from '../../../domain/catalogue/search-suggestions';
import type { BikeCategory, CatalogueGateway, CatalogueHome, Groupset, ProductDetails, ProductPage, ProductQuery } from './ports';

/** What the bike category menu logs when the categories cannot be loaded (spec 001 §8). */
export const BIKE_CATEGORY_FAILURE_LOG = 'Something went wrong (0101).';

/** The product categories of the catalogue's addresses: /catalog/bike and /catalog/paa. */
export const PRODUCT_CATEGORIES: readonly ProductCategory[] = ['bike', 'paa'];

export function isProductCategory(value: string | null | undefined): value is ProductCategory {
  return PRODUCT_CATEGORIES.some((category) => category === value);
}

/** What a catalogue address asks for: its category and its query parameters search, view, mc and page. */
export interface CatalogueAddress {
  category: ProductCategory | null;
  search: string | null;
  view: string | null;
  mc: string | null;
  page: string | number | null;
}

/**
 * The listing a catalogue address asks for (spec 001 §2): the view the address names (view=item) or the host's
 * catalogDefaultView, a page of the item view quota (10) or the model view quota (12), from page 1. A bike
 * category (mc) lists bikes. Blank search words and categories ask for nothing.
 */
export function listingQuery(address: CatalogueAddress, config: Pick<HostConfig, 'catalogDefaultView' | 'itemViewQuota' | 'modelViewQuota'>): ProductQuery {
  const view = catalogueView(address.view, config);
  const search = normaliseSearchTerm(address.search ?? '');
  const mc = (address.mc ?? '').trim();
  const page = typeof address.page === 'string' ? Number(address.page) : address.page;
  return {
    category: address.category ?? (mc ? 'bike' : null),
    mc: mc || null,
    search: search || null,
    view,
    page: pageNumber(page),
    limit: viewQuota(view, config),
  };
}

export interface BrowseCatalogue {
  /** A page of the catalogue; null when it cannot be loaded. */
  loadListing(query: ProductQuery): Promise<ProductPage | null>;
  /** A product page; null for an unknown slug, 'failed' when it cannot be loaded. */
  loadProductDetails(slug: string): Promise<ProductDetails | null | 'failed'>;
  /** The bike categories of the catalogue menu; none (and a log line) when they cannot be loaded. */
  loadBikeCategories(): Promise<BikeCategory[]>;
  loadGroupsets(): Promise<Groupset[] | null>;
  /** The catalogue home's sections for a category, with the 8 best sellers; null when it cannot be loaded. */
  loadCatalogueHome(category: ProductCategory): Promise<CatalogueHome | null>;
  /** Asks for, or stops, a notice when the article is back in stock; answers the new state, or null on failure. */
  changeRestockNotification(article: { articleCode: string; sorg: string }, subscribe: boolean): Promise<boolean | null>;
}

async function orNull<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch {
    return null;
  }
}

export function createBrowseCatalogue(deps: { catalogue: CatalogueGateway; log?: (message: string) => void }): BrowseCatalogue {
  const log = deps.log ?? ((message: string) => console.warn(message));
  return {
    loadListing: (query) => orNull(() => deps.catalogue.products(query)),
    loadProductDetails: async (slug) => {
      try {
        return await deps.catalogue.productDetails(slug);
      } catch {
        return 'failed';
      }
    },
    loadBikeCategories: async () => {
      try {
        return await deps.catalogue.bikeCategories();
      } catch {
        log(BIKE_CATEGORY_FAILURE_LOG);
        return [];
      }
    },
    loadGroupsets: () => orNull(() => deps.catalogue.groupsets()),
    loadCatalogueHome: (category) => orNull(() => deps.catalogue.catalogueHome(category, BEST_SELLERS_LIMIT)),
    changeRestockNotification: (article, subscribe) => orNull(() => deps.catalogue.restockNotification(article, subscribe)),
  };
}
