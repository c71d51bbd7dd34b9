import type { AdministeredBanner, BannerDraft, BannerListFilter } from '../../application/portal/banners/ports';
import type { Result } from '../../domain/shared/result';
import { portalApi, portsOf, read } from '../store/portal-api';

/** The administration's reads and changes of banners; a change refreshes every banner read, the popup's too. */
export const bannersApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    administeredBanners: build.query<{ items: AdministeredBanner[]; total: number }, BannerListFilter>({
      queryFn: (filter, api) => read(() => portsOf(api).bannerAdministration.list(filter)),
      providesTags: ['Banners'],
    }),
    administeredBanner: build.query<AdministeredBanner | null, string>({
      queryFn: (id, api) => read(() => portsOf(api).bannerAdministration.byId(id)),
      providesTags: ['Banners'],
    }),
    saveBanner: build.mutation<Result<string>, { id: string | null; draft: BannerDraft }>({
      queryFn: ({ id, draft }, api) => read(() => portsOf(api).bannerAdministration.save(id, draft)),
      invalidatesTags: ['Banners'],
    }),
    deleteBanner: build.mutation<Result<void>, string>({
      queryFn: (id, api) => read(() => portsOf(api).bannerAdministration.remove(id)),
      invalidatesTags: ['Banners'],
    }),
  }),
});

export const { useAdministeredBannersQuery, useAdministeredBannerQuery, useSaveBannerMutation, useDeleteBannerMutation } = bannersApi;
