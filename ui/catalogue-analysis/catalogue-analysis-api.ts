import type { ProductAnalysis, SorgConfig } from '../../application/portal/catalogue-analysis/ports';
import { portalApi, portsOf, read } from '../store/portal-api';

/** An analysis request: the sales organisation, the article codes and, optionally, the customer. */
export interface AnalysisRequest {
  sorg: string;
  articleCodes: readonly string[];
  custCode: string | null;
}

/** The catalogue analysis's reads; an article change reloads the analysis through the catalogue's tag. */
export const catalogueAnalysisApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    administratorSorgs: build.query<{ sorg: string; name: string }[], void>({
      queryFn: (_arg, api) => read(() => portsOf(api).catalogueAnalysis.sorgs()),
    }),
    sorgConfigs: build.query<SorgConfig[], string>({
      queryFn: (sorg, api) => read(() => portsOf(api).catalogueAnalysis.configs(sorg)),
    }),
    productAnalysis: build.query<ProductAnalysis[], AnalysisRequest>({
      queryFn: (request, api) => read(() => portsOf(api).catalogueAnalysis.analyse(request)),
      providesTags: ['Catalogue'],
    }),
  }),
});

export const { useAdministratorSorgsQuery, useSorgConfigsQuery, useProductAnalysisQuery } = catalogueAnalysisApi;
