import type { ClaimArticleOption, ClaimFormLookups, ClaimFrameNotice, ClaimToEdit } from '../../../application/portal/claims/claim-filing-ports';
import type { ClaimProductCategory } from '../../../domain/claims/claim-workflow';
import { portalApi, portsOf, read } from '../../store/portal-api';

/** The claim form's plain reads: the lookups it offers and the claim it edits. */
export const claimFormApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    claimArticleMatches: build.query<ClaimArticleOption[], string>({
      queryFn: (search, api) => read(() => portsOf(api).claimFiling.articles(search, null)),
    }),
    claimFormLookups: build.query<ClaimFormLookups, ClaimProductCategory>({
      queryFn: (kind, api) => read(() => portsOf(api).claimFiling.lookups(kind)),
    }),
    claimFrameNotices: build.query<ClaimFrameNotice[], string>({
      queryFn: (frameNumber, api) => read(() => portsOf(api).claimFiling.frameNotices(frameNumber)),
    }),
    claimToEdit: build.query<ClaimToEdit | null, string>({
      queryFn: (id, api) => read(() => portsOf(api).claimFiling.find(id)),
      providesTags: (_answer, _error, id) => [{ type: 'Claims', id }],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useClaimArticleMatchesQuery, useClaimFormLookupsQuery, useClaimFrameNoticesQuery, useClaimToEditQuery } = claimFormApi;
