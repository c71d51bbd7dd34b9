import type { ClaimConsumer } from '../../../domain/claims/claim-draft';
import type { ClaimFileSlot } from '../../../domain/claims/claim-files';
import type { ClaimCapability, ClaimProductCategory, ClaimStatus } from '../../../domain/claims/claim-workflow';

/** An article a claim can be about. */
export interface ClaimArticle {
  articleCode: string;
  name: string;
  category: ClaimProductCategory;
  brand: string;
}

/** A frame the warranty desk knows. */
export interface ClaimFrame {
  frameNumber: string;
  articleCode: string;
  brand: string;
  /** The recall campaign the frame is part of; null when none. */
  recallCampaign: string | null;
  /** When the frame was reported stolen; null when it was not. */
  stolenReportedAt: Date | null;
}

export interface ClaimProblem {
  id: string;
  productCategory: ClaimProductCategory;
  description: string;
}

/** A stored file of a claim. */
export interface ClaimFileRecord {
  slot: ClaimFileSlot;
  fileName: string;
  storedName: string;
  /** The WebP thumbnail of a picture; null for a video or a PDF. */
  thumbnailName: string | null;
  contentType: string;
  size: number;
}

export interface ClaimHistoryRecord {
  fromStatusId: string | null;
  toStatusId: string;
  reason: string | null;
  changedBy: string;
  changedAt: Date;
}

export interface ClaimCommentRecord {
  id: string;
  comment: string;
  author: string;
  createdAt: Date;
}

/** The fields of a claim a dealer files or changes. */
export interface ClaimFields {
  kind: ClaimProductCategory;
  articleCode: string;
  articleName: string;
  brand: string;
  frameNumber: string;
  qty: number;
  problemIds: string[];
  customerNotes: string;
  consumer: ClaimConsumer;
  pdiId: string | null;
  recallCampaign: string | null;
  stolenBike: boolean;
}

/** A claim as the list shows it. */
export interface ClaimSummary {
  id: string;
  referenceNo: string;
  kind: ClaimProductCategory;
  statusId: string;
  articleCode: string;
  articleName: string;
  frameNumber: string;
  customerName: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A claim with everything its detail page shows. */
export interface ClaimRecord extends ClaimFields {
  id: string;
  referenceNo: string;
  customerId: string;
  customerName: string;
  statusId: string;
  resolution: string | null;
  isNotAWarranty: boolean;
  reasonRejection: string | null;
  creditNoteNo: string | null;
  creditNoteAt: Date | null;
  deliveryOrders: { number: string; date: string }[];
  pdi: { id: string; frameNumber: string; articleCode: string; mechanic: string; outcome: string; createdAt: Date } | null;
  files: ClaimFileRecord[];
  histories: ClaimHistoryRecord[];
  filedBy: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface ClaimListQuery {
  /** The customer whose claims are listed; null for every customer's (warranty reviewers). */
  customerId: string | null;
  /** Part of the reference number, frame number or article code, any case. */
  search: string;
  statusId: string | null;
  kind: ClaimProductCategory | null;
  page: number;
  limit: number;
}

/** A status change as it is written: the claim moves only if it is still in `fromStatusId`. */
export interface ClaimStatusChange {
  claimId: string;
  fromStatusId: string;
  toStatusId: string;
  reason: string | null;
  notAWarranty: boolean;
  rejected: boolean;
  creditNoteNo: string | null;
  changedBy: string;
  at: Date;
}

/** Someone told by e-mail when a claim's status changes. */
export interface ClaimMailRecipient {
  name: string;
  email: string;
  languageId: string;
}

export interface ClaimRepository {
  statuses(): Promise<ClaimStatus[]>;
  capabilities(): Promise<ClaimCapability[]>;
  problems(category: ClaimProductCategory | null): Promise<ClaimProblem[]>;
  /** The brands the portal warrants: those of its own articles. */
  ownBrands(): Promise<string[]>;
  article(articleCode: string): Promise<ClaimArticle | undefined>;
  /** Articles whose code or name holds the search, of a category, by code. */
  articles(search: string, category: ClaimProductCategory | null, limit: number): Promise<ClaimArticle[]>;
  frame(frameNumber: string): Promise<ClaimFrame | undefined>;
  /** Frames of a recall campaign (or reported stolen), whose number holds the search. */
  flaggedFrames(flag: 'recall' | 'stolen', search: string, limit: number): Promise<ClaimFrame[]>;
  /** Whether a claim other than `exceptClaimId` names the frame and is not closed. */
  frameHasOpenClaim(frameNumber: string, exceptClaimId: string | null): Promise<boolean>;
  /** The customer's latest inspection of the frame that is not deleted. */
  latestPdiId(customerId: string, frameNumber: string): Promise<string | null>;
  dealerInformation(customerId: string): Promise<{ r3: string; name: string; address: string; city: string; phone: string; email: string } | undefined>;
  list(query: ClaimListQuery): Promise<{ items: ClaimSummary[]; total: number }>;
  /** The claim; undefined when there is none, or it is not the customer's (a customer id null reaches every claim). */
  find(customerId: string | null, id: string): Promise<ClaimRecord | undefined>;
  create(claim: ClaimFields & { customerId: string; statusId: string; filedBy: string; at: Date }, files: ClaimFileRecord[]): Promise<string>;
  /** Replaces the fields and the files of the slots given; answers the files the new ones replaced. */
  update(id: string, fields: ClaimFields, files: ClaimFileRecord[], at: Date): Promise<ClaimFileRecord[]>;
  /** Adds (or replaces) one file; answers the replaced one. */
  putFile(id: string, file: ClaimFileRecord, at: Date): Promise<ClaimFileRecord | undefined>;
  /** Removes one file; answers it, undefined when the slot was empty. */
  removeFile(id: string, slot: ClaimFileSlot, at: Date): Promise<ClaimFileRecord | undefined>;
  /** Moves the claim and records the history; false when it was no longer in the status it left. */
  changeStatus(change: ClaimStatusChange): Promise<boolean>;
  comments(claimId: string): Promise<ClaimCommentRecord[]>;
  addComment(claimId: string, userId: string, comment: string, at: Date): Promise<ClaimCommentRecord>;
  /** The users of the claim's customer who asked for warranty e-mails (sendEmailWarranty) and have a real address. */
  mailRecipients(claimId: string): Promise<ClaimMailRecipient[]>;
}
