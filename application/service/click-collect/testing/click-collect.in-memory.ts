import type { ClickCollectItem, ClickCollectStatus, ShipmentLine } from '../../../../domain/orders/click-collect';
import type { ClickCollectOrderRecord, ClickCollectRepository } from '../ports';

export class ClickCollectRepositoryInMemory implements ClickCollectRepository {
  readonly shipments: { orderId: string; lines: ShipmentLine[] }[] = [];

  constructor(readonly stored: ClickCollectOrderRecord[]) {}

  async orders(customerId: string, statuses: readonly ClickCollectStatus[] | null) {
    return structuredClone(this.stored.filter((order) => order.customerId === customerId && (!statuses || statuses.includes(order.status))));
  }

  async order(customerId: string, orderId: string) {
    return structuredClone(this.stored.find((order) => order.customerId === customerId && order.id === orderId));
  }

  private at(orderId: string, from: ClickCollectStatus) {
    const order = this.stored.find((candidate) => candidate.id === orderId);
    return order && order.status === from ? order : undefined;
  }

  async updateStatus(orderId: string, from: ClickCollectStatus, to: ClickCollectStatus, at: Date) {
    const order = this.at(orderId, from);
    if (order) Object.assign(order, { status: to, updatedAt: at });
    return Boolean(order);
  }

  async recordShipment(orderId: string, from: ClickCollectStatus, update: { details: readonly ClickCollectItem[]; status: ClickCollectStatus; lines: readonly ShipmentLine[]; at: Date }) {
    const order = this.at(orderId, from);
    if (!order) return false;
    Object.assign(order, { status: update.status, details: structuredClone(update.details), updatedAt: update.at });
    this.shipments.push({ orderId, lines: [...update.lines] });
    return true;
  }

  async markItems(orderId: string, from: ClickCollectStatus, marks: readonly { itemId: string; mark: ClickCollectItem['mark'] }[], at: Date) {
    const order = this.at(orderId, from);
    if (!order) return false;
    for (const { itemId, mark } of marks) Object.assign(order.details.find((item) => item.id === itemId)!, { mark, qtyShipped: 0 });
    order.updatedAt = at;
    return true;
  }
}
