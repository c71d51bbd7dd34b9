import { paymentFlags, PAYMENT_STATUS_DESCRIPTIONS, isFinalPaymentStatus } from '../../../domain/payments/payment-status';
import { ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import { resolveActiveCustomer, type ActiveCustomerError, type ActiveCustomerRepository } from '../customers/active-customer';
import { checkDateRange, type DateRangeRefused } from '../invoices/date-range-check';
import { refreshAll, type PaymentMoveDeps } from '../payments/payment-moves';
import type { PaymentRequestRecord } from '../payments/ports';
import type { OrderListRecord, OrderListRepository } from './ports';

/** The most orders one page of the administrators' list holds. */
export const MAX_ORDER_PAGE = 100;

export interface OrderListItemView extends OrderListRecord {
  /** The order's latest payment request, with the flags the list shows; null without one or when not asked for. */
  payment: (PaymentRequestRecord & { flags: ReturnType<typeof paymentFlags>; statusDescription: string }) | null;
  statusDescription: string;
  /** True while the order waits for its payment before it goes on to the ERP. */
  pendingB2B: boolean;
}

/** "open" → "Open", "on_hold" → "On Hold". */
function describe(status: string): string {
  return status
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The administrators' order list (orders, scope page.orderlist) for the customer the session acts for: the portal
 * orders newest first, with their lines, stock order confirmations and, with `withPayment`, the latest payment
 * request of each, brought up to date with the gateway.
 */
export async function orderList(
  deps: PaymentMoveDeps & { activeCustomers: ActiveCustomerRepository; orderList: OrderListRepository },
  principal: Principal,
  request: { status?: string | null; from?: string | null; to?: string | null; search?: string | null; withPayment?: boolean | null; page?: number | null; limit?: number | null },
): Promise<Result<{ items: OrderListItemView[]; total: number; page: number; limit: number }, ActiveCustomerError> | DateRangeRefused> {
  let range = null;
  if (request.from || request.to) {
    const checked = checkDateRange({ from: request.from ?? '', to: request.to ?? '' }, 'filter');
    if (!checked.ok) return checked;
    range = checked.value;
  }
  const page = Math.max(1, Math.trunc(request.page ?? 1));
  const limit = Math.min(MAX_ORDER_PAGE, Math.max(1, Math.trunc(request.limit ?? 10)));
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer.error === 'customer_required' ? ok({ items: [], total: 0, page, limit }) : customer;
  const found = await deps.orderList.orders(customer.value.customerId, { status: request.status?.trim() || null, range, search: request.search?.trim() || null }, page, limit);
  const payments = request.withPayment === false ? [] : await refreshAll(deps, await deps.paymentLedger.orderRequests(customer.value.customerId, found.items.map((order) => order.orderNo)));
  const latest = new Map<string, PaymentRequestRecord>();
  for (const payment of payments) if (payment.orderNo && !latest.has(payment.orderNo)) latest.set(payment.orderNo, payment);
  return ok({
    items: found.items.map((order) => {
      const payment = latest.get(order.orderNo) ?? null;
      return {
        ...order,
        statusDescription: describe(order.status),
        pendingB2B: payment !== null && !isFinalPaymentStatus(payment.status),
        payment: payment && { ...payment, flags: paymentFlags(payment.status), statusDescription: PAYMENT_STATUS_DESCRIPTIONS[payment.status] },
      };
    }),
    total: found.total,
    page,
    limit,
  });
}
