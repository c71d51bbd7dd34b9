import type { ProductCategory } from '../../application/portal/catalogue/ports';
import { portalApi, portsOf, read } from '../store/portal-api';

/** The catalogue's plain reads. */
export const catalogueApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** How many articles of a catalogue the search words find. */
    searchHitCount: build.query<number, { category: ProductCategory; search: string }>({
      queryFn: ({ category, search }, api) =>
        read(async () => (await portsOf(api).catalogue.products({ category, search, mc: null, view: 'item', page: 1, limit: 1 })).count),
      providesTags: ['Catalogue'],
    }),
  }),
});

export const { useSearchHitCountQuery } = catalogueApi;
