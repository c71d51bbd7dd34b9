import type { MarketingCategory, MarketingCategoryQuery, MarketingImage } from '../../application/portal/marketing-material/ports';
import type { ContentPage } from '../../application/portal/sales-documents/ports';
import type { Result } from '../../domain/shared/result';
import { portalApi, portsOf, read } from '../store/portal-api';

const TAG = 'MarketingMaterial' as const;

/** The marketing material's reads; a change of the administration reloads them all. */
export const marketingMaterialApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    marketingCategories: build.query<ContentPage<MarketingCategory>, MarketingCategoryQuery>({
      queryFn: (query, api) => read(() => portsOf(api).marketingMaterial.categories(query)),
      providesTags: [TAG],
    }),
    marketingCategory: build.query<MarketingCategory | null, string>({
      queryFn: (id, api) => read(() => portsOf(api).marketingMaterial.category(id)),
      providesTags: [TAG],
    }),
    marketingImages: build.query<ContentPage<MarketingImage>, string>({
      queryFn: (categoryId, api) => read(() => portsOf(api).marketingMaterial.images(categoryId)),
      providesTags: [TAG],
    }),
    marketingImage: build.query<MarketingImage | null, string>({
      queryFn: (id, api) => read(() => portsOf(api).marketingMaterial.image(id)),
      providesTags: [TAG],
    }),
    deleteMarketingImage: build.mutation<Result<string>, string>({
      queryFn: (id, api) => read(() => portsOf(api).marketingMaterial.deleteImage(id)),
      invalidatesTags: [TAG],
    }),
  }),
});

export const { useMarketingCategoriesQuery, useMarketingCategoryQuery, useMarketingImagesQuery, useMarketingImageQuery, useDeleteMarketingImageMutation } = marketingMaterialApi;
