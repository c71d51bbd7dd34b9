import type { SalesDocumentType } from '../../../domain/sales-documents/sales-document';
import type { Result } from '../../../domain/shared/result';
import type { DownloadableFile, DownloadedFile } from '../files/ports';

export interface ContentMarket {
  id: string;
  marketName: string;
}

export interface ContentPage<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export interface SalesDocument {
  id: string;
  type: SalesDocumentType;
  title: string;
  subtitle: string;
  /** Rich text (HTML). */
  body: string;
  validFrom: string;
  validTo: string;
  group: { id: string; name: string } | null;
  markets: ContentMarket[];
  createdAt: string;
  deletedAt: string | null;
}

/** A file attached to a document, downloaded with the session's token. */
export interface SalesDocumentAttachment extends DownloadableFile {
  id: string;
  contentType: string;
  size: number;
}

/** One document as its page shows it: with its attachments. */
export interface SalesDocumentDetail extends SalesDocument {
  attachments: SalesDocumentAttachment[];
}

export interface SalesDocumentGroup {
  id: string;
  name: string;
  markets: ContentMarket[];
  documentCount: number;
}

export interface SalesDocumentQuery {
  type?: SalesDocumentType;
  search?: string;
  validOnly?: boolean;
  groupId?: string;
  withDeleted?: boolean;
  page?: number;
  limit?: number;
}

export interface SalesDocumentInput {
  type: SalesDocumentType;
  title: string;
  subtitle: string;
  body: string;
  validFrom: string;
  validTo: string;
  groupId: string | null;
  marketIds: string[];
}

/** The service's sales documents, as the portal reads and maintains them. */
export interface SalesDocumentsGateway {
  documents(query: SalesDocumentQuery): Promise<ContentPage<SalesDocument>>;
  document(id: string): Promise<SalesDocumentDetail | null>;
  groups(query: { search?: string; page?: number; limit?: number }): Promise<ContentPage<SalesDocumentGroup>>;
  group(id: string): Promise<SalesDocumentGroup | null>;
  /** Documents in no group (page 1 of 100). */
  ungrouped(type?: SalesDocumentType): Promise<ContentPage<SalesDocument>>;
  /** The sales-document markets the user may publish for. */
  markets(): Promise<ContentMarket[]>;
  saveDocument(id: string | null, input: SalesDocumentInput): Promise<Result<SalesDocument>>;
  setDocumentDeleted(id: string, deleted: boolean): Promise<Result<SalesDocument>>;
  saveGroup(id: string | null, input: { name: string; marketIds: string[] }): Promise<Result<SalesDocumentGroup>>;
  deleteGroup(id: string): Promise<Result<string>>;
  addAttachment(documentId: string, file: Blob & { readonly name: string }): Promise<Result<SalesDocumentAttachment>>;
  deleteAttachment(id: string): Promise<Result<string>>;
  downloadAttachment(attachment: SalesDocumentAttachment): Promise<DownloadedFile>;
}
