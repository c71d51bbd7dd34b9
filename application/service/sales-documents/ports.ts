import type { SalesDocumentType } from '../../../domain/sales-documents/sales-document';
import type { ContentTargetMarket } from '../content/ports';

export interface SalesDocumentGroupRecord {
  id: string;
  name: string;
  markets: ContentTargetMarket[];
  documentCount: number;
}

export interface SalesDocumentRecord {
  id: string;
  type: SalesDocumentType;
  title: string;
  subtitle: string;
  body: string;
  validFrom: Date;
  validTo: Date;
  group: { id: string; name: string } | null;
  markets: ContentTargetMarket[];
  createdAt: Date;
  deletedAt: Date | null;
}

export interface SalesDocumentQuery {
  /** Only documents published for one of these markets. */
  marketIds: readonly string[];
  type: SalesDocumentType | undefined;
  /** Case-insensitive part of the title or subtitle. */
  search: string | undefined;
  /** Only documents valid at this instant. */
  validAt: Date | undefined;
  /** true: only documents in a group; false: only those in none; undefined: both. */
  grouped: boolean | undefined;
  groupId: string | undefined;
  /** Soft-deleted documents too (the administration list). */
  withDeleted: boolean;
  page: number;
  limit: number;
}

export interface SalesDocumentWrite {
  type: SalesDocumentType;
  title: string;
  subtitle: string;
  body: string;
  validFrom: Date;
  validTo: Date;
  groupId: string | null;
  marketIds: readonly string[];
}

export interface SalesDocumentRepository {
  page(query: SalesDocumentQuery): Promise<{ items: SalesDocumentRecord[]; total: number }>;
  /** The document when it is published for one of the markets; deleted ones only when asked. */
  document(id: string, marketIds: readonly string[], withDeleted: boolean): Promise<SalesDocumentRecord | undefined>;
  create(document: SalesDocumentWrite, at: Date): Promise<string>;
  /** Rewrites a document and its markets in one transaction; false when there is no such document. */
  update(id: string, document: SalesDocumentWrite, at: Date): Promise<boolean>;
  /** Soft-deletes (a date) or restores (null); false when there is no such document. */
  setDeleted(id: string, deletedAt: Date | null): Promise<boolean>;
  groups(query: { marketIds: readonly string[]; search: string | undefined; page: number; limit: number }): Promise<{ items: SalesDocumentGroupRecord[]; total: number }>;
  group(id: string, marketIds: readonly string[]): Promise<SalesDocumentGroupRecord | undefined>;
  createGroup(group: { name: string; marketIds: readonly string[] }): Promise<string>;
  updateGroup(id: string, group: { name: string; marketIds: readonly string[] }): Promise<boolean>;
  /** Deletes a group; its documents stay, ungrouped. False when there is no such group. */
  deleteGroup(id: string): Promise<boolean>;
}

export interface SalesDocumentAttachmentRecord {
  id: string;
  documentId: string;
  /** The name it downloads under. */
  fileName: string;
  /** Its name in the file store. */
  storedName: string;
  contentType: string;
  size: number;
  createdAt: Date;
}

/** The files attached to sales documents (their bytes are in the file store). */
export interface SalesDocumentAttachmentRepository {
  /** A document's attachments, oldest first. */
  ofDocument(documentId: string): Promise<SalesDocumentAttachmentRecord[]>;
  byId(id: string): Promise<SalesDocumentAttachmentRecord | undefined>;
  add(attachment: Omit<SalesDocumentAttachmentRecord, 'id'>): Promise<string>;
  /** Removes the row; false when there is none. */
  remove(id: string): Promise<boolean>;
}
