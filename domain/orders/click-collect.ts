/**
 * Click and collect: a consumer orders online and collects the goods at a dealer's store. The dealer serves
 * what the store has and orders the rest from the brand's headquarters (HQ), which ships it to the store.
 *
 * The nine statuses of the spec (001 §2), in the order an order meets them:
 * - `open` (Open): placed by the consumer; the dealer has not acted on it yet. Every order starts here.
 * - `need_confirmation` (Need Confirmation): the dealer has marked items Order to HQ; HQ has to confirm it can
 *   supply them.
 * - `confirmed` (Confirmed): HQ has confirmed the supply.
 * - `processing_by_hq` (Processing By HQ): HQ is picking and packing.
 * - `shipment_from_hq` (Shipment from HQ): HQ is shipping to the store; shipped quantities are being recorded.
 * - `partially_shipped` (Partially Shipped): some, not all, of the units ordered from HQ have been shipped.
 * - `shipped` (Shipped): every unit ordered from HQ has been shipped.
 * - `ready_to_pickup` (Ready to Pickup): everything is in the store, waiting for the consumer.
 * - `complete` (Complete): the consumer has collected the order. Final.
 * The spec names no cancelled status, so an order cannot be cancelled here.
 */
export const CLICK_COLLECT_STATUSES = [
  'open',
  'need_confirmation',
  'confirmed',
  'processing_by_hq',
  'shipment_from_hq',
  'partially_shipped',
  'shipped',
  'ready_to_pickup',
  'complete',
] as const;
export type ClickCollectStatus = (typeof CLICK_COLLECT_STATUSES)[number];

export const INITIAL_CLICK_COLLECT_STATUS: ClickCollectStatus = 'open';

/** The spec's names of the statuses, as the list filter and the service's status field write them. */
export const CLICK_COLLECT_STATUS_LABELS: Readonly<Record<ClickCollectStatus, string>> = {
  open: 'Open',
  need_confirmation: 'Need Confirmation',
  confirmed: 'Confirmed',
  processing_by_hq: 'Processing By HQ',
  shipment_from_hq: 'Shipment from HQ',
  partially_shipped: 'Partially Shipped',
  shipped: 'Shipped',
  ready_to_pickup: 'Ready to Pickup',
  complete: 'Complete',
};

/**
 * The allowed status updates. An order whose items are all in the store goes from open straight to ready to
 * pickup; one with items from HQ walks the HQ leg first. Shipment from HQ may reach shipped in one step when a
 * single shipment carries everything.
 */
const CLICK_COLLECT_TRANSITIONS: Readonly<Record<ClickCollectStatus, readonly ClickCollectStatus[]>> = {
  open: ['need_confirmation', 'ready_to_pickup'],
  need_confirmation: ['confirmed'],
  confirmed: ['processing_by_hq'],
  processing_by_hq: ['shipment_from_hq'],
  shipment_from_hq: ['partially_shipped', 'shipped'],
  partially_shipped: ['shipped'],
  shipped: ['ready_to_pickup'],
  ready_to_pickup: ['complete'],
  complete: [],
};

/** The statuses an order may be updated to next; none once complete. */
export function nextClickCollectStatuses(from: ClickCollectStatus): readonly ClickCollectStatus[] {
  return CLICK_COLLECT_TRANSITIONS[from];
}

/** Whether a status is final (Complete): no update leaves it. */
export function isFinalClickCollectStatus(status: ClickCollectStatus): boolean {
  return CLICK_COLLECT_TRANSITIONS[status].length === 0;
}

/**
 * Whether the items' marks may still change: only while the order is Open, before the store has told the customer
 * or HQ what comes from where.
 */
export function canMarkClickCollectItems(status: ClickCollectStatus): boolean {
  return status === 'open';
}

/** The statuses in which the store records units HQ shipped: while HQ ships, and until everything has arrived. */
const SHIPPING_STATUSES: readonly ClickCollectStatus[] = ['shipment_from_hq', 'partially_shipped'];

/** Whether a shipment from HQ may be recorded for an order in this status. */
export function canRecordClickCollectShipment(status: ClickCollectStatus): boolean {
  return SHIPPING_STATUSES.includes(status);
}

/** The status a label names ("Processing By HQ" → processing_by_hq), ignoring case and spacing; null when unknown. */
export function clickCollectStatusFromLabel(label: string | null | undefined): ClickCollectStatus | null {
  const text = (label ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return CLICK_COLLECT_STATUSES.find((status) => CLICK_COLLECT_STATUS_LABELS[status].toLowerCase() === text) ?? null;
}

/**
 * How an item is served: `ready_to_pickup` (Ready to Pickup) from the store's stock, or `order_to_hq` (Order
 * to HQ) from headquarters.
 */
export type ClickCollectItemMark = 'order_to_hq' | 'ready_to_pickup';

/** An item of a click-and-collect order: its quantity, how it is served, and how many units HQ has shipped. */
export interface ClickCollectItem {
  id: string;
  name: string;
  sku: string;
  qty: number;
  qtyShipped: number;
  mark: ClickCollectItemMark;
}

/** Units of an item still to come from HQ; none for an item served from the store. */
export function unitsAwaitingHq(item: Pick<ClickCollectItem, 'qty' | 'qtyShipped' | 'mark'>): number {
  return item.mark === 'order_to_hq' ? Math.max(item.qty - item.qtyShipped, 0) : 0;
}

/** Whether an item can be collected: it is served from the store, or HQ has shipped all of it. */
export function isItemReady(item: Pick<ClickCollectItem, 'qty' | 'qtyShipped' | 'mark'>): boolean {
  return unitsAwaitingHq(item) === 0;
}

/**
 * Dictionary keys of a refused status update:
 * - `click_collect_already_complete`: the order is complete;
 * - `click_collect_transition_not_allowed`: the table has no such move;
 * - `click_collect_items_not_ready`: ready to pickup while units are still to come from HQ;
 * - `click_collect_nothing_from_hq`: the HQ leg for an order with no item marked Order to HQ;
 * - `click_collect_nothing_shipped`: partially shipped before HQ shipped anything;
 * - `click_collect_shipment_incomplete`: shipped while units are still to come, or partially shipped when none are.
 */
export const CLICK_COLLECT_UPDATE_ERRORS = [
  'click_collect_already_complete',
  'click_collect_transition_not_allowed',
  'click_collect_items_not_ready',
  'click_collect_nothing_from_hq',
  'click_collect_nothing_shipped',
  'click_collect_shipment_incomplete',
] as const;
export type ClickCollectUpdateError = (typeof CLICK_COLLECT_UPDATE_ERRORS)[number];

/** What a status update needs to know of an order. */
export interface ClickCollectOrderState {
  status: ClickCollectStatus;
  details: readonly Pick<ClickCollectItem, 'qty' | 'qtyShipped' | 'mark'>[];
}

/** The item condition a target status requires, or null when it holds. */
function itemGuard(order: ClickCollectOrderState, to: ClickCollectStatus): ClickCollectUpdateError | null {
  const fromHq = order.details.filter((item) => item.mark === 'order_to_hq');
  const awaiting = order.details.reduce((units, item) => units + unitsAwaitingHq(item), 0);
  const shipped = fromHq.reduce((units, item) => units + Math.min(item.qtyShipped, item.qty), 0);
  if (to === 'ready_to_pickup' && awaiting > 0) return 'click_collect_items_not_ready';
  if (to === 'need_confirmation' && fromHq.length === 0) return 'click_collect_nothing_from_hq';
  if (to === 'partially_shipped' && shipped === 0) return 'click_collect_nothing_shipped';
  if (to === 'partially_shipped' && awaiting === 0) return 'click_collect_shipment_incomplete';
  if (to === 'shipped' && awaiting > 0) return 'click_collect_shipment_incomplete';
  return null;
}

/**
 * Updates an order's status (clickCollectUpdateStatus), or says why it cannot: the move must be in the table
 * and the items must agree with the target (nothing awaited from HQ for ready to pickup or shipped, something
 * ordered from HQ for need confirmation, some but not all shipped for partially shipped).
 */
export function updateClickCollectStatus(order: ClickCollectOrderState, to: ClickCollectStatus): { ok: true; value: ClickCollectStatus } | { ok: false; error: ClickCollectUpdateError } {
  if (isFinalClickCollectStatus(order.status)) return { ok: false, error: 'click_collect_already_complete' };
  if (!CLICK_COLLECT_TRANSITIONS[order.status].includes(to)) return { ok: false, error: 'click_collect_transition_not_allowed' };
  const refused = itemGuard(order, to);
  return refused === null ? { ok: true, value: to } : { ok: false, error: refused };
}

/** A shipment line (clickCollectUpdateShipments): units of one item that HQ has shipped to the store. */
export interface ShipmentLine {
  itemId: string;
  qty: number;
}

/**
 * Dictionary keys of a refused shipment: `shipment_unknown_item`, `shipment_item_not_from_hq` (the item is
 * served from the store), `shipment_quantity_invalid` (not a whole number of at least 1), and
 * `shipment_exceeds_ordered` (more units than are still awaited).
 */
export type ShipmentError = 'shipment_unknown_item' | 'shipment_item_not_from_hq' | 'shipment_quantity_invalid' | 'shipment_exceeds_ordered';

/**
 * The order's items after a shipment: each line adds to its item's shipped units. The whole shipment is refused
 * when any line is wrong, so a shipment is recorded entirely or not at all. Shipment updates are accepted while
 * HQ ships (shipment from HQ, partially shipped); the status they lead to is {@link statusAfterShipment}.
 */
export function recordShipment<T extends ClickCollectItem>(details: readonly T[], shipment: readonly ShipmentLine[]): { ok: true; value: T[] } | { ok: false; error: ShipmentError } {
  const added = new Map<string, number>();
  for (const line of shipment) {
    const item = details.find((candidate) => candidate.id === line.itemId);
    if (!item) return { ok: false, error: 'shipment_unknown_item' };
    if (item.mark !== 'order_to_hq') return { ok: false, error: 'shipment_item_not_from_hq' };
    if (!Number.isSafeInteger(line.qty) || line.qty < 1) return { ok: false, error: 'shipment_quantity_invalid' };
    const total = (added.get(item.id) ?? 0) + line.qty;
    if (total > unitsAwaitingHq(item)) return { ok: false, error: 'shipment_exceeds_ordered' };
    added.set(item.id, total);
  }
  return { ok: true, value: details.map((item) => (added.has(item.id) ? { ...item, qtyShipped: item.qtyShipped + added.get(item.id)! } : item)) };
}

/**
 * The status an order moves to once a shipment is recorded: shipped when nothing is awaited from HQ any more,
 * partially shipped when something is, from shipment from HQ or partially shipped; any other status stays.
 */
export function statusAfterShipment(order: ClickCollectOrderState): ClickCollectStatus {
  if (order.status !== 'shipment_from_hq' && order.status !== 'partially_shipped') return order.status;
  const awaiting = order.details.some((item) => !isItemReady(item));
  const anyShipped = order.details.some((item) => item.mark === 'order_to_hq' && item.qtyShipped > 0);
  if (!awaiting) return 'shipped';
  return anyShipped ? 'partially_shipped' : order.status;
}
