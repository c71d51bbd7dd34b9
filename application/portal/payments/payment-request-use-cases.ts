import { attemptDownload, type FileDownload } from '../files/file-download';
import { refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { PaymentRequestDocument, PaymentRequestsGateway, PaymentRequestSummary, PaymentUploadFile } from './ports';

/** The dictionary key of a change the service did not answer (no connection, no data). */
export const FAILED_PAYMENT_REQUEST_CHANGE = 'failed_payment_request_change';

/** A change of one request answers the request as it is now, or why it was refused. */
export type ChangePaymentRequest = (orderNumber: string) => Promise<Result<PaymentRequestSummary>>;
export type UploadPaymentFile = (requestId: string, file: PaymentUploadFile) => Promise<Result<PaymentRequestSummary>>;

/** The changes of a request and the download of its documents, reached by its details through the store's thunks. */
export interface PaymentRequestUseCases {
  /** An administrator approves a request on processing (complete). */
  approveListedPayment: ChangePaymentRequest;
  /** Voids a pending request. */
  voidListedPayment: ChangePaymentRequest;
  /** Voids every pending request of a payer. */
  voidPayerPendingPayments: (payerCode: string) => Promise<Result<PaymentRequestSummary[]>>;
  uploadPaymentReceipt: UploadPaymentFile;
  uploadPaymentSupportingDocument: UploadPaymentFile;
  deletePaymentRequestDocument: (documentId: string) => Promise<Result<PaymentRequestSummary>>;
  /** Downloads a receipt or supporting document with the session's token, to be saved in the browser. */
  downloadPaymentRequestDocument: (document: PaymentRequestDocument) => Promise<FileDownload>;
}

/** Runs a change; a call that fails without an answer reads as the change failing, so the page can say so. */
async function change<T>(run: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await run();
  } catch {
    return refused(userError('', FAILED_PAYMENT_REQUEST_CHANGE));
  }
}

export function createPaymentRequestUseCases({ paymentRequests }: { paymentRequests: PaymentRequestsGateway }): PaymentRequestUseCases {
  return {
    approveListedPayment: (orderNumber) => change(() => paymentRequests.approvePayment(orderNumber)),
    voidListedPayment: (orderNumber) => change(() => paymentRequests.voidPayment(orderNumber)),
    voidPayerPendingPayments: (payerCode) => change(() => paymentRequests.voidPayerRequests(payerCode)),
    uploadPaymentReceipt: (requestId, file) => change(() => paymentRequests.uploadReceipt(requestId, file)),
    uploadPaymentSupportingDocument: (requestId, file) => change(() => paymentRequests.uploadDocument(requestId, file)),
    deletePaymentRequestDocument: (documentId) => change(() => paymentRequests.deleteDocument(documentId)),
    downloadPaymentRequestDocument: (document) => attemptDownload(() => paymentRequests.downloadDocument(document)),
  };
}
