import type { CalendarDay } from '../../../domain/dates/calendar-day';
import type { DateRange } from '../../../domain/dates/date-range';
import type { OpenInvoice } from '../../../domain/invoices/open-invoice';
import type { InvoiceSelection } from '../../../domain/invoices/selection';
import type { PaymentStatus } from '../../../domain/payments/payment-status';
import type { Result } from '../../../domain/shared/result';

/** The modules a payment method serves: paying invoices, or paying an order at checkout. */
export type PaymentModule = 'invoice' | 'order';

/** A gateway merchant account of a payment method, with the method's discount rate (a fraction, "0.02" = 2 %). */
export interface PaymentMerchantRecord {
  id: string;
  merchant: string;
  extPaymentGatewayId: string;
  instruction: string | null;
  paymentDiscount: string;
  methodId: string;
  methodType: string;
  methodDescription: string;
  sorg: string;
  module: string;
}

/** A way to pay (ACH, Credit Card, Virtual Account…) with its merchant accounts. */
export interface PaymentMethodRecord {
  id: string;
  sorg: string;
  module: string;
  type: string;
  description: string;
  merchants: PaymentMerchantRecord[];
}

export interface PaymentMethodRepository {
  /** The methods of these sales organisations for a module, in their order. */
  methods(sorgs: readonly string[], module: string): Promise<PaymentMethodRecord[]>;
  merchant(id: string): Promise<PaymentMerchantRecord | undefined>;
}

/** The instruments the gateway tokenises: a card, or a bank account debited by ACH. */
export type InstrumentKind = 'card' | 'ach';

/**
 * What the service keeps of a payment instrument: the gateway's token, the brand and the last four digits. The
 * card number, its security code and bank account numbers never reach the database.
 */
export interface TokenizedInstrument {
  token: string;
  kind: InstrumentKind;
  brand: string | null;
  last4: string;
  display: string;
}

/** Card data on its way to the gateway; held only for the length of the tokenise call. */
export interface CardDetails {
  kind: 'card';
  number: string;
  /** The brand the dealer chose (Visa, MasterCard, American Express, Discover). */
  brand: string;
  expiryMonth: number;
  expiryYear: number;
  securityCode: string;
}

/** Bank account data on its way to the gateway (ACH debit). */
export interface BankAccountDetails {
  kind: 'ach';
  accountType: string;
  accountNumber: string;
  routingNumber: string;
}

/** How a gateway collects a payment. */
export type GatewayMethod = 'virtual_account' | 'ach' | 'card' | 'transfer';

export interface GatewayPaymentInput {
  /** The payment request's id: the gateway's idempotency reference, so a retried call creates one payment. */
  reference: string;
  requestNo: string;
  amount: string;
  currency: string;
  method: GatewayMethod;
  /** The instrument's token for ACH and card payments. */
  token: string | null;
  merchant: string;
  extPaymentGatewayId: string;
}

/** The gateway's answer to a new payment: its id there, what the dealer needs to pay, and where it stands. */
export interface GatewayPayment {
  externalId: string;
  virtualAccountNo: string | null;
  expiresAt: Date | null;
  /** When the gateway settles a payment on processing by itself, if it does. */
  settlesAt: Date | null;
  status: PaymentStatus;
  failureReason: string | null;
}

/** What the gateway reports has happened to a payment since it was last seen: the status it moved to. */
export interface GatewayObservation {
  status: PaymentStatus;
  reason: string | null;
}

/** Dictionary keys of a refused instrument. */
export type TokenizeError = 'payment_declined';

/** The payment service provider. The default adapter is a sandbox that walks the real state machine. */
export interface PaymentGateway {
  /** Exchanges card or bank data for a token; the data itself is not kept anywhere. */
  tokenize(details: CardDetails | BankAccountDetails): Promise<Result<TokenizedInstrument, TokenizeError>>;
  /** What a token stands for, or undefined when the gateway does not know it. */
  inspectToken(token: string): Promise<TokenizedInstrument | undefined>;
  createPayment(input: GatewayPaymentInput): Promise<GatewayPayment>;
  /** The move the gateway reports for a payment that is not final, or null when nothing happened. */
  observe(payment: { externalId: string; status: PaymentStatus; expiresAt: Date | null; settlesAt: Date | null }): Promise<GatewayObservation | null>;
  /** Withdraws a payment no money moved for. */
  cancelPayment(externalId: string): Promise<void>;
}

/** A saved instrument of a user for a customer. */
export interface SavedPaymentRecord {
  id: string;
  userId: string;
  customerId: string;
  companyCode: string | null;
  merchantId: string;
  merchant: string;
  methodId: string;
  methodType: string;
  kind: InstrumentKind;
  brand: string | null;
  last4: string;
  token: string;
  display: string;
  createdAt: Date;
}

export interface SavedPaymentRepository {
  /** The user's saved instruments for the customer, of the listed companies (and those for every company). */
  list(userId: string, customerId: string, companyCodes: readonly string[] | null): Promise<SavedPaymentRecord[]>;
  find(id: string, userId: string, customerId: string): Promise<SavedPaymentRecord | undefined>;
  /** False when the user has no such saved instrument for the customer. */
  remove(id: string, userId: string, customerId: string): Promise<boolean>;
}

/** An open line of a payer as the payment rules see it. */
export interface PayableLine extends OpenInvoice {
  sorg: string;
  currency: string;
  paymentRequestId: string | null;
}

/** A document uploaded for a payment request. */
export interface PaymentDocumentRecord {
  id: string;
  paymentRequestId: string;
  kind: 'receipt' | 'document';
  fileName: string;
  storedName: string;
  contentType: string;
  size: number;
  uploadedAt: Date;
}

/** What a new payment request holds before it is written. */
export interface PaymentRequestDraft {
  kind: 'invoice' | 'order';
  orderNo: string | null;
  customerId: string;
  userId: string | null;
  payerCode: string;
  payerName: string;
  companyCode: string;
  sorg: string;
  currency: string;
  merchantId: string;
  methodType: string;
  savedPaymentId: string | null;
  instrumentDisplay: string | null;
  amount: string;
  totalBeforeDiscount: string;
  earlyPaymentDiscount: string;
  freightAllowance: string;
  paymentMethodDiscount: string;
  isPartial: boolean;
  positiveInvoiceNumbers: string[];
  negativeInvoiceNumbers: string[];
  accountingNumbers: string[];
  idempotencyKey: string;
  requestHash: string;
  createdAt: Date;
}

export interface PaymentRequestRecord extends PaymentRequestDraft {
  id: string;
  /** The request's number, the "order number" approval and voiding name it by. */
  requestNo: string;
  status: PaymentStatus;
  merchant: string;
  instruction: string | null;
  externalId: string | null;
  virtualAccountNo: string | null;
  expiresAt: Date | null;
  settlesAt: Date | null;
  failureReason: string | null;
  updatedAt: Date;
  documents: PaymentDocumentRecord[];
}

/** The filter of the payment-request list. */
export interface PaymentRequestFilter {
  statuses: readonly PaymentStatus[] | null;
  range: DateRange | null;
  page: number;
  limit: number;
}

/** The gateway's facts about a new payment, written onto the request. */
export type GatewayFacts = Pick<PaymentRequestRecord, 'externalId' | 'virtualAccountNo' | 'expiresAt' | 'settlesAt'>;

/** Reads and writes of one transaction over payment requests and the invoice lines they cover. */
export interface PaymentLedgerSession {
  /**
   * Holds the payer's lock until the transaction ends, so requests for one payer are judged and written one after
   * another: a double submit sees the request the first one wrote.
   */
  lockPayer(customerId: string, payerCode: string): Promise<void>;
  requestByIdempotencyKey(customerId: string, key: string): Promise<PaymentRequestRecord | undefined>;
  /**
   * The payer's open lines (not yet cleared) that the payment rules need to judge a selection: the lines it selects,
   * every positive line of the invoices they belong to (installments), and, per company, the earliest-due positive
   * Open line it leaves unselected (the one the oldest and overdue rules compare against). Judging these gives the
   * same verdict and totals as judging every open line of the payer, without reading them all; an adapter may
   * answer more lines.
   */
  payerLinesFor(customerId: string, payerCode: string, selection: InvoiceSelection): Promise<PayableLine[]>;
  /** Whether the payer has any line not yet cleared. */
  payerHasOpenLines(customerId: string, payerCode: string): Promise<boolean>;
  insertRequest(draft: PaymentRequestDraft): Promise<PaymentRequestRecord>;
  /** Links the lines to the request and gives them a status (Waiting For Payment). */
  coverLines(requestId: string, lines: readonly { lineId: string; amount: string }[], status: string): Promise<void>;
  insertSavedPayment(record: Omit<SavedPaymentRecord, 'id' | 'merchant' | 'methodId' | 'methodType'>): Promise<string>;
  setGatewayFacts(requestId: string, facts: GatewayFacts): Promise<void>;
  /** A request of the customer by id, by number or by the order it pays, locked until the transaction ends. */
  lockRequest(customerId: string, key: { id: string } | { number: string }): Promise<PaymentRequestRecord | undefined>;
  /** Moves the request if it is still in `from`; false when another move came first. */
  moveRequest(requestId: string, from: PaymentStatus, to: PaymentStatus, at: Date, failureReason: string | null): Promise<boolean>;
  /** The covered lines of a request with the amount each line still has. */
  requestLines(requestId: string): Promise<{ lineId: string; accountingAmount: string }[]>;
  setLinesStatus(requestId: string, status: string): Promise<void>;
  /** Lines back to Open, no longer covered. */
  releaseLines(requestId: string): Promise<void>;
  /** Cleared lines: paid on the day, no longer open. */
  clearLines(lineIds: readonly string[], clearingDate: CalendarDay): Promise<void>;
  /** A line partly paid: what is left of it, open again. */
  reduceLine(lineId: string, remaining: string): Promise<void>;
  addDocument(record: Omit<PaymentDocumentRecord, 'id'>): Promise<PaymentDocumentRecord>;
  removeDocument(documentId: string): Promise<void>;
}

export interface PaymentLedger {
  /** Runs the work in one transaction: everything it writes is kept, or nothing is. */
  transaction<T>(work: (session: PaymentLedgerSession) => Promise<T>): Promise<T>;
  /** One page of the customer's payment requests, newest first. */
  requests(customerId: string, filter: PaymentRequestFilter): Promise<{ items: PaymentRequestRecord[]; total: number }>;
  /** The payer's requests covering any of the invoice numbers, newest first; of one merchant when given. */
  requestsOfPayer(customerId: string, payerCode: string, invoiceNos: readonly string[], merchant: string | null): Promise<PaymentRequestRecord[]>;
  /** The payer's requests that are still pending, of one merchant when given. */
  pendingRequestsOfPayer(customerId: string, payerCode: string, merchant: string | null): Promise<PaymentRequestRecord[]>;
  /** The payment requests of the customer's portal orders with these numbers, newest first. */
  orderRequests(customerId: string, orderNos: readonly string[]): Promise<PaymentRequestRecord[]>;
  /** A document of one of the customer's requests. */
  document(customerId: string, documentId: string): Promise<(PaymentDocumentRecord & { requestId: string }) | undefined>;
}

/** New identifiers for stored files. */
export interface IdGenerator {
  newId(): string;
}
