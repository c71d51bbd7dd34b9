import { checkClaimComment } from '../../../domain/claims/claim-comment';
import { CLAIM_ADDITIONAL_DOC_SLOTS, type ClaimFileSlot } from '../../../domain/claims/claim-files';
import { checkClaimStatusChange } from '../../../domain/claims/claim-workflow';
import { isLocale } from '../../../domain/locales/locales';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { Principal } from '../auth/ports';
import { serviceTextsFor } from '../shared/service-texts';
import { claimActor, type ClaimsDeps } from './claim-access';
import { prepareClaimFiles, removeClaimFiles, withStoredFiles } from './claim-files';
import { readClaim, type ClaimView } from './claim-reads';
import type { ClaimCommentRecord } from './ports';
import type { UploadedFile } from '../payments/payment-documents';

/** The status whose entry issues the credit note. */
export const CREDIT_NOTE_STATUS_ID = 'credit_note_issued';

/**
 * Moves a claim to a new status where the capabilities let the caller (spec 002 §4), with the reason a rejection or
 * a "not a warranty case" needs. The history records who, when, from, to and why; the dealer's users who opted in
 * (sendEmailWarranty) are e-mailed. A claim that moved meanwhile is refused, nothing changes.
 */
export async function updateClaimStatus(
  deps: ClaimsDeps,
  principal: Principal,
  request: { id: string; newStatus: string; reason?: string | null },
  host: string,
): Promise<Result<ClaimView>> {
  const actor = await claimActor(deps, principal);
  if (!actor.ok) return refused(userError('', actor.error));
  const claim = await readClaim(deps, principal, request.id);
  if (!claim.ok) return refused(userError('id', claim.error));
  const [capabilities, statuses] = await Promise.all([deps.claims.capabilities(), deps.claims.statuses()]);
  const target = statuses.find((status) => status.id === request.newStatus.trim());
  const move = { productCategory: claim.value.kind, custCategory: actor.value.category, fromStatusId: claim.value.statusId, toStatusId: request.newStatus.trim() };
  const checked = checkClaimStatusChange(capabilities, target, move, request.reason);
  if (!checked.ok) return refused(userError(checked.error === 'claim_status_move_not_allowed' ? 'newStatus' : 'reason', checked.error));
  const moved = await deps.claims.changeStatus({
    claimId: claim.value.id,
    fromStatusId: claim.value.statusId,
    toStatusId: target!.id,
    reason: checked.value.reason,
    notAWarranty: target!.notAWarranty,
    rejected: target!.needsReason,
    creditNoteNo: target!.id === CREDIT_NOTE_STATUS_ID ? `CN-${claim.value.referenceNo}` : null,
    changedBy: principal.userId,
    at: deps.clock.now(),
  });
  if (!moved) return refused(userError('newStatus', 'claim_status_changed_meanwhile'));
  const from = statuses.find((status) => status.id === claim.value.statusId)?.description ?? claim.value.statusId;
  await mailStatusChange(deps, claim.value.id, { referenceNo: claim.value.referenceNo, from, to: target!.description, reason: checked.value.reason }, host);
  const updated = await readClaim(deps, principal, claim.value.id);
  return updated.ok ? ok(updated.value) : refused(userError('id', updated.error));
}

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function mailStatusChange(deps: ClaimsDeps, claimId: string, change: { referenceNo: string; from: string; to: string; reason: string | null }, host: string): Promise<void> {
  for (const recipient of await deps.claims.mailRecipients(claimId)) {
    const texts = await serviceTextsFor(deps, { locale: isLocale(recipient.languageId) ? recipient.languageId : 'en-us', host });
    const lines = [
      texts.message('claim_status_mail_greeting', { name: recipient.name }),
      texts.message('claim_status_mail_body', { referenceNo: change.referenceNo, from: change.from, to: change.to }),
      ...(change.reason ? [texts.message('claim_status_mail_reason', { reason: change.reason })] : []),
    ];
    await deps.mailer.send({
      to: { name: recipient.name, address: recipient.email },
      subject: texts.message('claim_status_mail_subject', { referenceNo: change.referenceNo, status: change.to }),
      text: lines.join('\n\n'),
      html: lines.map((line) => `<p>${escape(line)}</p>`).join(''),
    });
  }
}

/** Comments on a claim the caller reaches (spec 002 §5: id and comment required). */
export async function commentOnClaim(deps: ClaimsDeps, principal: Principal, input: { id: string; comment: string }): Promise<Result<ClaimCommentRecord>> {
  const checked = checkClaimComment(input);
  if (!checked.ok) return checked;
  const claim = await readClaim(deps, principal, checked.value.id);
  if (!claim.ok) return refused(userError('id', claim.error));
  return ok(await deps.claims.addComment(claim.value.id, principal.userId, checked.value.comment, deps.clock.now()));
}

function isAdditionalSlot(slot: string): slot is (typeof CLAIM_ADDITIONAL_DOC_SLOTS)[number] {
  return (CLAIM_ADDITIONAL_DOC_SLOTS as readonly string[]).includes(slot);
}

/**
 * Adds an additional document to a claim, in the first free slot (additionalDoc1 to 5), or deletes one. Either side
 * may: the dealer sends what the reviewer asked for, the reviewer attaches its own findings.
 */
export async function addClaimAdditionalDocument(deps: ClaimsDeps, principal: Principal, id: string, file: UploadedFile | null): Promise<Result<ClaimView>> {
  const claim = await readClaim(deps, principal, id);
  if (!claim.ok) return refused(userError('id', claim.error));
  if (!file) return refused(userError('file', 'required'));
  const free = CLAIM_ADDITIONAL_DOC_SLOTS.find((slot) => !claim.value.files.some((stored) => stored.slot === slot));
  if (!free) return refused(userError('file', 'claim_additional_documents_full', { max: CLAIM_ADDITIONAL_DOC_SLOTS.length }));
  const prepared = await prepareClaimFiles(deps, { [free]: file });
  if (!prepared.ok) return refused(...prepared.error.map((error) => userError('file', error.message, error.values)));
  await withStoredFiles(deps, prepared.value, () => deps.claims.putFile(claim.value.id, prepared.value[0]!.record, deps.clock.now()));
  const updated = await readClaim(deps, principal, claim.value.id);
  return updated.ok ? ok(updated.value) : refused(userError('id', updated.error));
}

export async function deleteClaimAdditionalDocument(deps: ClaimsDeps, principal: Principal, id: string, slot: string): Promise<Result<ClaimView>> {
  const claim = await readClaim(deps, principal, id);
  if (!claim.ok) return refused(userError('id', claim.error));
  if (!isAdditionalSlot(slot)) return refused(userError('slot', 'claim_not_additional_document'));
  const removed = await deps.claims.removeFile(claim.value.id, slot as ClaimFileSlot, deps.clock.now());
  if (!removed) return refused(userError('slot', 'claim_file_not_found'));
  await removeClaimFiles(deps, [removed]);
  const updated = await readClaim(deps, principal, claim.value.id);
  return updated.ok ? ok(updated.value) : refused(userError('id', updated.error));
}
