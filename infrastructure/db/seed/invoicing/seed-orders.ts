import { and, eq, inArray } from 'drizzle-orm';
import { addDays, type CalendarDay } from '../../../../domain/dates/calendar-day';
import { prices, products } from '../../catalogue/schema';
import { shipToAddresses } from '../../cart/schema';
import { deliveryOrderLines, deliveryOrders, openOrderLines, orderLines, orders, stockOrderConfirmations } from '../../orders/schema';
import type { Tx } from '../seed-helpers';
import { amount, ARTICLES } from './articles.data';
import { DEMO_DELIVERIES, DEMO_OPEN_ORDERS, PAID_PORTAL_ORDERS } from './orders.data';

const HOUR_MS = 60 * 60_000;

/** The demo dealers' customer ids, by the role the order data names them with. */
type Owners = Record<'dealer' | 'multico', string>;

/** Writes the open order lines of the demo dealers, dated from today. */
export async function insertDemoOpenOrders(tx: Tx, owners: Owners, today: CalendarDay): Promise<void> {
  const openLines = DEMO_OPEN_ORDERS.flatMap(([owner, custCode, custName, specs]) =>
    specs.flatMap((spec) =>
      spec.lines.map(([article, qty], index) => {
        const item = ARTICLES[article]!;
        const singapore = spec.companyCode.startsWith('SG01');
        const price = singapore ? Math.round(item.price / 11_000) : item.price;
        return {
          customerId: owners[owner],
          sorg: spec.companyCode.slice(0, 4),
          companyCode: spec.companyCode,
          companyName: spec.companyName,
          soNumber: spec.so,
          orderNumber: `PO-${spec.so.slice(-4)}`,
          orderType: spec.orderType ?? 'ZOR',
          poNumber: `PO/${custCode.slice(-3)}/${spec.so.slice(-3)}`,
          orderDate: addDays(today, spec.orderDays),
          requestDeliveryDate: addDays(today, spec.orderDays + 14),
          expectedDeliveryDate: spec.so.endsWith('3') ? null : addDays(today, spec.orderDays + 18),
          notes: index === 0 ? 'Deliver before noon' : null,
          internalNotes: null,
          createdBy: custCode === '0000100001' ? 'dealer' : 'multico',
          shipTo: `ST-${custCode.slice(-6)}-01`,
          shipToName: custName,
          shipToAddress: custCode === '0000100001' ? 'Jl. Sepeda Raya No. 2, Jakarta' : 'Jl. Gowes No. 3, Surabaya',
          custCode,
          custName,
          lineNo: (index + 1) * 10,
          articleCode: item.code,
          articleCodeDisplay: item.code,
          articleName: item.name,
          qty,
          price: amount(price),
          subTotal: amount(price * qty),
          currency: singapore ? 'SGD' : 'IDR',
          uom: item.uom,
          productCategory: item.code.startsWith('VB') ? 'bike' : 'paa',
          modelYear: item.code.startsWith('VB') ? Number(`20${item.code.slice(-4, -2)}`) || null : null,
          status: 'Open',
        };
      }),
    ),
  );
  await tx.insert(openOrderLines).values(openLines);
}

/** Writes the delivery orders of the demo dealers with the sales-order lines they deliver. */
export async function insertDemoDeliveries(tx: Tx, owners: Owners, today: CalendarDay): Promise<void> {
  for (const [owner, custCode, specs] of DEMO_DELIVERIES) {
    for (const spec of specs) {
      const singapore = spec.companyCode.startsWith('SG01');
      const [row] = await tx
        .insert(deliveryOrders)
        .values({
          customerId: owners[owner],
          sorg: spec.companyCode.slice(0, 4),
          companyCode: spec.companyCode,
          companyName: spec.companyName,
          doNumber: spec.doNumber,
          orderType: 'ZOR',
          custPoNo: `PO/${custCode.slice(-3)}/${spec.lines[0]!.so.slice(-3)}`,
          documentDate: addDays(today, spec.documentDays),
          deliveryDate: spec.deliveryDays === null ? null : addDays(today, spec.deliveryDays),
          estimatedDeliveryDate: spec.estimatedDays === null ? null : addDays(today, spec.estimatedDays),
          trackingNo: spec.trackingNo,
          trackingUrl: spec.trackingNo ? `https://tracking.example/track?awb=${spec.trackingNo}` : null,
          expeditionName: spec.trackingNo ? (singapore ? 'SingPost Courier' : 'JNE Trucking') : null,
          notes: null,
          custCode,
          currency: singapore ? 'SGD' : 'IDR',
        })
        .returning({ id: deliveryOrders.id });
      await tx.insert(deliveryOrderLines).values(
        spec.lines.map((line, index) => {
          const item = ARTICLES[line.article]!;
          return { deliveryOrderId: row!.id, lineNo: (index + 1) * 10, orderNo: line.so, articleCode: item.code, name: item.name, orderQty: line.qty, price: amount(singapore ? Math.round(item.price / 11_000) : item.price) };
        }),
      );
    }
  }
}

/**
 * Writes the dealer's portal orders paid online, as the checkout would have placed them at the dealer's dealer
 * prices from stock, so the administrators' order list shows orders waiting for their payment.
 */
export async function insertPaidPortalOrders(tx: Tx, options: { customerId: string; userId: string | null; now: Date; paymentIds: string[] }): Promise<void> {
  const codes = PAID_PORTAL_ORDERS.flatMap((order) => order.lines.map(([code]) => code));
  const articles = await tx
    .select({ id: products.id, code: products.articleCode, name: products.name, uom: products.uom, dealer: prices.dealer, currency: prices.currency })
    .from(products)
    .innerJoin(prices, and(eq(prices.productId, products.id), eq(prices.sorg, 'ID01')))
    .where(inArray(products.articleCode, codes));
  const [shipTo] = await tx.select().from(shipToAddresses).where(and(eq(shipToAddresses.customerId, options.customerId), eq(shipToAddresses.isDefault, true))).limit(1);
  if (!shipTo || articles.length !== new Set(codes).size) return;
  const article = new Map(articles.map((row) => [row.code, row]));
  for (const [index, spec] of PAID_PORTAL_ORDERS.entries()) {
    const lines = spec.lines.map(([code, qty], position) => {
      const row = article.get(code)!;
      const net = (Number(row.dealer) * qty).toFixed(2);
      return { lineNo: (position + 1) * 10, productId: row.id, articleCode: code, name: row.name, uom: row.uom, qty, qtyFromStock: qty, unitDealer: row.dealer, unitNet: row.dealer, gross: net, discount: '0', net };
    });
    const createdAt = new Date(options.now.getTime() - spec.hoursAgo * HOUR_MS);
    const [order] = await tx
      .insert(orders)
      .values({
        customerId: options.customerId,
        userId: options.userId,
        sorg: 'ID01',
        currency: articles[0]!.currency,
        totalOrder: lines.reduce((sum, line) => sum + Number(line.net), 0).toFixed(2),
        totalQty: lines.reduce((sum, line) => sum + line.qty, 0),
        shipToId: shipTo.id,
        shipTo: { id: shipTo.id, code: shipTo.code, name: shipTo.name, address: shipTo.address, city: shipTo.city, postalCode: shipTo.postalCode, country: shipTo.country, phone: shipTo.phone, warehouseArea: shipTo.warehouseArea },
        custPoNo: spec.custPoNo,
        notes: spec.notes,
        paymentId: options.paymentIds[index]!,
        checkoutId: crypto.randomUUID(),
        createdAt,
      })
      .returning({ id: orders.id });
    await tx.insert(orderLines).values(lines.map((line) => ({ orderId: order!.id, ...line })));
    await tx.insert(stockOrderConfirmations).values(
      lines.map((line) => ({ orderId: order!.id, lineNo: line.lineNo, locationCode: 'ID01-JKT', qty: line.qty, confirmedDate: createdAt.toISOString().slice(0, 10), source: 'stock' })),
    );
  }
}
