import type { PdiChecklistItem, PdiListQuery, PdiPage } from '../../application/portal/pdi/ports';
import { portalApi, portsOf, read } from '../store/portal-api';

/** The cache tag of the inspection lists; every change invalidates it. */
export const PDI_LIST = { type: 'Pdi', id: 'LIST' } as const;

/** The pre-delivery inspection area's plain reads. */
export const pdiApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the inspections of the customer the session acts for (or of the deleted ones). */
    pdis: build.query<PdiPage, PdiListQuery>({
      queryFn: (query, api) => read(() => portsOf(api).pdi.list(query)),
      providesTags: [PDI_LIST],
    }),
    pdiBrands: build.query<string[], void>({
      queryFn: (_arg, api) => read(() => portsOf(api).pdi.brands()),
    }),
    /** A brand's checklist, in the order the mechanic goes through it. */
    pdiChecklist: build.query<PdiChecklistItem[], string>({
      queryFn: (brand, api) => read(() => portsOf(api).pdi.checklist(brand)),
    }),
  }),
});

export const { usePdisQuery, usePdiBrandsQuery, usePdiChecklistQuery } = pdiApi;
