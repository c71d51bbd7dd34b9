import type { InvoiceSelection } from '../../../domain/invoices/selection';
import type { AchEntry, CardEntry } from '../../../domain/payments/payment-instrument';

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

/** A refusal of the service: the field's path joined with dots, a dictionary key and the values its text takes. */
export interface PaymentUserError {
  field: string;
  message: string;
  values: Record<string, string>;
}

/** The card or bank account fields as entered; they go to the gateway's tokenisation only. */
export type InstrumentEntry = Partial<CardEntry & AchEntry>;

export type TokenizeOutcome = { ok: true; token: string; display: string } | { ok: false; errors: PaymentUserError[] };

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

export type CreatePaymentRequestOutcome = { ok: true; request: CreatedPaymentRequest; replayed: boolean } | { ok: false; errors: PaymentUserError[] };

/** What the invoice payment screen asks of the service, besides the open invoices. */
export interface PaymentsGateway {
  /** The invoice payment methods of a sales organisation. */
  paymentMethods(sorg: string): Promise<PaymentMethodOption[]>;
  /** The user's saved instruments for these companies. */
  savedPayments(companies: readonly string[]): Promise<SavedPaymentOption[]>;
  deleteSavedPayment(id: string): Promise<PaymentUserError[]>;
  tokenize(paymentId: string, entry: InstrumentEntry): Promise<TokenizeOutcome>;
  createInvoicePaymentRequest(input: InvoicePaymentRequestInput): Promise<CreatePaymentRequestOutcome>;
}
