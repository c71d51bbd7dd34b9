import type { ContentTargetMarket } from '../../application/portal/content/ports';
import type { ContentPageType } from '../../domain/content/content-gate';
import { portalApi, portsOf, read } from '../store/portal-api';

/** The reads every content page shares. */
export const contentApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** The markets of a page type the user reads content of; empty means the page shows the No Data notice. */
    contentTargetMarkets: build.query<ContentTargetMarket[], ContentPageType>({
      queryFn: (type, api) => read(() => portsOf(api).content.targetMarkets(type)),
    }),
  }),
});

export const { useContentTargetMarketsQuery } = contentApi;
