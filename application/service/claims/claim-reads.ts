import { allowedNextStatuses, claimEditableBy, type ClaimProductCategory } from '../../../domain/claims/claim-workflow';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import type { ActiveCustomerError } from '../customers/active-customer';
import { claimActor, isClaimId, type ClaimsDeps } from './claim-access';
import type { ClaimArticle, ClaimCommentRecord, ClaimFrame, ClaimRecord, ClaimSummary } from './ports';

/** The most claims one page of the list holds. */
export const CLAIM_PAGE_LIMIT_MAX = 100;
/** The longest search the list and the lookups take. */
export const CLAIM_SEARCH_MAX_LENGTH = 100;
/** The most rows a lookup (articles, recall frames, stolen bikes) answers. */
export const CLAIM_LOOKUP_LIMIT = 20;

type ReadDeps = Pick<ClaimsDeps, 'claims' | 'activeCustomers'>;

export interface ClaimListRequest {
  page: number;
  limit: number;
  search?: string | null;
  statusId?: string | null;
  kind?: ClaimProductCategory | null;
}

/** One page of the claims the caller reaches, newest first: a dealer its customer's, a reviewer every dealer's. */
export async function listClaims(deps: ReadDeps, principal: Principal, request: ClaimListRequest): Promise<Result<{ items: ClaimSummary[]; total: number }, ActiveCustomerError | 'invalid_paging'>> {
  const search = (request.search ?? '').trim();
  const pagingValid = Number.isInteger(request.page) && request.page >= 1 && Number.isInteger(request.limit) && request.limit >= 1 && request.limit <= CLAIM_PAGE_LIMIT_MAX;
  if (!pagingValid || search.length > CLAIM_SEARCH_MAX_LENGTH) return err('invalid_paging');
  const actor = await claimActor(deps, principal);
  if (!actor.ok) return actor;
  return ok(await deps.claims.list({ customerId: actor.value.customerId, search, statusId: request.statusId?.trim() || null, kind: request.kind ?? null, page: request.page, limit: request.limit }));
}

/** A claim with what the caller may do next: the statuses the capabilities let it move the claim to. */
export interface ClaimView extends ClaimRecord {
  nextStatusIds: string[];
  /** Whether the caller may still change the claim's fields and files (its dealer, while it is open). */
  editable: boolean;
}

/** One claim the caller reaches; another customer's is `claim_not_found`, as if it did not exist. */
export async function readClaim(deps: ReadDeps, principal: Principal, id: string): Promise<Result<ClaimView, ActiveCustomerError | 'claim_not_found'>> {
  const actor = await claimActor(deps, principal);
  if (!actor.ok) return actor;
  const claim = isClaimId(id) ? await deps.claims.find(actor.value.customerId, id.trim()) : undefined;
  if (!claim) return err('claim_not_found');
  const [capabilities, statuses] = await Promise.all([deps.claims.capabilities(), deps.claims.statuses()]);
  const status = statuses.find((candidate) => candidate.id === claim.statusId);
  return ok({
    ...claim,
    nextStatusIds: allowedNextStatuses(capabilities, { productCategory: claim.kind, custCategory: actor.value.category, fromStatusId: claim.statusId }),
    editable: claimEditableBy(actor.value.category, status?.category),
  });
}

/** The comments of a claim the caller reaches, oldest first. */
export async function claimComments(deps: ReadDeps, principal: Principal, id: string): Promise<Result<ClaimCommentRecord[], ActiveCustomerError | 'claim_not_found'>> {
  const claim = await readClaim(deps, principal, id);
  return claim.ok ? ok(await deps.claims.comments(claim.value.id)) : claim;
}

/** Articles for the claim form's article field. */
export function claimArticles(deps: Pick<ClaimsDeps, 'claims'>, search: string, category: ClaimProductCategory | null): Promise<ClaimArticle[]> {
  const text = search.trim().slice(0, CLAIM_SEARCH_MAX_LENGTH);
  return text === '' ? Promise.resolve([]) : deps.claims.articles(text, category, CLAIM_LOOKUP_LIMIT);
}

/** Frames of a recall campaign or reported stolen, for the reviewers and the form's warnings. */
export function flaggedFrames(deps: Pick<ClaimsDeps, 'claims'>, flag: 'recall' | 'stolen', search: string | null | undefined): Promise<ClaimFrame[]> {
  return deps.claims.flaggedFrames(flag, (search ?? '').trim().slice(0, CLAIM_SEARCH_MAX_LENGTH), CLAIM_LOOKUP_LIMIT);
}

/** The dealer a claim is filed for: the customer the session acts for. */
export async function dealerInformation(deps: ReadDeps, principal: Principal) {
  const actor = await claimActor(deps, principal);
  if (!actor.ok || !actor.value.customerId) return null;
  return (await deps.claims.dealerInformation(actor.value.customerId)) ?? null;
}
