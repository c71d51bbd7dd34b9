import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { SalesAreaMap, SalesAreaRegion } from '../../application/portal/sales-area/ports';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import type { RegionCategoryChange } from '../../domain/sales-area/region-category';
import type { Result } from '../../domain/shared/result';
import { portalApi, portsOf, read } from '../store/portal-api';

const SALES_AREA = { type: 'SalesArea', id: 'MAP' } as const;

export const salesAreaApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** The regions of the user's sales organisations, their categories and whether the user may change them. */
    salesAreaMaps: build.query<SalesAreaMap, void>({
      queryFn: (_arg, api) => read(() => portsOf(api).salesAreas.maps()),
      providesTags: [SALES_AREA],
    }),
  }),
});

export const { useSalesAreaMapsQuery } = salesAreaApi;

type CacheThunk<T> = ThunkAction<T, Parameters<typeof salesAreaApi.util.selectCachedArgsForQuery>[0], PortalUseCases, UnknownAction>;

/** Changes region categories and, when they are stored, loads the map again. */
export function regionCategoriesChanged(changes: readonly RegionCategoryChange[]): CacheThunk<Promise<Result<SalesAreaRegion[]>>> {
  return async (dispatch, _getState, { updateRegionCategories }) => {
    const outcome = await updateRegionCategories(changes);
    if (outcome.ok) dispatch(salesAreaApi.util.invalidateTags([SALES_AREA]));
    return outcome;
  };
}
