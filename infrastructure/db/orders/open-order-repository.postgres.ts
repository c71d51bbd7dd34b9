import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DeliveryRecord, OpenOrderLineRecord, OpenOrderRepository, OrderFilter } from '../../../application/service/orders/ports';
import type { DateRange } from '../../../domain/dates/date-range';
import type { Database } from '../database';
import { deliveryOrderLines, deliveryOrders, openOrderLines } from './schema';

const orderColumns = {
  id: openOrderLines.id,
  sorg: openOrderLines.sorg,
  companyCode: openOrderLines.companyCode,
  companyName: openOrderLines.companyName,
  soNumber: openOrderLines.soNumber,
  orderNumber: openOrderLines.orderNumber,
  orderType: openOrderLines.orderType,
  poNumber: openOrderLines.poNumber,
  orderDate: openOrderLines.orderDate,
  requestDeliveryDate: openOrderLines.requestDeliveryDate,
  expectedDeliveryDate: openOrderLines.expectedDeliveryDate,
  notes: openOrderLines.notes,
  internalNotes: openOrderLines.internalNotes,
  createdBy: openOrderLines.createdBy,
  shipTo: openOrderLines.shipTo,
  shipToName: openOrderLines.shipToName,
  shipToAddress: openOrderLines.shipToAddress,
  custCode: openOrderLines.custCode,
  custName: openOrderLines.custName,
  lineNo: openOrderLines.lineNo,
  articleCode: openOrderLines.articleCode,
  articleCodeDisplay: openOrderLines.articleCodeDisplay,
  articleName: openOrderLines.articleName,
  qty: openOrderLines.qty,
  price: openOrderLines.price,
  subTotal: openOrderLines.subTotal,
  currency: openOrderLines.currency,
  uom: openOrderLines.uom,
  productCategory: openOrderLines.productCategory,
  modelYear: openOrderLines.modelYear,
  status: openOrderLines.status,
};

const deliveryColumns = {
  id: deliveryOrders.id,
  doNumber: deliveryOrders.doNumber,
  sorg: deliveryOrders.sorg,
  companyCode: deliveryOrders.companyCode,
  companyName: deliveryOrders.companyName,
  orderType: deliveryOrders.orderType,
  custPoNo: deliveryOrders.custPoNo,
  documentDate: deliveryOrders.documentDate,
  deliveryDate: deliveryOrders.deliveryDate,
  estimatedDeliveryDate: deliveryOrders.estimatedDeliveryDate,
  trackingNo: deliveryOrders.trackingNo,
  trackingUrl: deliveryOrders.trackingUrl,
  expeditionName: deliveryOrders.expeditionName,
  notes: deliveryOrders.notes,
  custCode: deliveryOrders.custCode,
  currency: deliveryOrders.currency,
};

export class OpenOrderRepositoryPostgres implements OpenOrderRepository {
  constructor(private readonly db: Database) {}

  openOrderLines(customerId: string, filter: OrderFilter): Promise<OpenOrderLineRecord[]> {
    return this.db
      .select(orderColumns)
      .from(openOrderLines)
      .where(
        and(
          eq(openOrderLines.customerId, customerId),
          filter.sorgs ? inArray(openOrderLines.sorg, [...filter.sorgs]) : undefined,
          filter.custCodes ? inArray(openOrderLines.custCode, [...filter.custCodes]) : undefined,
        ),
      )
      .orderBy(asc(openOrderLines.companyCode), asc(openOrderLines.orderDate), asc(openOrderLines.soNumber), asc(openOrderLines.lineNo));
  }

  async deliveriesOfOrders(customerId: string, soNumbers: readonly string[]): Promise<DeliveryRecord[]> {
    if (soNumbers.length === 0) return [];
    return this.withLines(
      and(
        eq(deliveryOrders.customerId, customerId),
        sql`exists (select 1 from ${deliveryOrderLines} where ${deliveryOrderLines.deliveryOrderId} = ${deliveryOrders.id} and ${inArray(deliveryOrderLines.orderNo, [...soNumbers])})`,
      ),
    );
  }

  deliveriesInRange(customerId: string, range: DateRange, by: 'delivery' | 'document', filter: OrderFilter): Promise<DeliveryRecord[]> {
    const within = (column: typeof deliveryOrders.documentDate | typeof deliveryOrders.deliveryDate) => and(gte(column, range.from), lte(column, range.to));
    const day =
      by === 'document'
        ? within(deliveryOrders.documentDate)
        : or(and(isNotNull(deliveryOrders.deliveryDate), within(deliveryOrders.deliveryDate)), and(isNull(deliveryOrders.deliveryDate), within(deliveryOrders.documentDate)));
    return this.withLines(
      and(
        eq(deliveryOrders.customerId, customerId),
        day,
        filter.sorgs ? inArray(deliveryOrders.sorg, [...filter.sorgs]) : undefined,
        filter.custCodes ? inArray(deliveryOrders.custCode, [...filter.custCodes]) : undefined,
      ),
    );
  }

  private async withLines(where: SQL | undefined): Promise<DeliveryRecord[]> {
    const deliveries = await this.db
      .select(deliveryColumns)
      .from(deliveryOrders)
      .where(where)
      .orderBy(asc(deliveryOrders.documentDate), asc(deliveryOrders.doNumber));
    if (deliveries.length === 0) return [];
    const lines = await this.db
      .select({
        deliveryOrderId: deliveryOrderLines.deliveryOrderId,
        lineNo: deliveryOrderLines.lineNo,
        orderNo: deliveryOrderLines.orderNo,
        articleCode: deliveryOrderLines.articleCode,
        name: deliveryOrderLines.name,
        orderQty: deliveryOrderLines.orderQty,
        price: deliveryOrderLines.price,
      })
      .from(deliveryOrderLines)
      .where(inArray(deliveryOrderLines.deliveryOrderId, deliveries.map((delivery) => delivery.id)))
      .orderBy(asc(deliveryOrderLines.lineNo));
    const byDelivery = new Map<string, DeliveryRecord['detail']>();
    for (const { deliveryOrderId, ...line } of lines) {
      const ofDelivery = byDelivery.get(deliveryOrderId) ?? [];
      byDelivery.set(deliveryOrderId, ofDelivery);
      ofDelivery.push(line);
    }
    return deliveries.map((delivery) => ({ ...delivery, detail: byDelivery.get(delivery.id) ?? [] }));
  }
}
