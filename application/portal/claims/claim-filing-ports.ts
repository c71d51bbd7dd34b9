import type { ClaimConsumer, ClaimDraft } from '../../../domain/claims/claim-draft';
import type { ClaimFileSlot } from '../../../domain/claims/claim-files';
import type { ClaimProductCategory } from '../../../domain/claims/claim-workflow';
import type { Result } from '../../../domain/shared/result';

/** An article a claim can be about, with whether it is a bike or a part. */
export interface ClaimArticleOption {
  articleCode: string;
  name: string;
  category: ClaimProductCategory;
  brand: string;
}

export interface ClaimProblemOption {
  id: string;
  description: string;
}

/** The dealer a claim is filed for, as the warranty desk reaches it. */
export interface ClaimDealer {
  custCode: string;
  name: string;
  address: string;
  city: string;
  phone: string;
  email: string;
}

/** What the claim form offers for one kind of claim: its problems, the brands the portal warrants and the dealer. */
export interface ClaimFormLookups {
  problems: ClaimProblemOption[];
  brands: string[];
  dealer: ClaimDealer | null;
}

/** What the warranty desk knows of a frame number: its recall campaign, and when it was reported stolen. */
export interface ClaimFrameNotice {
  frameNumber: string;
  recallCampaign: string | null;
  stolenReportedAt: string | null;
}

/** A file a claim holds in a slot, with its links. */
export interface ClaimStoredFile {
  slot: ClaimFileSlot;
  fileName: string;
  size: number;
  url: string;
  thumbnailUrl: string | null;
}

/** A claim as the form edits it. */
export interface ClaimToEdit {
  id: string;
  referenceNo: string;
  kind: ClaimProductCategory;
  articleCode: string;
  articleName: string;
  brand: string;
  frameNumber: string;
  qty: number;
  problemIds: string[];
  customerNotes: string;
  consumer: ClaimConsumer;
  recallCampaign: string | null;
  stolenBike: boolean;
  editable: boolean;
  updatedAt: string;
  files: ClaimStoredFile[];
}

/** A claim to send: its checked fields and the files chosen, by slot (photos already compressed). */
export interface ClaimChange {
  draft: ClaimDraft;
  files: Partial<Record<ClaimFileSlot, File>>;
}

/** How much of a request's body has gone out, in bytes. */
export interface UploadProgress {
  currentBytes: number;
  maxBytes: number;
}

export type ClaimChangeOutcome = Result<ClaimToEdit>;

export interface ClaimFilingGateway {
  articles(search: string, category: ClaimProductCategory | null): Promise<ClaimArticleOption[]>;
  lookups(kind: ClaimProductCategory): Promise<ClaimFormLookups>;
  frameNotices(frameNumber: string): Promise<ClaimFrameNotice[]>;
  find(id: string): Promise<ClaimToEdit | null>;
  create(change: ClaimChange, onProgress: (progress: UploadProgress) => void): Promise<ClaimChangeOutcome>;
  update(id: string, change: ClaimChange, onProgress: (progress: UploadProgress) => void): Promise<ClaimChangeOutcome>;
}

/** Makes a photo smaller before it is sent; answers a file of the same kind and name. */
export interface ImageCompressor {
  compress(file: File): Promise<File>;
}
