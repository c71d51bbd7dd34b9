import type { CreditAccount } from '../../../application/portal/credit/ports';
import { portalApi, portsOf, read } from '../../store/portal-api';

/** The credit accounts of the customer the session acts for, one per company, in the service's order. */
export const creditApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    creditInformation: build.query<CreditAccount[], void>({
      queryFn: (_arg, api) => read(() => portsOf(api).credit.creditInformation()),
      providesTags: ['Credit'],
    }),
  }),
});

export const { useCreditInformationQuery } = creditApi;
