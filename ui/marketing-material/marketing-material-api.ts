import type { MarketingCategory, MarketingCategoryInput, MarketingCategoryQuery, MarketingImage } from '../../application/portal/marketing-material/ports';
import type { ContentMarket, ContentPage } from '../../application/portal/sales-documents/ports';
import type { MarketingMaterialType } from '../../domain/marketing-material/marketing-material';
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
    marketingLayouts: build.query<string[], MarketingMaterialType>({
      queryFn: (type, api) => read(() => portsOf(api).marketingMaterial.layouts(type)),
    }),
    marketingMarkets: build.query<ContentMarket[], void>({
      queryFn: (_arg, api) => read(() => portsOf(api).marketingMaterial.markets()),
    }),
    saveMarketingCategory: build.mutation<Result<MarketingCategory>, { id: string | null; input: MarketingCategoryInput }>({
      queryFn: ({ id, input }, api) => read(() => portsOf(api).marketingMaterial.saveCategory(id, input)),
      invalidatesTags: [TAG],
    }),
    deleteMarketingCategory: build.mutation<Result<string>, string>({
      queryFn: (id, api) => read(() => portsOf(api).marketingMaterial.deleteCategory(id)),
      invalidatesTags: [TAG],
    }),
    updateMarketingImage: build.mutation<Result<MarketingImage>, { id: string; title: string; categoryId: string }>({
      queryFn: ({ id, ...change }, api) => read(() => portsOf(api).marketingMaterial.updateImage(id, change)),
      invalidatesTags: [TAG],
    }),
    deleteMarketingImage: build.mutation<Result<string>, string>({
      queryFn: (id, api) => read(() => portsOf(api).marketingMaterial.deleteImage(id)),
      invalidatesTags: [TAG],
    }),
  }),
});

export const {
  useMarketingCategoriesQuery,
  useMarketingCategoryQuery,
  useMarketingImagesQuery,
  useMarketingImageQuery,
  useDeleteMarketingImageMutation,
  useMarketingLayoutsQuery,
  useMarketingMarketsQuery,
  useSaveMarketingCategoryMutation,
  useDeleteMarketingCategoryMutation,
  useUpdateMarketingImageMutation,
} = marketingMaterialApi;
