import { deliveryState } from '../../../domain/orders/deliveries';
import { byCode } from '../../../domain/invoices/open-invoice';
import { ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import { resolveActiveCustomer, type ActiveCustomerError } from '../customers/active-customer';
import { checkDateRange, type DateRangeRefused } from '../invoices/date-range-check';
import { orderFilterOf, type DeliveryView, type OpenOrdersRequest, type OrderReadDeps } from './open-orders';

export interface DeliveryRangeRequest extends OpenOrdersRequest {
  from: string;
  to: string;
}

/** A company's delivery orders. */
export interface CompanyDeliveriesView {
  companyCode: string;
  companyName: string;
  deliveries: DeliveryView[];
}

/**
 * The shipped delivery orders of the customer the session acts for whose delivery day falls within a date-filter
 * range (shippedOrders, the shipment history): at most 30 days, from not after to, within one year.
 */
export async function shippedOrders(deps: OrderReadDeps, principal: Principal, request: DeliveryRangeRequest): Promise<Result<DeliveryView[], ActiveCustomerError> | DateRangeRefused> {
  const range = checkDateRange(request, 'filter');
  if (!range.ok) return range;
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer.error === 'customer_required' ? ok([]) : customer;
  const today = deps.invoicesSettings.today(customer.value.sorg, deps.clock.now());
  const deliveries = await deps.openOrders.deliveriesInRange(customer.value.customerId, range.value, 'delivery', orderFilterOf(request));
  return ok(deliveries.map((delivery) => ({ ...delivery, state: deliveryState(delivery, today) })).filter((delivery) => delivery.state === 'shipped'));
}

/**
 * The delivery orders not yet shipped (In progress, Awaiting Confirmation) of the customer the session acts for,
 * created within a date-filter range, grouped by company (openDeliveryV4).
 */
export async function openDeliveries(deps: OrderReadDeps, principal: Principal, request: DeliveryRangeRequest): Promise<Result<CompanyDeliveriesView[], ActiveCustomerError> | DateRangeRefused> {
  const range = checkDateRange(request, 'filter');
  if (!range.ok) return range;
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer.error === 'customer_required' ? ok([]) : customer;
  const today = deps.invoicesSettings.today(customer.value.sorg, deps.clock.now());
  const deliveries = await deps.openOrders.deliveriesInRange(customer.value.customerId, range.value, 'document', orderFilterOf(request));
  const companies = new Map<string, CompanyDeliveriesView>();
  for (const delivery of deliveries) {
    const state = deliveryState(delivery, today);
    if (state === 'shipped') continue;
    const company = companies.get(delivery.companyCode) ?? { companyCode: delivery.companyCode, companyName: delivery.companyName, deliveries: [] };
    companies.set(delivery.companyCode, company);
    company.deliveries.push({ ...delivery, state });
  }
  return ok([...companies.values()].sort((a, b) => byCode(a.companyCode, b.companyCode)));
}
