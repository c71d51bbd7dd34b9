import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { OrderListFilter, OrderListRecord, OrderListRepository } from '../../../application/service/orders/ports';
import type { Database } from '../database';
import { orderLines, orders, stockOrderConfirmations } from './schema';

/**
 * Reads the portal orders the checkout places (the commerce area's tables) for the administrators' order list,
 * with their lines and stock order confirmations. Read only: orders are written by the checkout alone.
 */
export class OrderListRepositoryPostgres implements OrderListRepository {
  constructor(private readonly db: Database) {}

  async orders(customerId: string, filter: OrderListFilter, page: number, limit: number): Promise<{ items: OrderListRecord[]; total: number }> {
    const createdDay = sql`(${orders.createdAt} at time zone 'UTC')::date`;
    const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null;
    const where = and(
      eq(orders.customerId, customerId),
      filter.status ? eq(orders.status, filter.status) : undefined,
      filter.range ? and(gte(createdDay, filter.range.from), lte(createdDay, filter.range.to)) : undefined,
      pattern ? or(ilike(orders.orderNo, pattern), ilike(orders.custPoNo, pattern), ilike(orders.sapOrderNo, pattern)) : undefined,
    );
    const [total] = await this.db.select({ total: count() }).from(orders).where(where);
    const rows = await this.db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        status: orders.status,
        sapOrderNo: orders.sapOrderNo,
        sorg: orders.sorg,
        currency: orders.currency,
        totalOrder: orders.totalOrder,
        totalQty: orders.totalQty,
        custPoNo: orders.custPoNo,
        notes: orders.notes,
        requestDeliveryDate: orders.requestDeliveryDate,
        paymentId: orders.paymentId,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderNo))
      .limit(limit)
      .offset((page - 1) * limit);
    if (rows.length === 0) return { items: [], total: total?.total ?? 0 };
    const ids = rows.map((row) => row.id);
    const lines = await this.db
      .select({
        orderId: orderLines.orderId,
        lineNo: orderLines.lineNo,
        articleCode: orderLines.articleCode,
        name: orderLines.name,
        uom: orderLines.uom,
        qty: orderLines.qty,
        qtyFromStock: orderLines.qtyFromStock,
        unitNet: orderLines.unitNet,
        net: orderLines.net,
      })
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.lineNo));
    const confirmations = await this.db
      .select({
        orderId: stockOrderConfirmations.orderId,
        lineNo: stockOrderConfirmations.lineNo,
        qty: stockOrderConfirmations.qty,
        confirmedDate: stockOrderConfirmations.confirmedDate,
        source: stockOrderConfirmations.source,
        locationCode: stockOrderConfirmations.locationCode,
      })
      .from(stockOrderConfirmations)
      .where(inArray(stockOrderConfirmations.orderId, ids))
      .orderBy(asc(stockOrderConfirmations.lineNo), asc(stockOrderConfirmations.confirmedDate));
    return {
      total: total?.total ?? 0,
      items: rows.map((row) => ({
        ...row,
        requestDeliveryDate: row.requestDeliveryDate === null ? null : String(row.requestDeliveryDate),
        lines: lines.filter((line) => line.orderId === row.id).map(({ orderId: _orderId, ...line }) => line),
        confirmations: confirmations
          .filter((confirmation) => confirmation.orderId === row.id)
          .map(({ orderId: _orderId, confirmedDate, ...confirmation }) => ({ ...confirmation, confirmedDate: confirmedDate === null ? null : String(confirmedDate) })),
      })),
    };
  }
}
