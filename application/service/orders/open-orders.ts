import { groupOpenOrdersByCompany, type CompanyOpenOrders, type DeliveryState } from '../../../domain/orders/deliveries';
import { ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import { resolveActiveCustomer, type ActiveCustomerError, type ActiveCustomerRepository } from '../customers/active-customer';
import type { InvoicesSettings } from '../invoices/ports';
import type { Clock } from '../shared/ports';
import type { DeliveryRecord, OpenOrderLineRecord, OpenOrderRepository, OrderFilter } from './ports';

export interface OrderReadDeps {
  activeCustomers: ActiveCustomerRepository;
  openOrders: OpenOrderRepository;
  invoicesSettings: InvoicesSettings;
  clock: Clock;
}

export type OpenOrderView = OpenOrderLineRecord & { doNumbers: string[]; deliveryState: DeliveryState | null };
export type DeliveryView = DeliveryRecord & { state: DeliveryState };
export type CompanyOpenOrdersView = CompanyOpenOrders<OpenOrderLineRecord, DeliveryRecord>;

export interface OpenOrdersRequest {
  custAreaSorgs?: readonly string[] | null;
  creditCustomers?: readonly string[] | null;
}

export function orderFilterOf(request: OpenOrdersRequest): OrderFilter {
  const clean = (values: readonly string[] | null | undefined) => {
    const kept = (values ?? []).map((value) => value.trim()).filter(Boolean);
    return kept.length > 0 ? kept : null;
  };
  return { sorgs: clean(request.custAreaSorgs), custCodes: clean(request.creditCustomers) };
}

/**
 * The open orders of the customer the session acts for (openOrderV4), grouped by company, each company with its
 * orders and the delivery orders that deliver them; each delivery with its state (In progress, Shipped, Awaiting
 * Confirmation) seen today, each order with the state of its least advanced delivery.
 */
export async function openOrders(deps: OrderReadDeps, principal: Principal, request: OpenOrdersRequest): Promise<Result<CompanyOpenOrdersView[], ActiveCustomerError>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer.error === 'customer_required' ? ok([]) : customer;
  const today = deps.invoicesSettings.today(customer.value.sorg, deps.clock.now());
  const lines = await deps.openOrders.openOrderLines(customer.value.customerId, orderFilterOf(request));
  const deliveries = await deps.openOrders.deliveriesOfOrders(customer.value.customerId, [...new Set(lines.map((line) => line.soNumber))]);
  return ok(groupOpenOrdersByCompany(lines, deliveries, today));
}
