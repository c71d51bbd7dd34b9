import { graphqlCycle, type BenchOperation } from './bench-plan';

/** Warranty claims at BENCH_CLAIMS generated claims (infrastructure/db/seed/scale-claims.ts): the list and one claim's detail. Goal: p95 ≤ 50 ms on PostgreSQL. */
const CLAIMS_LIST_QUERY = `query BenchClaims($page: Int!, $search: String, $statusId: ID) {
  claimsV3(page: $page, limit: 20, search: $search, statusId: $statusId) { total items { id referenceNo kind status { id description } articleCode articleName frameNumber customerName createdAt } }
}`;
const CLAIM_DETAIL_QUERY = `query BenchClaim($id: ID!) {
  claimV2(id: $id) { id referenceNo status { id } nextStatuses { id } articleCode frameNumber problems { description } consumer { name } pdi { id } files { slot url thumbnailUrl } histories { toStatusId changedBy changedAt } editable }
}`;
/** The narrowings the list walk takes in turn: none, a status, a reference search. */
const LIST_FILTERS: Record<string, unknown>[] = [{}, { statusId: 'in_review' }, { search: 'WC-S-0001' }];
/** Pages of 20 the walk visits. */
const WALKED_PAGES = 50;

export const CLAIM_OPERATIONS: BenchOperation[] = [
  {
    name: 'POST /graphql claimsV3 (large customer)',
    note: 'One page of 20 of the generated dealer\'s claims (a tenth of BENCH_CLAIMS), newest first, walking the pages and taking each narrowing in turn (none, a status, a reference search).',
    prepare: (context) => graphqlCycle(context, CLAIMS_LIST_QUERY, (step) => ({ ...LIST_FILTERS[step % LIST_FILTERS.length], page: 1 + (step % WALKED_PAGES) })),
  },
  {
    name: 'POST /graphql claimV2 (detail)',
    note: 'One claim of the generated dealer with its status moves, problems, inspection, files and history.',
    prepare: (context) => graphqlCycle(context, CLAIM_DETAIL_QUERY, () => ({ id: context.fixture.claims?.sampleClaimId ?? '' })),
  },
];
