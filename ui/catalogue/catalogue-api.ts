import type { BikeCategory, CatalogueHome, Groupset, ProductCategory, ProductDetails, ProductPage, ProductQuery } from '../../application/portal/catalogue/ports';
import { foundOrUnavailable, portalApi, portalUseCasesOf, portsOf, read, UNAVAILABLE } from '../store/portal-api';

/**
 * The catalogue's reads. Listings, the home, the groupsets and a product carry stock, so each is asked again when a
 * page showing it opens; what was kept shows meanwhile.
 */
export const catalogueApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** The bike categories of the catalogue menu; none when they cannot be loaded. */
    bikeCategories: build.query<BikeCategory[], void>({
      queryFn: async (_arg, api) => ({ data: await portalUseCasesOf(api).loadBikeCategories() }),
      providesTags: ['Catalogue'],
    }),
    /** A page of articles or models. */
    listing: build.query<ProductPage, ProductQuery>({
      queryFn: async (query, api) => foundOrUnavailable(await portalUseCasesOf(api).loadListing(query)),
      providesTags: ['Catalogue'],
    }),
    /** A catalogue home's sections with its best sellers. */
    catalogueHome: build.query<CatalogueHome, ProductCategory>({
      queryFn: async (category, api) => foundOrUnavailable(await portalUseCasesOf(api).loadCatalogueHome(category)),
      providesTags: ['Catalogue'],
    }),
    groupsets: build.query<Groupset[], void>({
      queryFn: async (_arg, api) => foundOrUnavailable(await portalUseCasesOf(api).loadGroupsets()),
      providesTags: ['Catalogue'],
    }),
    /** A product page; null for a slug the catalogue does not know. */
    productDetails: build.query<ProductDetails | null, string>({
      queryFn: async (slug, api) => {
        const details = await portalUseCasesOf(api).loadProductDetails(slug);
        return details === 'failed' ? { error: UNAVAILABLE } : { data: details };
      },
      providesTags: ['Catalogue'],
    }),
    /** How many articles of a catalogue the search words find. */
    searchHitCount: build.query<number, { category: ProductCategory; search: string }>({
      queryFn: ({ category, search }, api) =>
        read(async () => (await portsOf(api).catalogue.products({ category, search, mc: null, view: 'item', page: 1, limit: 1 })).count),
      providesTags: ['Catalogue'],
    }),
  }),
});

export const { useBikeCategoriesQuery, useListingQuery, useCatalogueHomeQuery, useGroupsetsQuery, useProductDetailsQuery, useSearchHitCountQuery } = catalogueApi;
