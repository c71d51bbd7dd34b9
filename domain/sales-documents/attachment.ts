import { documentName } from '../files/document-name';
import { ok, refused, type Result } from '../shared/result';
import { userError } from '../shared/user-error';

/** Largest attachment accepted: 5 MiB, the largest upload the service reads (a printable price list or a short manual). */
export const SALES_DOCUMENT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Most attachments one document carries; more belong in another document. */
export const SALES_DOCUMENT_ATTACHMENTS_MAX = 10;

/** The accepted kinds of attachment, each recognised by the bytes it starts with, never by its name or declared type. */
export const SALES_DOCUMENT_ATTACHMENT_TYPES = [
  { contentType: 'application/pdf', extensions: ['pdf'], signature: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { contentType: 'image/png', extensions: ['png'], signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], signature: [0xff, 0xd8, 0xff] },
] as const satisfies readonly { contentType: string; extensions: readonly [string, ...string[]]; signature: readonly number[] }[];

export type SalesDocumentAttachmentType = (typeof SALES_DOCUMENT_ATTACHMENT_TYPES)[number];

/** The kind the bytes are, or null when they start like none of the accepted kinds. */
export function attachmentTypeOf(bytes: Uint8Array): SalesDocumentAttachmentType | null {
  return SALES_DOCUMENT_ATTACHMENT_TYPES.find((type) => type.signature.every((byte, index) => bytes[index] === byte)) ?? null;
}

/**
 * Whether an upload may be attached to a document that already has `attached` attachments: not empty, not over
 * the size limit, a PDF, PNG or JPEG by its content, and room left on the document. Answers the content type and
 * the name it downloads under (the uploaded name with the extension of what it really is).
 */
export function checkAttachment(upload: { name: string; bytes: Uint8Array }, attached: number): Result<{ contentType: string; fileName: string }> {
  if (attached >= SALES_DOCUMENT_ATTACHMENTS_MAX) return refused(userError('file', 'sales_document_attachments_full', { max: SALES_DOCUMENT_ATTACHMENTS_MAX }));
  if (upload.bytes.byteLength === 0) return refused(userError('file', 'file_empty'));
  if (upload.bytes.byteLength > SALES_DOCUMENT_ATTACHMENT_MAX_BYTES) return refused(userError('file', 'file_too_large', { maxBytes: SALES_DOCUMENT_ATTACHMENT_MAX_BYTES }));
  const type = attachmentTypeOf(upload.bytes);
  if (!type) return refused(userError('file', 'sales_document_attachment_type'));
  return ok({ contentType: type.contentType, fileName: documentName(upload.name, type.extensions) });
}
