/**
 * The status of a payment request, as the payment-request list filters it (spec 001 §2):
 * - `pending` (Pending): created; the dealer still has to pay (virtual account open, card or debit not yet sent);
 * - `on_processing` (On Processing): money is on its way: the gateway has received the payment or the dealer
 *   has uploaded a transfer receipt, and it awaits settlement or approval;
 * - `complete` (Complete): paid and settled; the invoices are cleared;
 * - `failed` (Failed): the payment did not go through: declined, rejected on review, or the virtual account
 *   expired unpaid;
 * - `void` (Void): withdrawn before any money moved.
 * Complete, Failed and Void are final: a new attempt is a new payment request.
 */
export const PAYMENT_STATUSES = ['pending', 'on_processing', 'complete', 'failed', 'void'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The status every payment request starts in. */
export const INITIAL_PAYMENT_STATUS: PaymentStatus = 'pending';

/** The descriptions the payment-status list shows and the service answers (paymentStatuses). */
export const PAYMENT_STATUS_DESCRIPTIONS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Pending',
  on_processing: 'On Processing',
  complete: 'Complete',
  failed: 'Failed',
  void: 'Void',
};

/**
 * The allowed moves. Money either has not moved (pending) or is moving (on processing):
 * - pending → on processing: the gateway takes the payment or a receipt is uploaded;
 * - pending → failed: the gateway declines at once, or the virtual account expires unpaid;
 * - pending → void: the dealer or an administrator withdraws the request;
 * - on processing → complete: the gateway settles, or an administrator approves the receipt;
 * - on processing → failed: settlement fails, or the receipt is rejected.
 * A request on processing cannot be voided: once money moves it must end as complete or failed, so that no
 * payment is lost from sight. Nothing goes straight from pending to complete, so every completion passes the
 * step where money is seen arriving.
 */
const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['on_processing', 'failed', 'void'],
  on_processing: ['complete', 'failed'],
  complete: [],
  failed: [],
  void: [],
};

/** The statuses a payment request may move to next; none from a final status. */
export function nextPaymentStatuses(from: PaymentStatus): readonly PaymentStatus[] {
  return PAYMENT_TRANSITIONS[from];
}

/** Whether a status is final: Complete, Failed or Void. */
export function isFinalPaymentStatus(status: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[status].length === 0;
}

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

/**
 * Dictionary keys of a refused move: `payment_already_final` when the request is complete, failed or void (the
 * message can say so, e.g. to a second approval), `payment_transition_not_allowed` for any other move the table
 * does not list.
 */
export type PaymentTransitionError = 'payment_already_final' | 'payment_transition_not_allowed';

/** Moves a payment request to `to`, or says why it cannot. The gateway adapter and the use-cases move only through here. */
export function movePayment(from: PaymentStatus, to: PaymentStatus): { ok: true; value: PaymentStatus } | { ok: false; error: PaymentTransitionError } {
  if (isFinalPaymentStatus(from)) return { ok: false, error: 'payment_already_final' };
  if (!canMovePayment(from, to)) return { ok: false, error: 'payment_transition_not_allowed' };
  return { ok: true, value: to };
}

/** Approving a payment (approvePayment): an administrator confirms money that is on processing. */
export function approvePayment(from: PaymentStatus) {
  return movePayment(from, 'complete');
}

/** Voiding a payment (voidPayment, voidPaymentRequest): withdrawing a request before money moved. */
export function voidPayment(from: PaymentStatus) {
  return movePayment(from, 'void');
}

/** The status a description names ("On Processing" → on_processing), ignoring case and spacing; null when unknown. */
export function paymentStatusFromDescription(description: string | null | undefined): PaymentStatus | null {
  const text = (description ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return PAYMENT_STATUSES.find((status) => PAYMENT_STATUS_DESCRIPTIONS[status].toLowerCase() === text) ?? null;
}

/**
 * The payment flags an order carries (orderPayment: waiting, uploaded, failed, voided, completed), exactly one
 * of them set: waiting while pending, uploaded while on processing, then the final one.
 */
export interface PaymentFlags {
  waiting: boolean;
  uploaded: boolean;
  failed: boolean;
  voided: boolean;
  completed: boolean;
}

export function paymentFlags(status: PaymentStatus): PaymentFlags {
  return {
    waiting: status === 'pending',
    uploaded: status === 'on_processing',
    failed: status === 'failed',
    voided: status === 'void',
    completed: status === 'complete',
  };
}
