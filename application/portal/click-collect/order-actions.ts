import { isFinalClickCollectStatus, type ClickCollectStatus } from '../../../domain/orders/click-collect';
import type { ClickCollectOrder } from './ports';

/** While HQ ships to the store: the only statuses in which the service records shipments. */
const SHIPPING_STATUSES: readonly ClickCollectStatus[] = ['shipment_from_hq', 'partially_shipped'];

/** A status the order may be moved to, and whether the move is final and wants a confirmation first. */
export interface ClickCollectStatusStep {
  status: ClickCollectStatus;
  isFinal: boolean;
}

/** What a person may do with an order as it now is. */
export interface ClickCollectOrderActions {
  /** Items can be marked Order to HQ or Ready to Pickup only while the order is Open. */
  canMarkItems: boolean;
  /** Shipments are recorded while HQ ships and something is still awaited from it. */
  canRecordShipment: boolean;
  nextSteps: ClickCollectStatusStep[];
}

export function clickCollectOrderActions(order: Pick<ClickCollectOrder, 'status' | 'nextStatuses' | 'details'>): ClickCollectOrderActions {
  return {
    canMarkItems: order.status === 'open',
    canRecordShipment: SHIPPING_STATUSES.includes(order.status) && order.details.some((item) => item.awaitingFromHq > 0),
    nextSteps: order.nextStatuses.map((status) => ({ status, isFinal: isFinalClickCollectStatus(status) })),
  };
}

/** Whether the service would record a shipment for an order in this status. */
export function isShippingStatus(status: ClickCollectStatus): boolean {
  return SHIPPING_STATUSES.includes(status);
}
