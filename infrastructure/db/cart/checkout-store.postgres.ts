import { createHash } from 'node:crypto';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type {
  CheckoutStore,
  CheckoutUnitOfWork,
  CompletedCheckout,
  NewOrder,
  OrderLimitRecord,
  OrderShipmentRecord,
  PlacedOrder,
  ShipmentRateRecord,
  ShipToRecord,
} from '../../../application/service/cart/ports';
import type { ArticleKey, StockRecord } from '../../../application/service/catalogue/article-ports';
import type { Database } from '../database';
import { CatalogueRepositoryPostgres } from '../catalogue/catalogue-repository.postgres';
import { stockColumns } from '../catalogue/price-and-stock-queries';
import { products, purchaseHistory, stockLevels, stockLocations } from '../catalogue/schema';
import { cartItems, carts, idempotencyKeys, orderLimits, shipToAddresses } from '../cart/schema';
import { orderLines, orders, stockOrderConfirmations } from '../orders/schema';
import { ShippingRepositoryPostgres, shipToColumns } from './shipping-repository.postgres';

const CHECKOUT_OPERATION = 'checkout';

function hashOf(request: string): string {
  return createHash('sha256').update(request).digest('hex');
}

function distinct(values: readonly string[]): string[] {
  return [...new Set(values)];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Carries the result of a transaction that must not commit out of drizzle's transaction, which rolls back on a throw. */
class RolledBack<T> extends Error {
  constructor(readonly result: T) {
    super('checkout rolled back');
  }
}

async function readOrders(db: Database, checkoutId: string): Promise<PlacedOrder[]> {
  const heads = await db.select().from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(asc(orders.sorg), asc(orders.orderNo));
  if (heads.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        heads.map((head) => head.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.lineNo));
  return heads.map((head) => ({
    id: head.id,
    orderNo: head.orderNo,
    status: head.status,
    sapOrderNo: head.sapOrderNo,
    sorg: head.sorg,
    currency: head.currency,
    totalOrder: head.totalOrder,
    totalQty: head.totalQty,
    custPoNo: head.custPoNo,
    notes: head.notes,
    requestDeliveryDate: head.requestDeliveryDate,
    paymentId: head.paymentId,
    shipTo: head.shipTo as unknown as ShipToRecord,
    shipment: (head.shipment as OrderShipmentRecord | null) ?? null,
    createdAt: head.createdAt,
    lines: lines
      .filter((line) => line.orderId === head.id)
      .map((line) => ({
        lineNo: line.lineNo,
        productId: line.productId,
        articleCode: line.articleCode,
        name: line.name,
        uom: line.uom,
        qty: line.qty,
        qtyFromStock: line.qtyFromStock,
        unitDealer: line.unitDealer,
        unitNet: line.unitNet,
        gross: line.gross,
        discount: line.discount,
        net: line.net,
        salesDealNo: line.salesDealNo,
      })),
  }));
}

/** The reads and writes of one checkout, all on the transaction's connection. */
class CheckoutUnitOfWorkPostgres implements CheckoutUnitOfWork {
  readonly catalogue: CatalogueRepositoryPostgres;

  constructor(private readonly tx: Database) {
    this.catalogue = new CatalogueRepositoryPostgres(tx);
  }

  async claimIdempotencyKey(claim: { userId: string; key: string; request: string; checkoutId: string; at: Date }): Promise<{ claimed: true } | ({ claimed: false } & CompletedCheckout)> {
    const requestHash = hashOf(claim.request);
    // A concurrent checkout holding the same key makes this insert wait until it commits or rolls back.
    const inserted = await this.tx
      .insert(idempotencyKeys)
      .values({ userId: claim.userId, key: claim.key, operation: CHECKOUT_OPERATION, requestHash, checkoutId: claim.checkoutId, createdAt: claim.at })
      .onConflictDoNothing()
      .returning({ checkoutId: idempotencyKeys.checkoutId });
    if (inserted.length > 0) return { claimed: true };
    const [existing] = await this.tx
      .select({ checkoutId: idempotencyKeys.checkoutId, requestHash: idempotencyKeys.requestHash })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
    return { claimed: false, checkoutId: existing!.checkoutId, sameRequest: existing!.requestHash === requestHash };
  }

  async shipTo(customerId: string, idOrCode: string): Promise<ShipToRecord | undefined> {
    const [row] = await this.tx
      .select(shipToColumns)
      .from(shipToAddresses)
      .where(
        and(
          eq(shipToAddresses.customerId, customerId),
          eq(shipToAddresses.active, true),
          UUID.test(idOrCode) ? sql`(${shipToAddresses.id} = ${idOrCode} or ${shipToAddresses.code} = ${idOrCode})` : eq(shipToAddresses.code, idOrCode),
        ),
      )
      .limit(1);
    return row;
  }

  async lockStock(keys: readonly ArticleKey[]): Promise<StockRecord[]> {
    if (keys.length === 0) return [];
    const rows = await this.tx
      .select(stockColumns)
      .from(stockLevels)
      .innerJoin(stockLocations, eq(stockLocations.code, stockLevels.locationCode))
      .where(and(inArray(stockLevels.productId, distinct(keys.map((key) => key.productId))), inArray(stockLocations.sorg, distinct(keys.map((key) => key.sorg)))))
      .orderBy(asc(stockLevels.productId), asc(stockLevels.locationCode))
      .for('update', { of: stockLevels });
    const wanted = new Set(keys.map((key) => `${key.sorg}:${key.productId}`));
    return rows.filter((row) => wanted.has(`${row.sorg}:${row.productId}`)).sort((a, b) => a.sortOrder - b.sortOrder || (a.location < b.location ? -1 : 1));
  }

  async lockOrderLimits(customerId: string, keys: readonly ArticleKey[]): Promise<OrderLimitRecord[]> {
    if (keys.length === 0) return [];
    const rows = await this.tx
      .select({ productId: orderLimits.productId, articleCode: products.articleCode, sorg: orderLimits.sorg, limitQty: orderLimits.limitQty, orderedQty: orderLimits.orderedQty })
      .from(orderLimits)
      .innerJoin(products, eq(products.id, orderLimits.productId))
      .where(and(eq(orderLimits.customerId, customerId), inArray(orderLimits.productId, distinct(keys.map((key) => key.productId)))))
      .orderBy(asc(orderLimits.productId), asc(orderLimits.sorg))
      .for('update', { of: orderLimits });
    return rows;
  }

  async takeStock(takes: readonly { productId: string; location: string; qty: number }[]): Promise<boolean> {
    for (const take of takes) {
      const taken = await this.tx
        .update(stockLevels)
        .set({
          available: sql`${stockLevels.available} - ${take.qty}`,
          customerOrdered: sql`${stockLevels.customerOrdered} + ${take.qty}`,
          updatedAt: sql`now()`,
        })
        // Conditional: a location never gives more than it holds, even if a lock were missed.
        .where(and(eq(stockLevels.productId, take.productId), eq(stockLevels.locationCode, take.location), sql`${stockLevels.available} >= ${take.qty}`))
        .returning({ available: stockLevels.available });
      if (taken.length === 0) return false;
    }
    return true;
  }

  async useOrderLimits(customerId: string, uses: readonly { productId: string; sorg: string; qty: number }[], at: Date): Promise<void> {
    for (const use of uses) {
      await this.tx
        .update(orderLimits)
        .set({ orderedQty: sql`${orderLimits.orderedQty} + ${use.qty}`, updatedAt: at })
        .where(and(eq(orderLimits.customerId, customerId), eq(orderLimits.productId, use.productId), eq(orderLimits.sorg, use.sorg)));
    }
  }

  async insertOrder(order: NewOrder): Promise<PlacedOrder> {
    await this.tx.insert(orders).values({
      id: order.id,
      customerId: order.customerId,
      userId: order.userId,
      sorg: order.sorg,
      currency: order.currency,
      totalOrder: order.totalOrder,
      totalQty: order.totalQty,
      shipToId: order.shipTo.id,
      shipTo: order.shipTo as unknown as Record<string, string | null>,
      custPoNo: order.custPoNo,
      notes: order.notes,
      requestDeliveryDate: order.requestDeliveryDate,
      paymentId: order.paymentId,
      shipment: order.shipment as Record<string, unknown> | null,
      checkoutId: order.checkoutId,
      createdAt: order.createdAt,
    });
    await this.tx.insert(orderLines).values(order.lines.map((line) => ({ orderId: order.id, ...line })));
    if (order.confirmations.length > 0) {
      await this.tx.insert(stockOrderConfirmations).values(
        order.confirmations.map((confirmation) => ({
          orderId: order.id,
          lineNo: confirmation.lineNo,
          locationCode: confirmation.location,
          qty: confirmation.qty,
          confirmedDate: confirmation.date,
          source: confirmation.source,
        })),
      );
    }
    const [placed] = (await readOrders(this.tx, order.checkoutId)).filter((each) => each.id === order.id);
    return placed!;
  }

  async recordPurchases(customerId: string, lines: readonly { productId: string; sorg: string; qty: number }[], at: Date): Promise<void> {
    if (lines.length === 0) return;
    await this.tx
      .insert(purchaseHistory)
      .values(lines.map((line) => ({ customerId, productId: line.productId, sorg: line.sorg, timesOrdered: 1, totalQty: line.qty, firstOrderedAt: at, lastOrderedAt: at })))
      .onConflictDoUpdate({
        target: [purchaseHistory.customerId, purchaseHistory.productId, purchaseHistory.sorg],
        set: {
          timesOrdered: sql`${purchaseHistory.timesOrdered} + 1`,
          totalQty: sql`${purchaseHistory.totalQty} + excluded.total_qty`,
          lastOrderedAt: sql`excluded.last_ordered_at`,
        },
      });
  }

  async removeFromCart(userId: string, customerId: string, lines: readonly { productId: string; sorg: string; qty: number }[]): Promise<void> {
    const [cart] = await this.tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.userId, userId), eq(carts.customerId, customerId)));
    if (!cart) return;
    for (const line of lines) {
      const item = and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, line.productId), eq(cartItems.sorg, line.sorg));
      await this.tx.delete(cartItems).where(and(item, lte(cartItems.qty, line.qty)));
      await this.tx
        .update(cartItems)
        .set({ qty: sql`${cartItems.qty} - ${line.qty}` })
        .where(and(item, gt(cartItems.qty, line.qty)));
    }
  }

  async shipmentRates(sorgs: readonly string[]): Promise<ShipmentRateRecord[]> {
    return new ShippingRepositoryPostgres(this.tx).shipmentRates(sorgs);
  }

  ordersOfCheckout(checkoutId: string): Promise<PlacedOrder[]> {
    return readOrders(this.tx, checkoutId);
  }
}

/**
 * Checkouts over Drizzle: each runs in one database transaction. Stock rows are locked with SELECT … FOR UPDATE in
 * product and location order, so concurrent checkouts of the same articles queue instead of overselling or
 * deadlocking; on PGlite, whose single connection serialises transactions, the same code runs one at a time.
 */
export class CheckoutStorePostgres implements CheckoutStore {
  constructor(private readonly db: Database) {}

  async transaction<T>(work: (uow: CheckoutUnitOfWork) => Promise<T>, commit: (result: T) => boolean): Promise<T> {
    try {
      return await this.db.transaction(async (tx) => {
        const result = await work(new CheckoutUnitOfWorkPostgres(tx as unknown as Database));
        if (!commit(result)) throw new RolledBack(result);
        return result;
      });
    } catch (error) {
      if (error instanceof RolledBack) return error.result as T;
      throw error;
    }
  }

  async completedCheckout(userId: string, key: string, request: string): Promise<CompletedCheckout | undefined> {
    const [row] = await this.db
      .select({ checkoutId: idempotencyKeys.checkoutId, requestHash: idempotencyKeys.requestHash })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return row ? { checkoutId: row.checkoutId, sameRequest: row.requestHash === hashOf(request) } : undefined;
  }

  ordersOfCheckout(checkoutId: string): Promise<PlacedOrder[]> {
    return readOrders(this.db, checkoutId);
  }

  async ordersPlacedWith(customerId: string, orderNo: string): Promise<PlacedOrder[]> {
    const [placed] = await this.db
      .select({ checkoutId: orders.checkoutId })
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.orderNo, orderNo)))
      .limit(1);
    return placed?.checkoutId ? readOrders(this.db, placed.checkoutId) : [];
  }
}
