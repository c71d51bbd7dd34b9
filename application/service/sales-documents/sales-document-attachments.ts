import { checkAttachment, SALES_DOCUMENT_ATTACHMENT_MAX_BYTES } from '../../../domain/sales-documents/attachment';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { Principal } from '../auth/ports';
import type { UploadedFile } from '../payments/payment-documents';
import type { FileStore } from '../shared/ports';
import type { SalesDocumentAttachmentRecord, SalesDocumentAttachmentRepository } from './ports';
import { isUuid, readSalesDocument, type SalesDocumentDeps } from './sales-document-reads';

/** The file-store folder of the attachments, one file each under a random name. */
export const SALES_DOCUMENT_ATTACHMENT_FOLDER = 'sales-document-attachments';

export type SalesDocumentAttachmentDeps = SalesDocumentDeps & { salesDocumentAttachments: SalesDocumentAttachmentRepository; files: FileStore; ids: { newId(): string } };

/** The attachments of a document the caller can read; none for any other. */
export async function listSalesDocumentAttachments(deps: SalesDocumentAttachmentDeps, principal: Principal, documentId: string): Promise<SalesDocumentAttachmentRecord[]> {
  const document = await readSalesDocument(deps, principal, documentId);
  return document ? deps.salesDocumentAttachments.ofDocument(document.id) : [];
}

/**
 * Attaches an uploaded file to a document the maintainer can see: a PDF, PNG or JPEG by its content, within the
 * size and count limits. The file is written before the row and removed again when the row cannot be written.
 */
export async function addSalesDocumentAttachment(
  deps: SalesDocumentAttachmentDeps,
  principal: Principal,
  documentId: string,
  file: UploadedFile | null,
): Promise<Result<SalesDocumentAttachmentRecord>> {
  const document = await readSalesDocument(deps, principal, documentId);
  if (!document) return refused(userError('documentId', 'unknown_sales_document'));
  if (!file) return refused(userError('file', 'required'));
  // The declared size refuses a large upload before its bytes are read; the bytes are checked again below.
  if (file.size > SALES_DOCUMENT_ATTACHMENT_MAX_BYTES) return refused(userError('file', 'file_too_large', { maxBytes: SALES_DOCUMENT_ATTACHMENT_MAX_BYTES }));
  const bytes = await file.bytes();
  const attached = (await deps.salesDocumentAttachments.ofDocument(document.id)).length;
  const checked = checkAttachment({ name: file.name, bytes }, attached);
  if (!checked.ok) return checked;
  const extension = checked.value.fileName.slice(checked.value.fileName.lastIndexOf('.') + 1).toLowerCase();
  const storedName = `${deps.ids.newId()}.${extension}`;
  await deps.files.write(SALES_DOCUMENT_ATTACHMENT_FOLDER, storedName, bytes);
  try {
    const record = { documentId: document.id, ...checked.value, storedName, size: bytes.byteLength, createdAt: deps.clock.now() };
    return ok({ id: await deps.salesDocumentAttachments.add(record), ...record });
  } catch (failure) {
    await deps.files.remove(SALES_DOCUMENT_ATTACHMENT_FOLDER, storedName);
    throw failure;
  }
}

/** The attachment when its document is one the caller can read. */
async function readAttachment(deps: SalesDocumentAttachmentDeps, principal: Principal, id: string) {
  if (!isUuid(id.trim())) return undefined;
  const attachment = await deps.salesDocumentAttachments.byId(id.trim());
  return attachment && (await readSalesDocument(deps, principal, attachment.documentId)) ? attachment : undefined;
}

/** Removes an attachment and then its file; a file left by a failed removal is harmless, a row without a file is not. */
export async function deleteSalesDocumentAttachment(deps: SalesDocumentAttachmentDeps, principal: Principal, id: string): Promise<Result<{ id: string }>> {
  const attachment = await readAttachment(deps, principal, id);
  if (!attachment || !(await deps.salesDocumentAttachments.remove(attachment.id))) return refused(userError('id', 'unknown_sales_document_attachment'));
  await deps.files.remove(SALES_DOCUMENT_ATTACHMENT_FOLDER, attachment.storedName);
  return ok({ id: attachment.id });
}

/** The bytes of an attachment of a document the caller can read, with the name and type it downloads as. */
export async function downloadSalesDocumentAttachment(
  deps: SalesDocumentAttachmentDeps,
  principal: Principal,
  id: string,
): Promise<{ bytes: Uint8Array; fileName: string; contentType: string } | null> {
  const attachment = await readAttachment(deps, principal, id);
  const bytes = attachment && (await deps.files.read(SALES_DOCUMENT_ATTACHMENT_FOLDER, attachment.storedName));
  return attachment && bytes ? { bytes, fileName: attachment.fileName, contentType: attachment.contentType } : null;
}
