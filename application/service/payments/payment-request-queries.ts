import { paymentStatusFromDescription, PAYMENT_STATUSES, type PaymentStatus } from '../../../domain/payments/payment-status';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import { resolveActiveCustomer, type ActiveCustomerError, type ActiveCustomerRepository } from '../customers/active-customer';
import { checkDateRange, type DateRangeRefused } from '../invoices/date-range-check';
import { refreshAll, type PaymentMoveDeps } from './payment-moves';
import type { PaymentRequestRecord } from './ports';

export type PaymentQueryDeps = PaymentMoveDeps & { activeCustomers: ActiveCustomerRepository };

/** The most requests one page of the list holds. */
export const MAX_PAYMENT_REQUEST_PAGE = 100;

/** A status as the list's filter names it: its id (on_processing) or its description (On Processing). */
function statusOf(text: string): PaymentStatus | null {
  const trimmed = text.trim();
  return (PAYMENT_STATUSES as readonly string[]).includes(trimmed) ? (trimmed as PaymentStatus) : paymentStatusFromDescription(trimmed);
}

/**
 * One page of the payment requests of the customer the session acts for, newest first, filtered by statuses and by
 * the day they were created (a date-filter range, at most 30 days). Requests that are not final are brought up to
 * date with the gateway first, so an expired virtual account shows as failed.
 */
export async function listPaymentRequests(
  deps: PaymentQueryDeps,
  principal: Principal,
  request: { statuses?: readonly string[] | null; from?: string | null; to?: string | null; page?: number | null; limit?: number | null },
): Promise<Result<{ items: PaymentRequestRecord[]; total: number; page: number; limit: number }, ActiveCustomerError | 'unknown_status'> | DateRangeRefused> {
  let range = null;
  if (request.from || request.to) {
    const checked = checkDateRange({ from: request.from ?? '', to: request.to ?? '' }, 'filter');
    if (!checked.ok) return checked;
    range = checked.value;
  }
  const statuses = (request.statuses ?? []).map(statusOf);
  if (statuses.includes(null)) return err('unknown_status' as const);
  const page = Math.max(1, Math.trunc(request.page ?? 1));
  const limit = Math.min(MAX_PAYMENT_REQUEST_PAGE, Math.max(1, Math.trunc(request.limit ?? 10)));
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer.error === 'customer_required' ? ok({ items: [], total: 0, page, limit }) : customer;
  const found = await deps.paymentLedger.requests(customer.value.customerId, {
    statuses: statuses.length > 0 ? (statuses as PaymentStatus[]) : null,
    range,
    page,
    limit,
  });
  return ok({ items: await refreshAll(deps, found.items), total: found.total, page, limit });
}

/**
 * The payer's payment requests that cover any of the invoice numbers (paymentRequestByPayerAndInvoiceNos), newest
 * first, of one merchant when given, each up to date with the gateway: external id, virtual account number,
 * status and expiry.
 */
export async function paymentRequestsByPayerAndInvoices(
  deps: PaymentQueryDeps,
  principal: Principal,
  request: { payerCode: string; invoiceNos: readonly string[]; merchant?: string | null },
): Promise<Result<PaymentRequestRecord[], ActiveCustomerError>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer.error === 'customer_required' ? ok([]) : customer;
  const invoiceNos = [...new Set(request.invoiceNos.map((number) => number.trim()).filter(Boolean))];
  if (invoiceNos.length === 0) return ok([]);
  const found = await deps.paymentLedger.requestsOfPayer(customer.value.customerId, request.payerCode.trim(), invoiceNos, request.merchant?.trim() || null);
  return ok(await refreshAll(deps, found));
}
