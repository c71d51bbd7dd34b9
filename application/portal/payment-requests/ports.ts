import type { PaymentStatus } from '../../../domain/payments/payment-status';
import type { DownloadableFile, DownloadedFile } from '../files/ports';

/** A document uploaded for a payment request: a transfer `receipt` or a supporting `document`, downloaded with the session's token. */
export interface PaymentRequestDocument extends DownloadableFile {
  id: string;
  kind: 'receipt' | 'document';
  fileName: string;
  contentType: string;
  /** Bytes. */
  size: number;
  uploadedAt: string;
}

/**
 * A payment request as the list shows it (spec 001 §3): amounts are decimal strings in the request's currency,
 * points in time ISO strings.
 */
export interface PaymentRequestSummary {
  id: string;
  /** The request's number, which approving and voiding take. */
  orderNumber: string;
  /** The portal order an order payment pays. */
  orderNo: string | null;
  amount: string;
  currency: string;
  payerCode: string;
  payerName: string;
  companyCode: string;
  positiveInvoiceNumbers: string[];
  /** Credit notes the request deducts. */
  negativeInvoiceNumbers: string[];
  merchant: string;
  methodType: string;
  instruction: string | null;
  /** How the instrument shows (brand and last four digits), for ACH and card payments. */
  instrument: string | null;
  isPartialPayment: boolean;
  totalBeforeDiscount: string;
  earlyPaymentDiscount: string;
  freightAllowance: string;
  paymentMethodDiscount: string;
  virtualAccountNo: string | null;
  status: PaymentStatus;
  /** The status as the service describes it ("On Processing"). */
  statusDescription: string;
  /** A dictionary key (virtual_account_expired, …) or the gateway's own words. */
  failureReason: string | null;
  expiredDate: string | null;
  createdAt: string;
  documents: PaymentRequestDocument[];
}

/** What the list asks for: statuses (none = all), a creation-day range (both ends or neither), one page. */
export interface PaymentRequestQuery {
  statuses: readonly PaymentStatus[];
  from: string | null;
  to: string | null;
  page: number;
  limit: number;
}

export interface PaymentRequestPage {
  items: PaymentRequestSummary[];
  total: number;
  page: number;
  limit: number;
}

/** A refusal of the service: the field path, the dictionary key and the values its message interpolates. */
export interface PaymentRequestUserError {
  field: string;
  message: string;
  values: Record<string, string>;
}

/** The answer to a change of one request: the request as it is now, or why it was refused. */
export type PaymentRequestChange = { ok: true; request: PaymentRequestSummary } | { ok: false; errors: PaymentRequestUserError[] };

/** The answer to voiding a payer's pending requests: those voided, or why nothing was. */
export type PayerRequestsVoided = { ok: true; voided: PaymentRequestSummary[] } | { ok: false; errors: PaymentRequestUserError[] };

/** A file the person picked, as the upload sends it. */
export type PaymentUploadFile = Blob & { readonly name: string };

/** What the payment-request list asks of the service. */
export interface PaymentRequestsGateway {
  paymentRequests(query: PaymentRequestQuery): Promise<PaymentRequestPage>;
  /** The statuses the filter offers, with the service's descriptions. */
  paymentStatuses(): Promise<{ id: string; description: string }[]>;
  /** The payer's requests covering any of the invoice numbers, newest first. */
  paymentRequestsByInvoices(payerCode: string, invoiceNos: readonly string[]): Promise<PaymentRequestSummary[]>;
  approvePayment(orderNumber: string): Promise<PaymentRequestChange>;
  voidPayment(orderNumber: string): Promise<PaymentRequestChange>;
  voidPayerRequests(payerCode: string): Promise<PayerRequestsVoided>;
  /** A transfer receipt: a pending request moves to On Processing. */
  uploadReceipt(requestId: string, file: PaymentUploadFile): Promise<PaymentRequestChange>;
  uploadDocument(requestId: string, file: PaymentUploadFile): Promise<PaymentRequestChange>;
  deleteDocument(documentId: string): Promise<PaymentRequestChange>;
  downloadDocument(document: PaymentRequestDocument): Promise<DownloadedFile>;
}
