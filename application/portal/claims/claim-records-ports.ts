import type { ClaimCapability, ClaimProductCategory, ClaimStatus as WorkflowStatus } from '../../../domain/claims/claim-workflow';
import type { Result } from '../../../domain/shared/result';

/** A status of the workflow as the service lists it (spec 002 §4: its name comes from the service). */
export type ClaimStatus = Omit<WorkflowStatus, 'notAWarranty'>;

/** A claim in the list. */
export interface ClaimSummary {
  id: string;
  referenceNo: string;
  kind: ClaimProductCategory;
  status: ClaimStatus;
  articleCode: string;
  articleName: string;
  frameNumber: string;
  customerName: string;
  createdAt: string;
  updatedAt: string;
}

export interface ClaimListQuery {
  page: number;
  limit: number;
  search: string;
  /** Only the claims in this status; null for all. */
  statusId: string | null;
}

export interface ClaimPage {
  items: ClaimSummary[];
  total: number;
}

/** A file of a claim in its slot (invoice, idCard, photo1–6, video, additionalDoc1–5), behind signed links. */
export interface ClaimFile {
  slot: string;
  fileName: string;
  contentType: string;
  size: number;
  url: string;
  /** A picture's thumbnail; null for a video or a PDF. */
  thumbnailUrl: string | null;
}

/** One move of the claim: who, when, from, to and why. */
export interface ClaimHistory {
  fromStatusId: string | null;
  toStatusId: string;
  reason: string | null;
  changedBy: string;
  changedAt: string;
}

export interface ClaimPdi {
  id: string;
  frameNumber: string;
  articleCode: string;
  mechanic: string;
  outcome: string;
  createdAt: string;
}

/** A claim with everything its detail page shows. */
export interface ClaimRecord extends ClaimSummary {
  brand: string;
  qty: number;
  problems: { id: string; description: string }[];
  customerNotes: string;
  resolution: string | null;
  consumer: { name: string; phone: string; email: string; address: string };
  isNotAWarranty: boolean;
  reasonRejection: string | null;
  recallCampaign: string | null;
  stolenBike: boolean;
  creditNote: { number: string; issuedAt: string } | null;
  deliveryOrders: { number: string; date: string }[];
  pdi: ClaimPdi | null;
  files: ClaimFile[];
  histories: ClaimHistory[];
  filedBy: string;
}

export interface ClaimComment {
  id: string;
  comment: string;
  author: string;
  createdAt: string;
}

/** A claim the caller reaches with its comments; null when it reaches none of that id. */
export type ClaimDetail = { claim: ClaimRecord; comments: ClaimComment[] } | null;

/** The workflow's statuses and every allowed move, from which the domain decides this user's moves. */
export interface ClaimWorkflow {
  statuses: ClaimStatus[];
  capabilities: ClaimCapability[];
}

/** The claim as it now is, or the refusals the service named. */
export type ClaimChangeOutcome = Result<ClaimRecord>;
export type ClaimCommentOutcome = Result<ClaimComment>;

/** The service's claims as the list and the detail page read and work them. */
export interface ClaimRecordsGateway {
  list(query: ClaimListQuery): Promise<ClaimPage>;
  detail(id: string): Promise<ClaimDetail>;
  workflow(): Promise<ClaimWorkflow>;
  moveStatus(id: string, newStatus: string, reason: string | null): Promise<ClaimChangeOutcome>;
  comment(id: string, comment: string): Promise<ClaimCommentOutcome>;
  addDocument(id: string, file: File): Promise<ClaimChangeOutcome>;
  deleteDocument(id: string, slot: string): Promise<ClaimChangeOutcome>;
}
