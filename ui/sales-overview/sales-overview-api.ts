import type { DealerBonusReport, SalesOverviewFilterData, SalesOverviewReport } from '../../application/portal/sales-overview/ports';
import type { SalesOverviewFilter } from '../../domain/sales-overview/sales-overview';
import { portalApi, portsOf, read } from '../store/portal-api';

/** The sales figures' plain reads: the overview's filter options, the overview and the dealer bonus. */
export const salesOverviewApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    salesOverviewFilter: build.query<SalesOverviewFilterData, Partial<SalesOverviewFilter>>({
      queryFn: (filter, api) => read(() => portsOf(api).salesOverview.filterData(filter)),
    }),
    salesOverview: build.query<SalesOverviewReport, Partial<SalesOverviewFilter>>({
      queryFn: (filter, api) => read(() => portsOf(api).salesOverview.overview(filter)),
    }),
    dealerBonus: build.query<DealerBonusReport, number | null>({
      queryFn: (year, api) => read(() => portsOf(api).salesOverview.dealerBonus(year)),
    }),
  }),
});

export const { useSalesOverviewFilterQuery, useSalesOverviewQuery, useDealerBonusQuery } = salesOverviewApi;
