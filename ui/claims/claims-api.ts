import type { ClaimDetail, ClaimListQuery, ClaimPage, ClaimWorkflow } from '../../application/portal/claims/claim-records-ports';
import { portalApi, portsOf, read } from '../store/portal-api';

/** The cache tag of the claim lists; every change of a claim invalidates it. */
export const CLAIM_LIST = { type: 'Claims', id: 'LIST' } as const;

/** The claims area's plain reads. */
export const claimsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** One page of the claims the user reaches, newest first. */
    claims: build.query<ClaimPage, ClaimListQuery>({
      queryFn: (query, api) => read(() => portsOf(api).claimRecords.list(query)),
      providesTags: [CLAIM_LIST],
    }),
    /** A claim with its comments; null when the user reaches no claim of that id. */
    claimDetail: build.query<ClaimDetail, string>({
      queryFn: (id, api) => read(() => portsOf(api).claimRecords.detail(id)),
      providesTags: (_answer, _error, id) => [{ type: 'Claims', id }],
    }),
    /** The statuses and every allowed move, from which the workflow rule picks this user's. */
    claimWorkflow: build.query<ClaimWorkflow, void>({
      queryFn: (_arg, api) => read(() => portsOf(api).claimRecords.workflow()),
    }),
  }),
});

export const { useClaimsQuery, useClaimDetailQuery, useClaimWorkflowQuery } = claimsApi;
