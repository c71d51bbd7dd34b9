import type { FrameLookup, RetailSalePage, RetailSaleQuery } from '../../application/portal/frames/ports';
import { portalApi, portsOf, read } from '../store/portal-api';

/** The cache tag of the retail sales lists; a registration or a deletion invalidates it. */
export const RETAIL_SALES_LIST = { type: 'RetailSale', id: 'LIST' } as const;

/** The retail sales area's plain reads. */
export const retailSalesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the retail sales (registered frames) of the customer the session acts for. */
    retailSales: build.query<RetailSalePage, RetailSaleQuery>({
      queryFn: (query, api) => read(() => portsOf(api).frames.registeredFrames(query)),
      providesTags: [RETAIL_SALES_LIST],
    }),
    /** What the dealer may do with a frame, asked before registering it. */
    frameLookup: build.query<FrameLookup[], string>({
      queryFn: (frameNumber, api) => read(() => portsOf(api).frames.lookUp([frameNumber])),
      providesTags: [RETAIL_SALES_LIST],
    }),
  }),
});

export const { useRetailSalesQuery, useLazyFrameLookupQuery } = retailSalesApi;
