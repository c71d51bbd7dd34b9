import { checkClaimComment } from '../../../domain/claims/claim-comment';
import { checkClaimFileChoice } from '../../../domain/claims/claim-files';
import { checkClaimStatusChange, type ClaimCustomerCategory } from '../../../domain/claims/claim-workflow';
import { refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { ClaimChangeOutcome, ClaimCommentOutcome, ClaimRecord, ClaimRecordsGateway, ClaimWorkflow } from './claim-records-ports';

/**
 * Moves a claim to a new status once the workflow rule agrees this user may and the reason a rejection needs is
 * given (the service checks again); nothing is sent while the rule refuses.
 */
export type MoveClaimStatus = (claim: ClaimRecord, workflow: ClaimWorkflow, custCategory: ClaimCustomerCategory, newStatus: string, reason: string) => Promise<ClaimChangeOutcome>;

/** Adds a comment to a claim (spec 002 §5: id and comment required). */
export type CommentOnClaim = (id: string, comment: string) => Promise<ClaimCommentOutcome>;

/** Adds an additional document in the claim's first free slot, once its name and size are ones the slot takes. */
export type AddClaimDocument = (id: string, file: File) => Promise<ClaimChangeOutcome>;

export type DeleteClaimDocument = (id: string, slot: string) => Promise<ClaimChangeOutcome>;

export interface ClaimRecordsUseCases {
  moveClaimStatus: MoveClaimStatus;
  commentOnClaim: CommentOnClaim;
  addClaimDocument: AddClaimDocument;
  deleteClaimDocument: DeleteClaimDocument;
}

/** A change the service did not answer, or refused without naming why, as the message the page shows. */
async function answered<T>(failure: string, send: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    const outcome = await send();
    return outcome.ok || outcome.error.length > 0 ? outcome : refused(userError('', failure));
  } catch {
    return refused(userError('', failure));
  }
}

export function createClaimRecordsUseCases(ports: { claimRecords: ClaimRecordsGateway }): ClaimRecordsUseCases {
  return {
    moveClaimStatus: (claim, workflow, custCategory, newStatus, reason) => {
      const target = workflow.statuses.find((status) => status.id === newStatus);
      const move = { productCategory: claim.kind, custCategory, fromStatusId: claim.status.id, toStatusId: newStatus };
      const checked = checkClaimStatusChange(workflow.capabilities, target, move, reason);
      if (!checked.ok) return Promise.resolve(refused(userError(checked.error === 'claim_status_move_not_allowed' ? 'newStatus' : 'reason', checked.error)));
      return answered('failed_update_claim_status', () => ports.claimRecords.moveStatus(claim.id, newStatus, checked.value.reason));
    },
    commentOnClaim: (id, comment) => {
      const checked = checkClaimComment({ id, comment });
      if (!checked.ok) return Promise.resolve(checked);
      return answered('failed_claim_comment', () => ports.claimRecords.comment(checked.value.id, checked.value.comment));
    },
    addClaimDocument: (id, file) => {
      const refusal = checkClaimFileChoice('additionalDoc1', file);
      if (refusal) return Promise.resolve(refused(userError('file', refusal.message, refusal.values)));
      return answered('failed_add_claim_document', () => ports.claimRecords.addDocument(id, file));
    },
    deleteClaimDocument: (id, slot) => answered('failed_delete_claim_document', () => ports.claimRecords.deleteDocument(id, slot)),
  };
}
