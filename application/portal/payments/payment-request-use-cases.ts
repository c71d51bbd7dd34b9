import { PAYMENT_STATUS_DESCRIPTIONS, type PaymentStatus } from '../../../domain/payments/payment-status';
import { attemptDownload, type FileDownload } from '../files/file-download';
import { err, ok, refused, type Result } from '../../../domain/shared/result';
import { FILTER_STATUSES, invoiceNumbersOf, knownStatus, requestRangeErrors, type RequestRangeError } from './payment-request-rules';
import { userError } from '../../../domain/shared/user-error';
import type {
  PaymentRequestDocument,
  PaymentRequestPage,
  PaymentRequestQuery,
  PaymentRequestsGateway,
  PaymentRequestSummary,
  PaymentUploadFile,
} from './ports';

/** The dictionary key of a change the service did not answer (no connection, no data). */
export const FAILED_PAYMENT_REQUEST_CHANGE = 'failed_payment_request_change';

/** Why the list could not be loaded: the day range breaks a filter rule, or the service did not answer. */
export type PaymentRequestListError = { kind: 'range'; errors: RequestRangeError[] } | { kind: 'failed' };

/** Loads one page of the payment requests of the customer the session acts for; an invalid day range is not sent. */
export type LoadPaymentRequestList = (query: PaymentRequestQuery) => Promise<Result<PaymentRequestPage, PaymentRequestListError>>;

/** The statuses the filter offers, in the spec's order, with the service's descriptions where it answers them. */
export type LoadPaymentStatusOptions = () => Promise<{ status: PaymentStatus; description: string }[]>;

export type PaymentRequestLookupError = 'payer_required' | 'invoice_numbers_required' | 'failed';

/** Finds a payer's requests by invoice numbers typed as text (paymentRequestByPayerAndInvoiceNos). */
export type FindPaymentRequestsByInvoices = (payerCode: string, invoiceNumbers: string) => Promise<Result<PaymentRequestSummary[], PaymentRequestLookupError>>;

/** A change of one request answers the request as it is now, or why it was refused. */
export type ChangePaymentRequest = (orderNumber: string) => Promise<Result<PaymentRequestSummary>>;
export type UploadPaymentFile = (requestId: string, file: PaymentUploadFile) => Promise<Result<PaymentRequestSummary>>;

/** The use-cases of this area, reached by its pages through the store's thunks. */
export interface PaymentRequestUseCases {
  loadPaymentRequestList: LoadPaymentRequestList;
  loadPaymentStatusOptions: LoadPaymentStatusOptions;
  findPaymentRequestsByInvoices: FindPaymentRequestsByInvoices;
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
    loadPaymentRequestList: async (query) => {
      const rangeErrors = requestRangeErrors(query.from ?? '', query.to ?? '');
      if (rangeErrors.length > 0) return err({ kind: 'range', errors: rangeErrors });
      try {
        return ok(await paymentRequests.paymentRequests({ ...query, from: query.from || null, to: query.to || null }));
      } catch {
        return err({ kind: 'failed' });
      }
    },
    loadPaymentStatusOptions: async () => {
      const described = new Map<PaymentStatus, string>();
      try {
        for (const answered of await paymentRequests.paymentStatuses()) {
          const status = knownStatus(answered.id);
          if (status) described.set(status, answered.description);
        }
      } catch {
        // The filter still offers the statuses the spec names when the service does not list them.
      }
      return FILTER_STATUSES.map((status) => ({ status, description: described.get(status) ?? PAYMENT_STATUS_DESCRIPTIONS[status] }));
    },
    findPaymentRequestsByInvoices: async (payerCode, invoiceNumbers) => {
      const payer = payerCode.trim();
      const numbers = invoiceNumbersOf(invoiceNumbers);
      if (payer === '') return err('payer_required');
      if (numbers.length === 0) return err('invoice_numbers_required');
      try {
        return ok(await paymentRequests.paymentRequestsByInvoices(payer, numbers));
      } catch {
        return err('failed');
      }
    },
    approveListedPayment: (orderNumber) => change(() => paymentRequests.approvePayment(orderNumber)),
    voidListedPayment: (orderNumber) => change(() => paymentRequests.voidPayment(orderNumber)),
    voidPayerPendingPayments: (payerCode) => change(() => paymentRequests.voidPayerRequests(payerCode)),
    uploadPaymentReceipt: (requestId, file) => change(() => paymentRequests.uploadReceipt(requestId, file)),
    uploadPaymentSupportingDocument: (requestId, file) => change(() => paymentRequests.uploadDocument(requestId, file)),
    deletePaymentRequestDocument: (documentId) => change(() => paymentRequests.deleteDocument(documentId)),
    downloadPaymentRequestDocument: (document) => attemptDownload(() => paymentRequests.downloadDocument(document)),
  };
}
