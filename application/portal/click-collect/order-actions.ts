import { canMarkClickCollectItems, canRecordClickCollectShipment, isFinalClickCollectStatus, type ClickCollectStatus } from '../../../domain/orders/click-collect';
import type { ClickCollectOrder } from './ports';

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
    canMarkItems: canMarkClickCollectItems(order.status),
    canRecordShipment: canRecordClickCollectShipment(order.status) && order.details.some((item) => item.awaitingFromHq > 0),
    nextSteps: order.nextStatuses.map((status) => ({ status, isFinal: isFinalClickCollectStatus(status) })),
  };
}
