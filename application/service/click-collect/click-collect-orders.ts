import {
  canMarkClickCollectItems,
  canRecordClickCollectShipment,
  clickCollectStatusFromLabel,
  CLICK_COLLECT_STATUSES,
  recordShipment,
  statusAfterShipment,
  updateClickCollectStatus,
  type ClickCollectItemMark,
  type ClickCollectStatus,
  type ClickCollectUpdateError,
  type ShipmentError,
  type ShipmentLine,
} from '../../../domain/orders/click-collect';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import { resolveActiveCustomer, type ActiveCustomerError, type ActiveCustomerRepository } from '../customers/active-customer';
import type { Clock } from '../shared/ports';
import type { ClickCollectOrderRecord, ClickCollectRepository } from './ports';

export interface ClickCollectDeps {
  activeCustomers: ActiveCustomerRepository;
  clickCollect: ClickCollectRepository;
  clock: Clock;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A status as the filter names it: its key (processing_by_hq) or its label (Processing By HQ). */
export function statusNamed(text: string): ClickCollectStatus | null {
  const trimmed = text.trim();
  return (CLICK_COLLECT_STATUSES as readonly string[]).includes(trimmed) ? (trimmed as ClickCollectStatus) : clickCollectStatusFromLabel(trimmed);
}

/** The click-and-collect orders of the customer (the store) the session acts for, of the given statuses, newest first. */
export async function clickCollectOrders(
  deps: ClickCollectDeps,
  principal: Principal,
  request: { statuses?: readonly string[] | null },
): Promise<Result<ClickCollectOrderRecord[], ActiveCustomerError | 'unknown_status'>> {
  const statuses = (request.statuses ?? []).map(statusNamed);
  if (statuses.includes(null)) return err('unknown_status');
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer.error === 'customer_required' ? ok([]) : customer;
  return ok(await deps.clickCollect.orders(customer.value.customerId, statuses.length > 0 ? (statuses as ClickCollectStatus[]) : null));
}

/** One click-and-collect order of the customer the session acts for; another store's is `order_not_found`. */
export async function clickCollectOrder(deps: ClickCollectDeps, principal: Principal, orderId: string): Promise<Result<ClickCollectOrderRecord, ActiveCustomerError | 'order_not_found'>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer;
  const order = UUID.test(orderId.trim()) ? await deps.clickCollect.order(customer.value.customerId, orderId.trim()) : undefined;
  return order ? ok(order) : err('order_not_found');
}

/** Why a change was refused: each is the dictionary key of the message the portal shows. */
export type ClickCollectChangeError =
  | ActiveCustomerError
  | ClickCollectUpdateError
  | ShipmentError
  | 'order_not_found'
  | 'unknown_status'
  | 'order_changed'
  | 'required'
  | 'click_collect_not_shipping'
  | 'click_collect_marks_settled';

/**
 * Updates the status of an order (clickCollectUpdateStatus) through the domain's transitions and item checks; a
 * refusal names its dictionary key (click_collect_transition_not_allowed, click_collect_items_not_ready, …).
 */
export async function updateClickCollectOrderStatus(
  deps: ClickCollectDeps,
  principal: Principal,
  request: { orderId: string; status: string },
): Promise<Result<ClickCollectOrderRecord, ClickCollectChangeError>> {
  const target = statusNamed(request.status);
  if (target === null) return err('unknown_status');
  const order = await clickCollectOrder(deps, principal, request.orderId);
  if (!order.ok) return order;
  const move = updateClickCollectStatus(order.value, target);
  if (!move.ok) return err(move.error);
  if (!(await deps.clickCollect.updateStatus(order.value.id, order.value.status, move.value, deps.clock.now()))) return err('order_changed');
  return clickCollectOrder(deps, principal, order.value.id);
}

/**
 * Records units HQ shipped to the store (clickCollectUpdateShipments): all lines or none, never beyond what is
 * ordered, only for items marked Order to HQ and only while HQ ships (Shipment from HQ, Partially Shipped). The
 * order then moves on to Partially Shipped or Shipped.
 */
export async function updateClickCollectShipments(
  deps: ClickCollectDeps,
  principal: Principal,
  request: { orderId: string; lines: readonly ShipmentLine[] },
): Promise<Result<ClickCollectOrderRecord, ClickCollectChangeError>> {
  const order = await clickCollectOrder(deps, principal, request.orderId);
  if (!order.ok) return order;
  if (!canRecordClickCollectShipment(order.value.status)) return err('click_collect_not_shipping');
  if (request.lines.length === 0) return err('required');
  const shipped = recordShipment(order.value.details, request.lines);
  if (!shipped.ok) return err(shipped.error);
  const status = statusAfterShipment({ status: order.value.status, details: shipped.value });
  const recorded = await deps.clickCollect.recordShipment(order.value.id, order.value.status, {
    details: shipped.value,
    status,
    lines: request.lines,
    by: principal.userId,
    at: deps.clock.now(),
  });
  if (!recorded) return err('order_changed');
  return clickCollectOrder(deps, principal, order.value.id);
}

/**
 * Marks items Order to HQ or Ready to Pickup. Marks can change only while the order is Open: once HQ has been
 * asked to confirm, the items it supplies are settled.
 */
export async function markClickCollectItems(
  deps: ClickCollectDeps,
  principal: Principal,
  request: { orderId: string; items: readonly { itemId: string; mark: ClickCollectItemMark }[] },
): Promise<Result<ClickCollectOrderRecord, ClickCollectChangeError>> {
  const order = await clickCollectOrder(deps, principal, request.orderId);
  if (!order.ok) return order;
  if (!canMarkClickCollectItems(order.value.status)) return err('click_collect_marks_settled');
  if (request.items.length === 0) return err('required');
  if (request.items.some((item) => !order.value.details.some((detail) => detail.id === item.itemId))) return err('shipment_unknown_item');
  if (!(await deps.clickCollect.markItems(order.value.id, 'open', request.items, deps.clock.now()))) return err('order_changed');
  return clickCollectOrder(deps, principal, order.value.id);
}
