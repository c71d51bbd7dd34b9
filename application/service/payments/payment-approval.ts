import { approvePayment as approveMove, voidPayment as voidMove } from '../../../domain/payments/payment-status';
import type { Principal } from '../auth/ports';
import { resolveActiveCustomer } from '../customers/active-customer';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import { applyPaymentMove, refreshFromGateway } from './payment-moves';
import type { PaymentRequestRecord } from './ports';
import type { PaymentQueryDeps } from './payment-request-queries';

type Decision = 'approve' | 'void';

/**
 * Approves (an administrator confirms money seen arriving: on processing → complete) or voids (withdrawn before any
 * money moved: pending → void) one payment request of the customer the session acts for, named by its number or
 * by the order it pays. The gateway is asked first, so a virtual account that expired is not voided twice; the
 * domain's state machine decides, and a refusal names its dictionary key (payment_already_final,
 * payment_transition_not_allowed).
 */
export async function decidePayment(deps: PaymentQueryDeps, principal: Principal, orderNumber: string, decision: Decision): Promise<Result<PaymentRequestRecord>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return refused(userError(['custCode'], customer.error));
  const number = orderNumber.trim();
  if (number === '') return refused(userError(['orderNumber'], 'required'));
  const before = await deps.paymentLedger.transaction((session) => session.lockRequest(customer.value.customerId, { number }));
  if (!before) return refused(userError(['orderNumber'], 'unknown_payment_request'));
  await refreshFromGateway(deps, before);
  const now = deps.clock.now();
  return deps.paymentLedger.transaction(async (session): Promise<Result<PaymentRequestRecord>> => {
    const request = await session.lockRequest(customer.value.customerId, { id: before.id });
    if (!request) return refused(userError(['orderNumber'], 'unknown_payment_request'));
    const move = decision === 'approve' ? approveMove(request.status) : voidMove(request.status);
    if (!move.ok) return refused(userError(['orderNumber'], move.error, { status: request.status }));
    if (decision === 'void' && request.externalId) await deps.paymentGateway.cancelPayment(request.externalId);
    if (!(await applyPaymentMove(session, request, move.value, { now, today: deps.invoicesSettings.today(request.sorg, now) }))) {
      return refused(userError(['orderNumber'], 'payment_transition_not_allowed'));
    }
    return ok((await session.lockRequest(customer.value.customerId, { id: request.id }))!);
  });
}

/**
 * Voids the payer's pending payment requests (voidPaymentRequest), of one merchant when given: what the payment
 * screen does when the dealer abandons a virtual account to pay another way. `no_pending_payment_request` when
 * there is none.
 */
export async function voidPayerRequests(
  deps: PaymentQueryDeps,
  principal: Principal,
  request: { payerCode: string; merchant?: string | null },
): Promise<Result<PaymentRequestRecord[]>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return refused(userError(['custCode'], customer.error));
  const payerCode = request.payerCode.trim();
  if (payerCode === '') return refused(userError(['payerCode'], 'required'));
  const pending = await deps.paymentLedger.pendingRequestsOfPayer(customer.value.customerId, payerCode, request.merchant?.trim() || null);
  const voided: PaymentRequestRecord[] = [];
  for (const candidate of pending) {
    const outcome = await decidePayment(deps, principal, candidate.requestNo, 'void');
    if (outcome.ok) voided.push(outcome.value);
  }
  return voided.length > 0 ? ok(voided) : refused(userError(['payerCode'], 'no_pending_payment_request'));
}
