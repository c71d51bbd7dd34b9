import type { ClaimView } from '../../../application/service/claims/claim-reads';
import type { ClaimCommentRecord, ClaimProblem, ClaimSummary } from '../../../application/service/claims/ports';
import type { UploadedFile } from '../../../application/service/payments/payment-documents';
import { CLAIM_FILE_SLOTS, type ClaimFileSlot } from '../../../domain/claims/claim-files';
import type { ClaimStatus as DomainStatus } from '../../../domain/claims/claim-workflow';
import type { Claim, ClaimComment, ClaimStatus, ClaimSummary as ContractSummary } from '../../graphql/generated/resolvers';
import type { ClaimFileLinksHmac } from '../http/claim-file-links';
import { iso } from './after-sales-edge';
import { uploaded } from './payments';

/** What the claim fields need to name statuses and problems. */
export interface ClaimVocabulary {
  statuses: DomainStatus[];
  problems: ClaimProblem[];
}

export function toStatus(vocabulary: ClaimVocabulary, id: string): ClaimStatus {
  const status = vocabulary.statuses.find((candidate) => candidate.id === id);
  return { id, description: status?.description ?? id, category: status?.category ?? 'open', needsReason: status?.needsReason ?? false };
}

export function toSummary(vocabulary: ClaimVocabulary, summary: ClaimSummary): ContractSummary {
  return { ...summary, status: toStatus(vocabulary, summary.statusId), createdAt: iso(summary.createdAt), updatedAt: iso(summary.updatedAt) };
}

export function toClaim(vocabulary: ClaimVocabulary, links: ClaimFileLinksHmac, claim: ClaimView): Claim {
  return {
    id: claim.id,
    referenceNo: claim.referenceNo,
    kind: claim.kind,
    status: toStatus(vocabulary, claim.statusId),
    customerName: claim.customerName,
    articleCode: claim.articleCode,
    articleName: claim.articleName,
    brand: claim.brand,
    frameNumber: claim.frameNumber,
    qty: claim.qty,
    problems: claim.problemIds.map((id) => vocabulary.problems.find((problem) => problem.id === id) ?? { id, productCategory: claim.kind, description: id }),
    customerNotes: claim.customerNotes,
    resolution: claim.resolution,
    consumer: claim.consumer,
    isNotAWarranty: claim.isNotAWarranty,
    reasonRejection: claim.reasonRejection,
    recallCampaign: claim.recallCampaign,
    stolenBike: claim.stolenBike,
    creditNote: claim.creditNoteNo && claim.creditNoteAt ? { number: claim.creditNoteNo, issuedAt: iso(claim.creditNoteAt) } : null,
    deliveryOrders: claim.deliveryOrders,
    pdi: claim.pdi ? { ...claim.pdi, createdAt: iso(claim.pdi.createdAt) } : null,
    files: [...claim.files]
      .sort((a, b) => CLAIM_FILE_SLOTS.indexOf(a.slot) - CLAIM_FILE_SLOTS.indexOf(b.slot))
      .map((file) => ({
        slot: file.slot,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.size,
        url: links.link(claim.id, file.slot, 'original'),
        thumbnailUrl: file.thumbnailName ? links.link(claim.id, file.slot, 'thumbnail') : null,
      })),
    histories: claim.histories.map((history) => ({ ...history, changedAt: iso(history.changedAt) })),
    filedBy: claim.filedBy,
    createdAt: iso(claim.createdAt),
    updatedAt: iso(claim.updatedAt),
    nextStatuses: claim.nextStatusIds.map((id) => toStatus(vocabulary, id)),
    editable: claim.editable,
  };
}

export function toComment(comment: ClaimCommentRecord): ClaimComment {
  return { ...comment, createdAt: iso(comment.createdAt) };
}

/** The files of a create or update call by slot. */
export function uploadsOf(args: Partial<Record<ClaimFileSlot, unknown>>): Partial<Record<ClaimFileSlot, UploadedFile | null>> {
  return Object.fromEntries(CLAIM_FILE_SLOTS.map((slot) => [slot, uploaded(args[slot])]));
}

