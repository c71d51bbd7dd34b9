import { checkClaimDraft, type ClaimConsumer, type ClaimDraft } from '../../../domain/claims/claim-draft';
import type { ClaimFileSlot } from '../../../domain/claims/claim-files';
import type { ClaimProductCategory } from '../../../domain/claims/claim-workflow';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { Principal } from '../auth/ports';
import { claimActor, type ClaimsDeps } from './claim-access';
import { prepareClaimFiles, removeClaimFiles, withStoredFiles, type ClaimUploads } from './claim-files';
import { readClaim, type ClaimView } from './claim-reads';
import type { ClaimFields } from './ports';

/** The status a new claim starts in: the dealer's draft, which it submits when it is complete. */
export const CLAIM_FIRST_STATUS_ID = 'draft';

/** A claim as a dealer sends it, with its files. */
export interface ClaimRequest {
  articleCode: string;
  frameNumber?: string | null;
  qty?: number | null;
  problemIds?: readonly string[] | null;
  customerNotes?: string | null;
  consumer?: { [Field in keyof ClaimConsumer]?: string | null } | null;
  files: ClaimUploads;
}

function draftOf(kind: ClaimProductCategory, request: ClaimRequest, attached: ClaimFileSlot[]): ClaimDraft {
  return {
    kind,
    articleCode: request.articleCode,
    frameNumber: request.frameNumber ?? '',
    qty: request.qty ?? 1,
    problemIds: request.problemIds ?? [],
    customerNotes: request.customerNotes ?? '',
    consumer: { name: request.consumer?.name ?? '', phone: request.consumer?.phone ?? '', email: request.consumer?.email ?? '', address: request.consumer?.address ?? '' },
    attached,
  };
}

/**
 * Checks a draft against spec 002 §5 with what the service knows: the article, the frame, whether its brand is one
 * the portal warrants, whether another open claim names it, and whether the host asks for a problem. Answers the
 * fields to store.
 */
async function checkedFields(deps: ClaimsDeps, customerId: string, draft: ClaimDraft, host: string, claimId: string | null): Promise<Result<ClaimFields>> {
  const frameNumber = draft.frameNumber.trim();
  const [article, frame, ownBrands, reported, config] = await Promise.all([
    deps.claims.article(draft.articleCode.trim()),
    frameNumber === '' ? Promise.resolve(undefined) : deps.claims.frame(frameNumber),
    deps.claims.ownBrands(),
    frameNumber === '' ? Promise.resolve(false) : deps.claims.frameHasOpenClaim(frameNumber, claimId),
    deps.hostConfigs.findByHost(host),
  ]);
  const checked = checkClaimDraft(draft, {
    article: article ? { category: article.category, brand: article.brand } : null,
    frame: frameNumber === '' ? undefined : frame ? { brand: frame.brand, ownBrand: ownBrands.includes(frame.brand) } : null,
    frameAlreadyReported: reported,
    problemRequired: config?.claimProblemRequired ?? false,
  });
  if (!checked.ok) return checked;
  const problems = await deps.claims.problems(draft.kind);
  const unknown = checked.value.problemIds.filter((id) => !problems.some((problem) => problem.id === id));
  if (unknown.length > 0) return refused(userError('problemIds', 'claim_problem_unknown'));
  const value = checked.value;
  return ok({
    kind: value.kind,
    articleCode: article!.articleCode,
    articleName: article!.name,
    brand: article!.brand,
    frameNumber: value.frameNumber,
    qty: value.qty,
    problemIds: [...value.problemIds],
    customerNotes: value.customerNotes,
    consumer: value.consumer,
    pdiId: frameNumber === '' ? null : await deps.claims.latestPdiId(customerId, frameNumber),
    recallCampaign: frame?.recallCampaign ?? null,
    stolenBike: Boolean(frame?.stolenReportedAt),
  });
}

/** Files a bike or a parts claim for the customer the session acts for; it starts as the dealer's draft. */
export async function createClaim(deps: ClaimsDeps, principal: Principal, kind: ClaimProductCategory, request: ClaimRequest, host: string): Promise<Result<ClaimView>> {
  const actor = await claimActor(deps, principal);
  if (!actor.ok) return refused(userError('', actor.error));
  if (!actor.value.customerId) return refused(userError('', 'customer_required'));
  if (kind === 'paa' && !(await deps.hostConfigs.findByHost(host))?.claimAllowPAA) return refused(userError('', 'claim_paa_not_offered'));
  const prepared = await prepareClaimFiles(deps, request.files);
  if (!prepared.ok) return prepared;
  const fields = await checkedFields(deps, actor.value.customerId, draftOf(kind, request, prepared.value.map((file) => file.record.slot)), host, null);
  if (!fields.ok) return fields;
  const customerId = actor.value.customerId;
  const id = await withStoredFiles(deps, prepared.value, () =>
    deps.claims.create({ ...fields.value, customerId, statusId: CLAIM_FIRST_STATUS_ID, filedBy: principal.userId, at: deps.clock.now() }, prepared.value.map((file) => file.record)),
  );
  const created = await readClaim(deps, principal, id);
  return created.ok ? ok(created.value) : refused(userError('', created.error));
}

/** Changes a claim its dealer can still change (while it is open); files sent replace those of their slots. */
export async function updateClaim(deps: ClaimsDeps, principal: Principal, id: string, request: ClaimRequest, host: string): Promise<Result<ClaimView>> {
  const claim = await readClaim(deps, principal, id);
  if (!claim.ok) return refused(userError('id', claim.error));
  if (!claim.value.editable || !claim.value.customerId) return refused(userError('id', 'claim_not_editable'));
  const prepared = await prepareClaimFiles(deps, request.files);
  if (!prepared.ok) return prepared;
  const attached = [...new Set([...claim.value.files.map((file) => file.slot), ...prepared.value.map((file) => file.record.slot)])];
  const fields = await checkedFields(deps, claim.value.customerId, draftOf(claim.value.kind, request, attached), host, claim.value.id);
  if (!fields.ok) return fields;
  const replaced = await withStoredFiles(deps, prepared.value, () => deps.claims.update(claim.value.id, fields.value, prepared.value.map((file) => file.record), deps.clock.now()));
  await removeClaimFiles(deps, replaced);
  const updated = await readClaim(deps, principal, claim.value.id);
  return updated.ok ? ok(updated.value) : refused(userError('id', updated.error));
}
