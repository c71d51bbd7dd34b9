import type { AchEntry, CardEntry } from '../../../domain/payments/payment-instrument';
import type { DownloadableFile, DownloadedFile } from '../files/ports';
import type { InvoiceSelection } from '../../../domain/invoices/selection';
import type { PaymentStatus } from '../../../domain/payments/payment-status';
import type { Result } from '../../../domain/shared/result';

/** A merchant that takes payments of a method, with its instruction and its discount rate ("0.005" = 0.5 %). */
export interface PaymentMerchantOption {
  id: string;
  merchant: string;
  instruction: string | null;
  paymentDiscount: string;
}

/** A way to pay invoices in a sales organisation (ACH, Credit Card, Virtual Account…), with its merchants. */
export interface PaymentMethodOption {
  id: string;
  sorg: string;
  type: string;
  description: string;
  /** ACH and Credit Card pay at once and take an instrument. */
  immediate: boolean;
  merchants: PaymentMerchantOption[];
}

/** An instrument the user saved earlier: the gateway keeps its token, the portal only how it shows. */
export interface SavedPaymentOption {
  id: string;
  display: string;
  /** card or ach. */
  kind: string;
  companyCode: string | null;
  merchantId: string;
  merchant: string;
  methodId: string;
  methodType: string;
}

/** The card or bank account fields as entered; they go to the gateway's tokenisation only. */
export type InstrumentEntry = Partial<CardEntry & AchEntry>;

/** A token the gateway made of an instrument, and how the instrument shows. */
export interface TokenizedInstrument {
  token: string;
  display: string;
}

/** What a payment request for invoices is made of; the instrument is a saved payment or a token, never raw numbers. */
export interface InvoicePaymentRequestInput {
  payerCode: string;
  companyCode: string;
  selection: InvoiceSelection;
  /** The payment merchant (paymentMerchants.id). */
  paymentId: string;
  /** A partial payment's amount; null pays the selected total. */
  amount: string | null;
  /** The amount to pay the screen showed. */
  expectedAmount: string;
  instrument: { savedPaymentId: string } | { token: string; save: boolean } | null;
  idempotencyKey: string;
}

/** A payment request as the service answers it once created. */
export interface CreatedPaymentRequest {
  id: string;
  /** The request's number. */
  orderNumber: string;
  amount: string;
  currency: string;
  payerCode: string;
  payerName: string;
  positiveInvoiceNumbers: string[];
  negativeInvoiceNumbers: string[];
  merchant: string;
  methodType: string;
  instruction: string | null;
  instrument: string | null;
  isPartialPayment: boolean;
  virtualAccountNo: string | null;
  status: { id: string; description: string };
  /** ISO instant, or null when the payment does not expire. */
  expiredDate: string | null;
  createdAt: string;
}

/** The created request, and whether its idempotency key had already created it. */
export interface PaymentRequestCreation {
  request: CreatedPaymentRequest;
  replayed: boolean;
}

/** What the invoice payment screen asks of the service, besides the open invoices. */
export interface PaymentsGateway {
  /** The invoice payment methods of a sales organisation. */
  paymentMethods(sorg: string): Promise<PaymentMethodOption[]>;
  /** The user's saved instruments for these companies. */
  savedPayments(companies: readonly string[]): Promise<SavedPaymentOption[]>;
  deleteSavedPayment(id: string): Promise<Result<void>>;
  tokenize(paymentId: string, entry: InstrumentEntry): Promise<Result<TokenizedInstrument>>;
  createInvoicePaymentRequest(input: InvoicePaymentRequestInput): Promise<Result<PaymentRequestCreation>>;
}

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

/** A file the person picked, as the upload sends it. */
export type PaymentUploadFile = Blob & { readonly name: string };

/** What the payment-request list asks of the service. */
export interface PaymentRequestsGateway {
  paymentRequests(query: PaymentRequestQuery): Promise<PaymentRequestPage>;
  /** The statuses the filter offers, with the service's descriptions. */
  paymentStatuses(): Promise<{ id: string; description: string }[]>;
  /** The payer's requests covering any of the invoice numbers, newest first. */
  paymentRequestsByInvoices(payerCode: string, invoiceNos: readonly string[]): Promise<PaymentRequestSummary[]>;
  /** Each change answers the request as it is now, or why it was refused. */
  approvePayment(orderNumber: string): Promise<Result<PaymentRequestSummary>>;
  voidPayment(orderNumber: string): Promise<Result<PaymentRequestSummary>>;
  /** The requests voided, or why none was. */
  voidPayerRequests(payerCode: string): Promise<Result<PaymentRequestSummary[]>>;
  /** A transfer receipt: a pending request moves to On Processing. */
  uploadReceipt(requestId: string, file: PaymentUploadFile): Promise<Result<PaymentRequestSummary>>;
  uploadDocument(requestId: string, file: PaymentUploadFile): Promise<Result<PaymentRequestSummary>>;
  deleteDocument(documentId: string): Promise<Result<PaymentRequestSummary>>;
  downloadDocument(document: PaymentRequestDocument): Promise<DownloadedFile>;
}
