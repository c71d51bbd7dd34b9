import { meetsScopeRequirement, type Scope } from '../../../domain/access/scopes';
import { dateRangeErrors, type DateRangeErrorKey } from '../../../domain/dates/date-range';
import { canMovePayment, isFinalPaymentStatus, PAYMENT_STATUS_DESCRIPTIONS, PAYMENT_STATUSES, type PaymentStatus } from '../../../domain/payments/payment-status';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { PaymentRequestDocument, PaymentRequestSummary } from './ports';

/**
 * The statuses the list filters by, in the order the spec names them (spec 001 §2 "Payment screen content").
 */
export const FILTER_STATUSES: readonly PaymentStatus[] = ['complete', 'pending', 'failed', 'void', 'on_processing'];

/**
 * What the service accepts as a payment document (uploadPayment, uploadPaymentDoc): the form shows these limits so
 * the person knows them before choosing a file; the service checks them and its answer decides.
 */
export const PAYMENT_DOCUMENT_LIMITS = {
  /** 5 MiB. */
  maxBytes: 5 * 1024 * 1024,
  maxDocuments: 5,
  /** The file chooser's filter: PDF, PNG and JPEG. */
  accept: 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg',
} as const;

/** Approving money seen arriving is the administrators' work: the service asks for the admin order list's scope. */
const APPROVAL_SCOPES = ['page.orderlist'];

/** Why the creation-day filter cannot be used: a date-filter rule, or only one end given. */
export type RequestRangeError = DateRangeErrorKey | 'range_incomplete';

/**
 * The creation-day filter's problems: none when both ends are empty (the list is not narrowed by day), one end
 * alone is `range_incomplete`, otherwise the date-filter rules (at most 30 days, one year, from not after to).
 */
export function requestRangeErrors(from: string, to: string): RequestRangeError[] {
  const start = from.trim();
  const end = to.trim();
  if (start === '' && end === '') return [];
  if (start === '' || end === '') return ['range_incomplete'];
  return dateRangeErrors({ from: start, to: end }, 'filter');
}

/** The invoice numbers typed into the look-up, split at commas, semicolons and spaces, without repeats. */
export function invoiceNumbersOf(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
}

/** A status the service names by id or description, or null when it names none the portal knows. */
export function knownStatus(id: string): PaymentStatus | null {
  return (PAYMENT_STATUSES as readonly string[]).includes(id) ? (id as PaymentStatus) : null;
}

/** A status the filter offers, with the service's description of it. */
export interface PaymentStatusOption {
  status: PaymentStatus;
  description: string;
}

/**
 * The statuses the filter offers, in the spec's order whatever order the service answers them in, with the service's
 * descriptions where it gives them; statuses the portal does not know are left out.
 */
export function paymentStatusOptionsOf(answered: readonly { id: string; description: string }[]): PaymentStatusOption[] {
  const described = new Map<PaymentStatus, string>();
  for (const { id, description } of answered) {
    const status = knownStatus(id);
    if (status) described.set(status, description);
  }
  return FILTER_STATUSES.map((status) => ({ status, description: described.get(status) ?? PAYMENT_STATUS_DESCRIPTIONS[status] }));
}

/** A look-up the service is asked: one payer's requests covering any of these invoice numbers. */
export interface InvoiceLookup {
  payerCode: string;
  invoiceNumbers: string[];
}

/** What a look-up lacks before the service can be asked. */
export type InvoiceLookupError = 'payer_required' | 'invoice_numbers_required';

/** The look-up as typed (a payer, invoice numbers as text), or what it lacks. */
export function invoiceLookupOf(payerCode: string, invoiceNumbers: string): Result<InvoiceLookup, InvoiceLookupError> {
  const payer = payerCode.trim();
  const numbers = invoiceNumbersOf(invoiceNumbers);
  if (payer === '') return err('payer_required');
  if (numbers.length === 0) return err('invoice_numbers_required');
  return ok({ payerCode: payer, invoiceNumbers: numbers });
}

/** What the person may do with a request now; the service checks each again. */
export interface PaymentRequestActions {
  /** On Processing, and the person may approve payments (an administrator). */
  approve: boolean;
  /** Pending: withdrawn before any money moved. */
  void: boolean;
  /** Pending: the transfer receipt moves it to On Processing. */
  uploadReceipt: boolean;
  /** Not yet final. */
  uploadDocument: boolean;
}

export function paymentRequestActions(request: Pick<PaymentRequestSummary, 'status'>, scopes: readonly Scope[]): PaymentRequestActions {
  const open = !isFinalPaymentStatus(request.status);
  return {
    approve: canMovePayment(request.status, 'complete') && meetsScopeRequirement(scopes, APPROVAL_SCOPES),
    void: canMovePayment(request.status, 'void'),
    uploadReceipt: request.status === 'pending',
    uploadDocument: open,
  };
}

/** A document may be deleted until the request is final, except the receipt of a request an administrator is reviewing. */
export function canDeleteDocument(request: Pick<PaymentRequestSummary, 'status'>, document: Pick<PaymentRequestDocument, 'kind'>): boolean {
  if (isFinalPaymentStatus(request.status)) return false;
  return !(document.kind === 'receipt' && request.status === 'on_processing');
}
