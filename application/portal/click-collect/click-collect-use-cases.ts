import { canRecordClickCollectShipment, recordShipment, updateClickCollectStatus, type ClickCollectItemMark, type ClickCollectStatus, type ShipmentLine } from '../../../domain/orders/click-collect';
import { err, ok, type Result } from '../../../domain/shared/result';
import { clickCollectOrderActions } from './order-actions';
import type { ClickCollectChangeOutcome, ClickCollectGateway, ClickCollectOrder } from './ports';

/** A refusal to show: the part of the order it concerns, the item when it is one item's, and a dictionary key. */
export interface ClickCollectMessage {
  field: 'status' | 'shipment' | 'items';
  key: string;
  itemId?: string;
}

/** The order after a change, or the messages of its refusal. */
export type ClickCollectChangeResult = Result<ClickCollectOrder, ClickCollectMessage[]>;

/** Dictionary keys of a change the service did not answer. */
export const CLICK_COLLECT_FAILED_CHANGE = {
  status: 'failed_update_status',
  shipment: 'failed_update_shipment',
  items: 'failed_mark_items',
} as const;

/** Moves an order to one of its next statuses, once the domain agrees the items allow it. */
export type UpdateClickCollectStatus = (order: ClickCollectOrder, status: ClickCollectStatus) => Promise<ClickCollectChangeResult>;

/**
 * Records the units HQ shipped, as typed per item id (blank: none of that item). Each typed quantity must be a whole
 * number of at least 1 and no more than the item still awaits from HQ; the shipment is sent only when every line holds.
 */
export type RecordClickCollectShipment = (order: ClickCollectOrder, typed: Readonly<Record<string, string>>) => Promise<ClickCollectChangeResult>;

/** Marks items Order to HQ or Ready to Pickup; only the items whose mark changes are sent. */
export type MarkClickCollectItems = (order: ClickCollectOrder, marks: Readonly<Record<string, ClickCollectItemMark>>) => Promise<ClickCollectChangeResult>;

/** The changes of an order, reached by its detail through the store's thunks; the orders are read through the store's cache. */
export interface ClickCollectUseCases {
  updateClickCollectStatus: UpdateClickCollectStatus;
  recordClickCollectShipment: RecordClickCollectShipment;
  markClickCollectItems: MarkClickCollectItems;
}

const WHOLE_NUMBER = /^\d+$/;

async function change(field: ClickCollectMessage['field'], send: () => Promise<ClickCollectChangeOutcome>): Promise<ClickCollectChangeResult> {
  try {
    const outcome = await send();
    if (outcome.ok) return ok(outcome.value);
    const messages = outcome.error.map((error): ClickCollectMessage => ({ field, key: error.message }));
    return err(messages.length > 0 ? messages : [{ field, key: CLICK_COLLECT_FAILED_CHANGE[field] }]);
  } catch {
    return err([{ field, key: CLICK_COLLECT_FAILED_CHANGE[field] }]);
  }
}

/** The shipment lines typed, or the messages of the quantities the domain refuses, one per item. */
export function shipmentLinesOf(order: ClickCollectOrder, typed: Readonly<Record<string, string>>): Result<ShipmentLine[], ClickCollectMessage[]> {
  const lines: ShipmentLine[] = [];
  const messages: ClickCollectMessage[] = [];
  for (const item of order.details) {
    const text = (typed[item.id] ?? '').trim();
    if (text === '') continue;
    const line = { itemId: item.id, qty: WHOLE_NUMBER.test(text) ? Number(text) : Number.NaN };
    const checked = recordShipment(order.details, [line]);
    if (checked.ok) lines.push(line);
    else messages.push({ field: 'shipment', key: checked.error, itemId: item.id });
  }
  if (messages.length > 0) return err(messages);
  if (lines.length === 0) return err([{ field: 'shipment', key: 'click_collect_shipment_empty' }]);
  return ok(lines);
}

export function createClickCollectUseCases(ports: { clickCollect: ClickCollectGateway }): ClickCollectUseCases {
  const gateway = ports.clickCollect;
  return {
    updateClickCollectStatus: async (order, status) => {
      const move = updateClickCollectStatus(order, status);
      if (!move.ok) return err([{ field: 'status', key: move.error }]);
      return change('status', () => gateway.updateStatus(order.id, move.value));
    },
    recordClickCollectShipment: async (order, typed) => {
      if (!canRecordClickCollectShipment(order.status)) return err([{ field: 'shipment', key: 'click_collect_not_shipping' }]);
      const lines = shipmentLinesOf(order, typed);
      if (!lines.ok) return lines;
      return change('shipment', () => gateway.updateShipments(order.id, lines.value));
    },
    markClickCollectItems: async (order, marks) => {
      if (!clickCollectOrderActions(order).canMarkItems) return err([{ field: 'items', key: 'click_collect_marks_settled' }]);
      const changed = order.details.filter((item) => marks[item.id] !== undefined && marks[item.id] !== item.mark).map((item) => ({ itemId: item.id, mark: marks[item.id]! }));
      if (changed.length === 0) return err([{ field: 'items', key: 'click_collect_marks_unchanged' }]);
      return change('items', () => gateway.markItems(order.id, changed));
    },
  };
}
