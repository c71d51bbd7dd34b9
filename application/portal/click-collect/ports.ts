import type { Result } from '../../../domain/shared/result';
import type { ClickCollectItemMark, ClickCollectStatus, ShipmentLine } from '../../../domain/orders/click-collect';

/** An item of a click-and-collect order as the service answers it, with what is still to come from HQ. */
export interface ClickCollectOrderItem {
  id: string;
  name: string;
  sku: string;
  qty: number;
  qtyShipped: number;
  mark: ClickCollectItemMark;
  /** Units still to come from HQ; none for an item served from the store. */
  awaitingFromHq: number;
  /** Served from the store, or everything HQ had to send is in the store. */
  ready: boolean;
}

/** A consumer's click-and-collect order at the store the session acts for. */
export interface ClickCollectOrder {
  id: string;
  orderNo: string;
  status: ClickCollectStatus;
  /** The statuses the service allows the order to be updated to next. */
  nextStatuses: ClickCollectStatus[];
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  createdAt: string;
  updatedAt: string;
  details: ClickCollectOrderItem[];
}

/** The answer of a change: the order as it now is, or the refusals the service named. */
export type ClickCollectChangeOutcome = Result<ClickCollectOrder>;

/** The mark an item should get. */
export interface ClickCollectItemMarkChange {
  itemId: string;
  mark: ClickCollectItemMark;
}

/** What the portal asks the service about click-and-collect orders. */
export interface ClickCollectGateway {
  /** Every order of the store the session acts for, newest first. */
  orders(): Promise<ClickCollectOrder[]>;
  /** One order; null when the store has no such order. */
  order(orderId: string): Promise<ClickCollectOrder | null>;
  updateStatus(orderId: string, status: ClickCollectStatus): Promise<ClickCollectChangeOutcome>;
  /** Records units HQ shipped to the store, all lines or none. */
  updateShipments(orderId: string, lines: readonly ShipmentLine[]): Promise<ClickCollectChangeOutcome>;
  markItems(orderId: string, items: readonly ClickCollectItemMarkChange[]): Promise<ClickCollectChangeOutcome>;
}
