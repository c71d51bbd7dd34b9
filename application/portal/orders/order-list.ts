import { refused } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import { checkOrderDateRange } from './shipment-history';
import type { DateRangeErrorKey } from '../../../domain/dates/date-range';
import { approvePayment, PAYMENT_STATUSES, voidPayment, type PaymentStatus } from '../../../domain/payments/payment-status';
import { isPageSize, DEFAULT_PAGE_SIZE } from '../../../domain/tables/paging';
import { attemptDownload, type FileDownload } from '../files/file-download';
import type { OrderListPage, OrderListQuery, OrderPayment, OrderPaymentDocument, OrdersGateway, PaymentDecisionOutcome } from './ports';

export type OrderListOutcome = { ok: true; page: OrderListPage | null } | { ok: false; errors: DateRangeErrorKey[] };

/**
 * Loads a page of the administrators' order list, 10 or 20 orders a page, or names the date-filter rules the
 * range breaks without asking the service. The page is null when it could not be loaded.
 */
export type LoadOrderList = (query: OrderListQuery) => Promise<OrderListOutcome>;

export function createLoadOrderList(deps: { orders: OrdersGateway }): LoadOrderList {
  return async (query) => {
    const errors = query.filter.range ? checkOrderDateRange(query.filter.range) : [];
    if (errors.length > 0) return { ok: false, errors };
    const search = query.filter.search?.trim() || null;
    const status = query.filter.status?.trim() || null;
    const limit = isPageSize(query.limit) ? query.limit : DEFAULT_PAGE_SIZE;
    const page = Math.max(1, Math.trunc(query.page) || 1);
    try {
      return { ok: true, page: await deps.orders.orderList({ filter: { ...query.filter, search, status }, page, limit }) };
    } catch {
      return { ok: true, page: null };
    }
  };
}

/** What an administrator can do with an order's payment now: approve it (on processing) or void it (pending). */
export interface PaymentActions {
  approve: boolean;
  void: boolean;
}

function paymentStatusOf(payment: OrderPayment): PaymentStatus | null {
  return PAYMENT_STATUSES.find((status) => status === payment.status.id) ?? null;
}

/** The payment actions the service would accept, from the payment's status and the payment state machine. */
export type OrderPaymentActions = (payment: OrderPayment | null) => PaymentActions;

export const orderPaymentActions: OrderPaymentActions = (payment) => {
  const status = payment && paymentStatusOf(payment);
  if (!status) return { approve: false, void: false };
  return { approve: approvePayment(status).ok, void: voidPayment(status).ok };
};

/** Approves or voids an order's payment by its request number; the service decides and names a refusal's key. */
export type DecideOrderPayment = (requestNumber: string) => Promise<PaymentDecisionOutcome>;

function decision(decide: (requestNumber: string) => Promise<PaymentDecisionOutcome>, failure: string): DecideOrderPayment {
  return async (requestNumber) => {
    try {
      return await decide(requestNumber);
    } catch {
      return refused(userError('orderNumber', failure));
    }
  };
}

export function createApproveOrderPayment(deps: { orders: OrdersGateway }): DecideOrderPayment {
  return decision((requestNumber) => deps.orders.approveOrderPayment(requestNumber), 'failed_approve_payment');
}

export function createVoidOrderPayment(deps: { orders: OrdersGateway }): DecideOrderPayment {
  return decision((requestNumber) => deps.orders.voidOrderPayment(requestNumber), 'failed_void_payment');
}

/** Downloads a receipt or document of an order's payment with the session's token, to be saved in the browser. */
export type DownloadOrderPaymentDocument = (document: OrderPaymentDocument) => Promise<FileDownload>;

export function createDownloadOrderPaymentDocument(deps: { orders: OrdersGateway }): DownloadOrderPaymentDocument {
  return (document) => attemptDownload(() => deps.orders.downloadPaymentDocument(document));
}
