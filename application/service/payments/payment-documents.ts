import { documentName } from '../../../domain/files/document-name';
import { isFinalPaymentStatus } from '../../../domain/payments/payment-status';
import type { Principal } from '../auth/ports';
import { resolveActiveCustomer } from '../customers/active-customer';
import type { FileStore } from '../shared/ports';
import { err, ok, refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import { applyPaymentMove } from './payment-moves';
import type { PaymentQueryDeps } from './payment-request-queries';
import type { IdGenerator, PaymentDocumentRecord, PaymentRequestRecord } from './ports';

/** The file-store folder of payment documents. */
export const PAYMENT_DOCUMENT_FOLDER = 'payment-documents';
/** The largest document accepted: 5 MiB, enough for a scanned receipt or a phone photo. */
export const MAX_PAYMENT_DOCUMENT_BYTES = 5 * 1024 * 1024;
/**
 * The most documents one payment request holds. The spec says uploads are limited without giving the number;
 * five covers a receipt with a few supporting pages.
 */
export const MAX_DOCUMENTS_PER_REQUEST = 5;

/** The accepted types, each recognised by the bytes it starts with rather than by the name or declared type. */
export const PAYMENT_DOCUMENT_TYPES = [
  { contentType: 'application/pdf', extensions: ['pdf'], signature: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { contentType: 'image/png', extensions: ['png'], signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], signature: [0xff, 0xd8, 0xff] },
] as const satisfies readonly { contentType: string; extensions: readonly [string, ...string[]]; signature: readonly number[] }[];

/** A file as the upload brings it: its size is known before its bytes are read. */
export interface UploadedFile {
  name: string;
  type: string;
  size: number;
  bytes(): Promise<Uint8Array>;
}

export type PaymentDocumentDeps = PaymentQueryDeps & { files: FileStore; ids: IdGenerator };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function requestKey(idOrNumber: string): { id: string } | { number: string } {
  const value = idOrNumber.trim();
  return UUID.test(value) ? { id: value } : { number: value };
}

function sniffType(bytes: Uint8Array) {
  return PAYMENT_DOCUMENT_TYPES.find((type) => type.signature.every((byte, index) => bytes[index] === byte)) ?? null;
}

/**
 * Uploads a document for a payment request of the customer the session acts for: a transfer receipt
 * (uploadPayment), which moves a pending request to on processing (money seen on its way), or a supporting document
 * (uploadPaymentDoc). Only PDF, PNG and JPEG files up to 5 MiB, recognised by their content, at most five per
 * request, and not once the request is final.
 */
export async function uploadPaymentDocument(
  deps: PaymentDocumentDeps,
  principal: Principal,
  request: { id: string; file: UploadedFile | null | undefined; kind: 'receipt' | 'document' },
): Promise<Result<{ document: PaymentDocumentRecord; request: PaymentRequestRecord }>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return refused(userError(['custCode'], customer.error));
  const file = request.file;
  if (!file) return refused(userError(['file'], 'required'));
  if (file.size <= 0) return refused(userError(['file'], 'file_empty'));
  if (file.size > MAX_PAYMENT_DOCUMENT_BYTES) return refused(userError(['file'], 'file_too_large', { maxBytes: String(MAX_PAYMENT_DOCUMENT_BYTES) }));
  const bytes = await file.bytes();
  if (bytes.byteLength > MAX_PAYMENT_DOCUMENT_BYTES) return refused(userError(['file'], 'file_too_large', { maxBytes: String(MAX_PAYMENT_DOCUMENT_BYTES) }));
  const type = sniffType(bytes);
  const declared = file.type.split(';')[0]!.trim().toLowerCase();
  const declaredAccepted = declared === '' || declared === 'application/octet-stream' || declared === type?.contentType || (declared === 'image/jpg' && type?.contentType === 'image/jpeg');
  if (!type || !declaredAccepted) return refused(userError(['file'], 'file_type_not_allowed', { allowed: PAYMENT_DOCUMENT_TYPES.map((allowed) => allowed.contentType).join(', ') }));

  const storedName = `${deps.ids.newId()}.${type.extensions[0]}`;
  const now = deps.clock.now();
  let written = false;
  try {
    return await deps.paymentLedger.transaction(async (session): Promise<Result<{ document: PaymentDocumentRecord; request: PaymentRequestRecord }>> => {
      const target = await session.lockRequest(customer.value.customerId, requestKey(request.id));
      if (!target) return refused(userError(['id'], 'unknown_payment_request'));
      if (isFinalPaymentStatus(target.status)) return refused(userError(['id'], 'payment_already_final', { status: target.status }));
      if (target.documents.length >= MAX_DOCUMENTS_PER_REQUEST) return refused(userError(['file'], 'too_many_documents', { max: String(MAX_DOCUMENTS_PER_REQUEST) }));
      await deps.files.write(PAYMENT_DOCUMENT_FOLDER, storedName, bytes);
      written = true;
      const document = await session.addDocument({
        paymentRequestId: target.id,
        kind: request.kind,
        fileName: documentName(file.name, type.extensions),
        storedName,
        contentType: type.contentType,
        size: bytes.byteLength,
        uploadedAt: now,
      });
      if (request.kind === 'receipt' && target.status === 'pending') {
        await applyPaymentMove(session, target, 'on_processing', { now, today: deps.invoicesSettings.today(target.sorg, now), reason: 'receipt_uploaded' });
      }
      return ok({ document, request: (await session.lockRequest(customer.value.customerId, { id: target.id }))! });
    });
  } catch (error) {
    if (written) await deps.files.remove(PAYMENT_DOCUMENT_FOLDER, storedName);
    throw error;
  }
}

/**
 * Deletes a document of a payment request of the customer the session acts for (deletePaymentDoc), with its bytes.
 * Not once the request is final, and not the receipt of a request on processing, which an administrator is
 * reviewing.
 */
export async function deletePaymentDocument(deps: PaymentDocumentDeps, principal: Principal, documentId: string): Promise<Result<PaymentRequestRecord>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return refused(userError(['custCode'], customer.error));
  const id = documentId.trim();
  if (!UUID.test(id)) return refused(userError(['id'], 'unknown_document'));
  const document = await deps.paymentLedger.document(customer.value.customerId, id);
  if (!document) return refused(userError(['id'], 'unknown_document'));
  const outcome = await deps.paymentLedger.transaction(async (session): Promise<Result<PaymentRequestRecord>> => {
    const target = await session.lockRequest(customer.value.customerId, { id: document.requestId });
    if (!target || !target.documents.some((candidate) => candidate.id === id)) return refused(userError(['id'], 'unknown_document'));
    if (isFinalPaymentStatus(target.status)) return refused(userError(['id'], 'payment_already_final', { status: target.status }));
    if (document.kind === 'receipt' && target.status === 'on_processing') return refused(userError(['id'], 'receipt_under_review'));
    await session.removeDocument(id);
    return ok((await session.lockRequest(customer.value.customerId, { id: target.id }))!);
  });
  if (outcome.ok) await deps.files.remove(PAYMENT_DOCUMENT_FOLDER, document.storedName);
  return outcome;
}

/**
 * A document of a payment request of the customer the session acts for, with its bytes, for download. Anything
 * else, another customer's document included, is `unknown_document`, so a caller cannot tell the two apart.
 */
export async function downloadPaymentDocument(
  deps: PaymentDocumentDeps,
  principal: Principal,
  documentId: string,
): Promise<Result<{ fileName: string; contentType: string; bytes: Uint8Array }, 'unknown_document'>> {
  const id = documentId.trim();
  if (!UUID.test(id)) return err('unknown_document');
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return err('unknown_document');
  const document = await deps.paymentLedger.document(customer.value.customerId, id);
  const bytes = document ? await deps.files.read(PAYMENT_DOCUMENT_FOLDER, document.storedName) : undefined;
  if (!document || !bytes) return err('unknown_document');
  return ok({ fileName: document.fileName, contentType: document.contentType, bytes });
}
