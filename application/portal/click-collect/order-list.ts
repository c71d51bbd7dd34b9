import { CLICK_COLLECT_STATUSES, type ClickCollectStatus } from '../../../domain/orders/click-collect';
import type { ClickCollectOrder } from './ports';

/** The orders a status filter shows, and how many orders each status holds. */
export interface ClickCollectOrderList {
  orders: ClickCollectOrder[];
  total: number;
  counts: Record<ClickCollectStatus, number>;
}

/** The store's orders filtered by a status (all when null), newest first as the service answers them. */
export function filterClickCollectOrders(orders: readonly ClickCollectOrder[], status: ClickCollectStatus | null): ClickCollectOrderList {
  const counts = Object.fromEntries(CLICK_COLLECT_STATUSES.map((candidate) => [candidate, 0])) as Record<ClickCollectStatus, number>;
  for (const order of orders) counts[order.status] += 1;
  return { orders: orders.filter((order) => status === null || order.status === status), total: orders.length, counts };
}

/** The status a filter parameter names (?status=open); null for none or an unknown one. */
export function clickCollectStatusParameter(value: string | null): ClickCollectStatus | null {
  return (CLICK_COLLECT_STATUSES as readonly string[]).includes(value ?? '') ? (value as ClickCollectStatus) : null;
}
