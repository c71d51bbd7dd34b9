import { currencyPrecision } from '../../../domain/money/currency-precision';
import { money, toDecimalString } from '../../../domain/money/money';
import { amountDue } from '../../../domain/pricing/amount-due';
import { isImmediatePayment } from '../../../domain/payments/discounts';
import type { Principal } from '../auth/ports';
import type { OrderView } from '../cart/present-order';
import { resolveActiveCustomer, type ActiveCustomerRepository } from '../customers/active-customer';
import { openAtGateway, type PaymentMoveDeps } from './payment-moves';
import type { PaymentMethodRepository, PaymentRequestRecord } from './ports';

export type OrderPaymentDeps = PaymentMoveDeps & { activeCustomers: ActiveCustomerRepository } & { paymentMethods: PaymentMethodRepository };

/** The company an order of a sales organisation is paid to: the customer's company of that organisation, else its first. */
function companyOf(companyCodes: readonly string[], sorg: string): string | undefined {
  return companyCodes.find((code) => code.startsWith(`${sorg}-`)) ?? companyCodes[0];
}

/**
 * Opens the payment of each order a checkout placed with a method the dealer pays later (a virtual account or a
 * transfer): a pending order payment of the order's total and shipment, whose gateway facts (virtual account number,
 * expiry) the order list shows, and which keeps the order waiting (pendingB2B) until it is completed or voided.
 * The checkout offers no method that takes an instrument (a card, a bank account to debit). Each payment's
 * idempotency key is the checkout's and the order number, so a replayed checkout opens nothing new.
 */
export async function openOrderPayments(deps: OrderPaymentDeps, principal: Principal, orders: readonly OrderView[], checkoutKey: string): Promise<PaymentRequestRecord[]> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok || orders.length === 0) return [];
  const precisions = await deps.invoicesSettings.precisions();
  const opened: PaymentRequestRecord[] = [];
  for (const order of orders) {
    const method = (await deps.paymentMethods.methods([order.sorg], 'order')).find((candidate) => candidate.id === order.paymentId);
    const merchant = method?.merchants[0];
    const companyCode = companyOf(customer.value.companyCodes, order.sorg);
    if (!method || !merchant || isImmediatePayment(method.type) || !companyCode) continue;
    const places = Math.max(currencyPrecision(order.currency, precisions), 2);
    const amount = toDecimalString(amountDue(money(order.total_order, order.currency), order.shipment), places);
    const none = toDecimalString(money('0', order.currency), places);
    const idempotencyKey = `${checkoutKey}:${order.order_no}`;
    const now = deps.clock.now();
    const request = await deps.paymentLedger.transaction(async (session) => {
      // A checkout and its replay may open the same payment at once: the payer's lock lets the later one find it.
      await session.lockPayer(customer.value.customerId, customer.value.r3);
      const earlier = await session.requestByIdempotencyKey(customer.value.customerId, idempotencyKey);
      if (earlier) return earlier;
      const draft = await session.insertRequest({
        kind: 'order',
        orderNo: order.order_no,
        customerId: customer.value.customerId,
        userId: principal.userId,
        payerCode: customer.value.r3,
        payerName: customer.value.name,
        companyCode,
        sorg: order.sorg,
        currency: order.currency,
        merchantId: merchant.id,
        methodType: method.type,
        savedPaymentId: null,
        instrumentDisplay: null,
        amount,
        totalBeforeDiscount: amount,
        earlyPaymentDiscount: none,
        freightAllowance: none,
        paymentMethodDiscount: none,
        isPartial: false,
        positiveInvoiceNumbers: [],
        negativeInvoiceNumbers: [],
        accountingNumbers: [],
        idempotencyKey,
        requestHash: idempotencyKey,
        createdAt: now,
      });
      return openAtGateway(deps, session, draft, { merchant: { ...merchant, methodType: method.type }, token: null, now, today: deps.invoicesSettings.today(order.sorg, now) });
    });
    opened.push(request);
  }
  return opened;
}
