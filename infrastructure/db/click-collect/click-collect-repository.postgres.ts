import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ClickCollectOrderRecord, ClickCollectRepository } from '../../../application/service/click-collect/ports';
import type { ClickCollectItem, ClickCollectItemMark, ClickCollectStatus, ShipmentLine } from '../../../domain/orders/click-collect';
import type { Database } from '../database';
import { clickCollectItems, clickCollectOrders, clickCollectShipments } from './schema';

export class ClickCollectRepositoryPostgres implements ClickCollectRepository {
  constructor(private readonly db: Database) {}

  private async load(where: ReturnType<typeof and>): Promise<ClickCollectOrderRecord[]> {
    const rows = await this.db.select().from(clickCollectOrders).where(where).orderBy(desc(clickCollectOrders.createdAt), desc(clickCollectOrders.orderNo));
    if (rows.length === 0) return [];
    const items = await this.db
      .select()
      .from(clickCollectItems)
      .where(
        inArray(
          clickCollectItems.orderId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(clickCollectItems.lineNo));
    return rows.map((row) => ({
      id: row.id,
      orderNo: row.orderNo,
      customerId: row.customerId,
      consumerName: row.consumerName,
      consumerEmail: row.consumerEmail,
      consumerPhone: row.consumerPhone,
      status: row.status as ClickCollectStatus,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      details: items
        .filter((item) => item.orderId === row.id)
        .map((item): ClickCollectItem => ({ id: item.id, name: item.name, sku: item.sku, qty: item.qty, qtyShipped: item.qtyShipped, mark: item.mark as ClickCollectItemMark })),
    }));
  }

  orders(customerId: string, statuses: readonly ClickCollectStatus[] | null): Promise<ClickCollectOrderRecord[]> {
    return this.load(and(eq(clickCollectOrders.customerId, customerId), statuses ? inArray(clickCollectOrders.status, [...statuses]) : undefined));
  }

  async order(customerId: string, orderId: string): Promise<ClickCollectOrderRecord | undefined> {
    const [found] = await this.load(and(eq(clickCollectOrders.customerId, customerId), eq(clickCollectOrders.id, orderId)));
    return found;
  }

  async updateStatus(orderId: string, from: ClickCollectStatus, to: ClickCollectStatus, at: Date): Promise<boolean> {
    const updated = await this.db
      .update(clickCollectOrders)
      .set({ status: to, updatedAt: at })
      .where(and(eq(clickCollectOrders.id, orderId), eq(clickCollectOrders.status, from)))
      .returning({ id: clickCollectOrders.id });
    return updated.length > 0;
  }

  recordShipment(
    orderId: string,
    from: ClickCollectStatus,
    update: { details: readonly ClickCollectItem[]; status: ClickCollectStatus; lines: readonly ShipmentLine[]; by: string; at: Date },
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const moved = await tx
        .update(clickCollectOrders)
        .set({ status: update.status, updatedAt: update.at })
        .where(and(eq(clickCollectOrders.id, orderId), eq(clickCollectOrders.status, from)))
        .returning({ id: clickCollectOrders.id });
      if (moved.length === 0) return false;
      for (const item of update.details) {
        await tx
          .update(clickCollectItems)
          .set({ qtyShipped: item.qtyShipped })
          .where(and(eq(clickCollectItems.id, item.id), eq(clickCollectItems.orderId, orderId)));
      }
      await tx.insert(clickCollectShipments).values({ orderId, lines: update.lines.map((line) => ({ itemId: line.itemId, qty: line.qty })), recordedBy: update.by, recordedAt: update.at });
      return true;
    });
  }

  markItems(orderId: string, from: ClickCollectStatus, marks: readonly { itemId: string; mark: ClickCollectItemMark }[], at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const touched = await tx
        .update(clickCollectOrders)
        .set({ updatedAt: at })
        .where(and(eq(clickCollectOrders.id, orderId), eq(clickCollectOrders.status, from)))
        .returning({ id: clickCollectOrders.id });
      if (touched.length === 0) return false;
      for (const { itemId, mark } of marks) {
        await tx
          .update(clickCollectItems)
          .set({ mark, qtyShipped: 0 })
          .where(and(eq(clickCollectItems.id, itemId), eq(clickCollectItems.orderId, orderId)));
      }
      return true;
    });
  }
}
