import { ok, refused } from '../../../../domain/shared/result';
import { userError } from '../../../../domain/shared/user-error';
import {
  isItemReady,
  nextClickCollectStatuses,
  recordShipment,
  statusAfterShipment,
  unitsAwaitingHq,
  updateClickCollectStatus,
  type ClickCollectItem,
  type ClickCollectItemMark,
  type ClickCollectStatus,
  type ShipmentLine,
} from '../../../../domain/orders/click-collect';
import type { ClickCollectChangeOutcome, ClickCollectGateway, ClickCollectItemMarkChange, ClickCollectOrder, ClickCollectOrderItem } from '../ports';

/** An order as the in-memory store keeps it: the facts, without what is derived from them. */
export interface ClickCollectOrderRecord {
  id: string;
  orderNo: string;
  status: ClickCollectStatus;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  createdAt: string;
  updatedAt: string;
  details: ClickCollectItem[];
}

type ItemSpec = [name: string, sku: string, qty: number, qtyShipped: number, mark: ClickCollectItemMark];

function exampleOrder(index: number, status: ClickCollectStatus, customerName: string, items: ItemSpec[]): ClickCollectOrderRecord {
  const number = 100001 + index;
  const createdAt = new Date(Date.UTC(2026, 10, 20, 9) - index * 9 * 3_600_000).toISOString();
  return {
    id: `cc-${number}`,
    orderNo: `CC-${number}`,
    status,
    customerName,
    customerEmail: `${customerName.split(' ')[0]!.toLowerCase()}@consumer.example`,
    customerPhone: `+62 812 5550 ${1000 + index}`,
    createdAt,
    updatedAt: createdAt,
    details: items.map(([name, sku, qty, qtyShipped, mark], position) => ({ id: `cc-${number}-${position + 1}`, name, sku, qty, qtyShipped, mark })),
  };
}

const AERO: [string, string] = ['Velocita Aero SL 2027 M', 'VB-AESL-27-M'];
const KOTA: [string, string] = ['Velocita Kota Comfort 2026 L', 'VB-KTCF-26-L'];
const TUBE: [string, string] = ['Velocita Inner Tube 700', 'VP-TUBE-700'];
const HELMET: [string, string] = ['Velocita Road Helmet M', 'VP-HELM-RD-M'];

/** Example orders, newest first, one or two in each of the nine statuses. */
export function exampleClickCollectOrders(): ClickCollectOrderRecord[] {
  return [
    exampleOrder(0, 'open', 'Dimas Saputra', [[...HELMET, 1, 0, 'ready_to_pickup'], [...AERO, 1, 0, 'order_to_hq']]),
    exampleOrder(1, 'open', 'Ayu Lestari', [[...TUBE, 2, 0, 'ready_to_pickup']]),
    exampleOrder(2, 'need_confirmation', 'Bagus Wibowo', [[...KOTA, 1, 0, 'order_to_hq'], [...TUBE, 4, 0, 'ready_to_pickup']]),
    exampleOrder(3, 'confirmed', 'Citra Halim', [[...AERO, 1, 0, 'order_to_hq']]),
    exampleOrder(4, 'processing_by_hq', 'Eko Nugroho', [[...KOTA, 2, 0, 'order_to_hq']]),
    exampleOrder(5, 'shipment_from_hq', 'Fitri Kusuma', [[...TUBE, 3, 0, 'order_to_hq'], [...HELMET, 1, 0, 'ready_to_pickup']]),
    exampleOrder(6, 'partially_shipped', 'Gilang Permana', [[...TUBE, 10, 4, 'order_to_hq']]),
    exampleOrder(7, 'shipped', 'Hana Setiawan', [[...HELMET, 1, 1, 'order_to_hq']]),
    exampleOrder(8, 'ready_to_pickup', 'Irfan Gunawan', [[...AERO, 1, 1, 'order_to_hq'], [...HELMET, 1, 0, 'ready_to_pickup']]),
    exampleOrder(9, 'complete', 'Joko Hidayat', [[...HELMET, 2, 0, 'ready_to_pickup']]),
  ];
}

/** The order as the service answers it: with its next statuses and what each item still awaits from HQ. */
export function toClickCollectOrder(record: ClickCollectOrderRecord): ClickCollectOrder {
  return {
    ...record,
    nextStatuses: [...nextClickCollectStatuses(record.status)],
    details: record.details.map((item): ClickCollectOrderItem => ({ ...item, awaitingFromHq: unitsAwaitingHq(item), ready: isItemReady(item) })),
  };
}

function refusedOn(field: string, message: string): ClickCollectChangeOutcome {
  return refused(userError(field, message));
}

/**
 * A ClickCollectGateway in memory that answers as the service does: status updates through the domain's
 * transitions, shipments all or nothing while HQ ships, marks only while the order is open.
 */
export class ClickCollectGatewayInMemory implements ClickCollectGateway {
  private readonly records: ClickCollectOrderRecord[];

  constructor(records: readonly ClickCollectOrderRecord[] = exampleClickCollectOrders()) {
    this.records = records.map((record) => ({ ...record, details: record.details.map((item) => ({ ...item })) }));
  }

  async orders(): Promise<ClickCollectOrder[]> {
    return this.records.map(toClickCollectOrder);
  }

  async order(orderId: string): Promise<ClickCollectOrder | null> {
    const record = this.find(orderId);
    return record ? toClickCollectOrder(record) : null;
  }

  async updateStatus(orderId: string, status: ClickCollectStatus): Promise<ClickCollectChangeOutcome> {
    const record = this.find(orderId);
    if (!record) return refusedOn('status', 'order_not_found');
    const move = updateClickCollectStatus(record, status);
    if (!move.ok) return refusedOn('status', move.error);
    record.status = move.value;
    return ok(toClickCollectOrder(record));
  }

  async updateShipments(orderId: string, lines: readonly ShipmentLine[]): Promise<ClickCollectChangeOutcome> {
    const record = this.find(orderId);
    if (!record) return refusedOn('shipment', 'order_not_found');
    if (record.status !== 'shipment_from_hq' && record.status !== 'partially_shipped') return refusedOn('shipment', 'click_collect_not_shipping');
    if (lines.length === 0) return refusedOn('shipment', 'required');
    const shipped = recordShipment(record.details, lines);
    if (!shipped.ok) return refusedOn('shipment', shipped.error);
    record.details = shipped.value;
    record.status = statusAfterShipment(record);
    return ok(toClickCollectOrder(record));
  }

  async markItems(orderId: string, items: readonly ClickCollectItemMarkChange[]): Promise<ClickCollectChangeOutcome> {
    const record = this.find(orderId);
    if (!record) return refusedOn('items', 'order_not_found');
    if (record.status !== 'open') return refusedOn('items', 'click_collect_marks_settled');
    if (items.length === 0) return refusedOn('items', 'required');
    if (items.some((item) => !record.details.some((detail) => detail.id === item.itemId))) return refusedOn('items', 'shipment_unknown_item');
    record.details = record.details.map((detail) => ({ ...detail, mark: items.find((item) => item.itemId === detail.id)?.mark ?? detail.mark }));
    return ok(toClickCollectOrder(record));
  }

  private find(orderId: string): ClickCollectOrderRecord | undefined {
    return this.records.find((record) => record.id === orderId);
  }
}
