import type { CalendarDay } from '../../../domain/dates/calendar-day';
import { isPositiveInvoice } from '../../../domain/invoices/open-invoice';
import { compare, money, subtract, toDecimalString, zero } from '../../../domain/money/money';
import { instrumentKindOf } from '../../../domain/payments/payment-instrument';
import { isFinalPaymentStatus, movePayment, type PaymentStatus } from '../../../domain/payments/payment-status';
import type { Clock } from '../shared/ports';
import type { InvoicesSettings } from '../invoices/ports';
import type { GatewayMethod, PaymentGateway, PaymentLedger, PaymentLedgerSession, PaymentMerchantRecord, PaymentRequestRecord } from './ports';

/**
 * The status an invoice line shows while a payment request covers it: Waiting For Payment while the request is
 * pending (the dealer still has to pay), Pending Payment once money is on its way (on processing). Paid once the
 * request completes and the line is cleared.
 */
export const LINE_STATUS = {
  waitingForPayment: 'Waiting For Payment',
  pendingPayment: 'Pending Payment',
  paid: 'Paid',
} as const;

/** How the gateway collects a payment of a method: by instrument for ACH and card, else to a virtual account or by transfer. */
function gatewayMethodOf(methodType: string): GatewayMethod {
  const instrument = instrumentKindOf(methodType);
  if (instrument) return instrument;
  return /virtual\s+account/i.test(methodType) ? 'virtual_account' : 'transfer';
}

/**
 * Opens a request just written at the payment gateway, inside the transaction that wrote it: records what the gateway
 * answers (its id, the virtual account number, expiry and settlement) and moves the request as far as the gateway says
 * it already is. The request as it now stands.
 */
export async function openAtGateway(
  deps: { paymentGateway: PaymentGateway },
  session: PaymentLedgerSession,
  request: PaymentRequestRecord,
  payment: { merchant: Pick<PaymentMerchantRecord, 'merchant' | 'extPaymentGatewayId' | 'methodType'>; token: string | null; now: Date; today: CalendarDay },
): Promise<PaymentRequestRecord> {
  const opened = await deps.paymentGateway.createPayment({
    reference: request.id,
    requestNo: request.requestNo,
    amount: request.amount,
    currency: request.currency,
    method: gatewayMethodOf(payment.merchant.methodType),
    token: payment.token,
    merchant: payment.merchant.merchant,
    extPaymentGatewayId: payment.merchant.extPaymentGatewayId,
  });
  await session.setGatewayFacts(request.id, { externalId: opened.externalId, virtualAccountNo: opened.virtualAccountNo, expiresAt: opened.expiresAt, settlesAt: opened.settlesAt });
  const withFacts = (await session.lockRequest(request.customerId, { id: request.id }))!;
  if (opened.status !== withFacts.status) await applyPaymentMove(session, withFacts, opened.status, { now: payment.now, today: payment.today, reason: opened.failureReason });
  return (await session.lockRequest(request.customerId, { id: request.id }))!;
}

/**
 * Moves a locked request to `to` through the domain's state machine and carries the move over to the invoice
 * lines it covers: on processing marks them Pending Payment; complete clears them (a partial payment clears the
 * credit notes and leaves the rest of the invoice open); failed and void release them, Open again. False when the
 * state machine refuses the move or another move came first.
 */
export async function applyPaymentMove(
  session: PaymentLedgerSession,
  request: PaymentRequestRecord,
  to: PaymentStatus,
  context: { now: Date; today: CalendarDay; reason?: string | null },
): Promise<boolean> {
  if (!movePayment(request.status, to).ok) return false;
  if (!(await session.moveRequest(request.id, request.status, to, context.now, context.reason ?? null))) return false;
  if (request.kind !== 'invoice') return true;
  switch (to) {
    case 'on_processing':
      await session.setLinesStatus(request.id, LINE_STATUS.pendingPayment);
      break;
    case 'complete':
      await settleLines(session, request, context.today);
      break;
    case 'failed':
    case 'void':
      await session.releaseLines(request.id);
      break;
    case 'pending':
      break;
  }
  return true;
}

/**
 * A completed request clears the lines it covers. A partial payment pays the entered amount against the one
 * positive line, together with the credit notes selected beside it: the credit notes are cleared and the positive
 * line keeps what is left (selected total − amount paid), open again, or is cleared when nothing is left.
 */
async function settleLines(session: PaymentLedgerSession, request: PaymentRequestRecord, today: CalendarDay): Promise<void> {
  const lines = await session.requestLines(request.id);
  if (!request.isPartial) {
    await session.clearLines(
      lines.map((line) => line.lineId),
      today,
    );
    return;
  }
  const positive = lines.filter((line) => isPositiveInvoice(line));
  const others = lines.filter((line) => !isPositiveInvoice(line));
  const remaining = subtract(money(request.totalBeforeDiscount, request.currency), money(request.amount, request.currency));
  const done = compare(remaining, zero(request.currency)) <= 0;
  await session.clearLines([...others, ...(done ? positive : [])].map((line) => line.lineId), today);
  if (!done) for (const line of positive) await session.reduceLine(line.lineId, toDecimalString(remaining));
}

export interface PaymentMoveDeps {
  paymentLedger: PaymentLedger;
  paymentGateway: PaymentGateway;
  invoicesSettings: InvoicesSettings;
  clock: Clock;
}

/**
 * Asks the gateway what happened to a request that is not final (a virtual account expired unpaid, a card
 * payment settled) and applies it. The request as it is afterwards.
 */
export async function refreshFromGateway(deps: PaymentMoveDeps, request: PaymentRequestRecord): Promise<PaymentRequestRecord> {
  if (isFinalPaymentStatus(request.status) || !request.externalId) return request;
  const seen = await deps.paymentGateway.observe({ externalId: request.externalId, status: request.status, expiresAt: request.expiresAt, settlesAt: request.settlesAt });
  if (!seen || !movePayment(request.status, seen.status).ok) return request;
  const now = deps.clock.now();
  return deps.paymentLedger.transaction(async (session) => {
    const locked = await session.lockRequest(request.customerId, { id: request.id });
    if (!locked) return request;
    if (locked.status === request.status) await applyPaymentMove(session, locked, seen.status, { now, today: deps.invoicesSettings.today(locked.sorg, now), reason: seen.reason });
    return (await session.lockRequest(request.customerId, { id: request.id })) ?? locked;
  });
}

/** Every request brought up to date with the gateway, in the same order. */
export async function refreshAll(deps: PaymentMoveDeps, requests: readonly PaymentRequestRecord[]): Promise<PaymentRequestRecord[]> {
  const refreshed: PaymentRequestRecord[] = [];
  for (const request of requests) refreshed.push(await refreshFromGateway(deps, request));
  return refreshed;
}
