import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NewThirdPartyOrder, ThirdPartyCheckoutStore, ThirdPartyCheckoutUnitOfWork, ThirdPartyOrderRecord, ThirdPartyProductRecord } from '../../../application/service/third-party/ports';
import type { Database } from '../database';
import { idempotencyKeys } from '../cart/schema';
import { thirdPartyOrderItems, thirdPartyOrders, thirdPartyProducts } from './schema';
import { selectOrders, selectProducts } from './third-party-queries';

/** The operation third-party checkouts record their keys under, beside the main checkout's in the same table. */
const OPERATION = 'checkout_third_party';

const hashOf = (request: string) => createHash('sha256').update(`${OPERATION}\n${request}`).digest('hex');

/** Carries a result out of drizzle's transaction, which rolls back on a throw. */
class RolledBack<T> extends Error {
  constructor(readonly result: T) {
    super('third-party checkout rolled back');
  }
}

class ThirdPartyCheckoutUnitOfWorkPostgres implements ThirdPartyCheckoutUnitOfWork {
  constructor(private readonly tx: Database) {}

  async claimIdempotencyKey(claim: { userId: string; key: string; request: string; checkoutId: string; at: Date }) {
    const requestHash = hashOf(claim.request);
    // A concurrent checkout holding the same key makes this insert wait until it commits or rolls back.
    const inserted = await this.tx
      .insert(idempotencyKeys)
      .values({ userId: claim.userId, key: claim.key, operation: OPERATION, requestHash, checkoutId: claim.checkoutId, createdAt: claim.at })
      .onConflictDoNothing()
      .returning({ checkoutId: idempotencyKeys.checkoutId });
    if (inserted.length > 0) return { claimed: true as const };
    const [existing] = await this.tx.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
    return { claimed: false as const, checkoutId: existing!.checkoutId, sameRequest: existing!.operation === OPERATION && existing!.requestHash === requestHash };
  }

  lockProducts(vendorId: string, articleCodes: readonly string[]): Promise<ThirdPartyProductRecord[]> {
    const codes = [...new Set(articleCodes.map((code) => code.toUpperCase()))];
    return selectProducts(this.tx, and(eq(thirdPartyProducts.vendorId, vendorId), inArray(sql`upper(${thirdPartyProducts.articleCode})`, codes)), undefined, true);
  }

  async takeStock(takes: readonly { productId: string; qty: number }[]): Promise<void> {
    for (const take of takes) {
      await this.tx
        .update(thirdPartyProducts)
        .set({ stock: sql`${thirdPartyProducts.stock} - ${take.qty}` })
        .where(eq(thirdPartyProducts.id, take.productId));
    }
  }

  async insertOrder(order: NewThirdPartyOrder): Promise<void> {
    const { items, ...head } = order;
    await this.tx.insert(thirdPartyOrders).values(head);
    await this.tx.insert(thirdPartyOrderItems).values(items.map((item) => ({ ...item, orderId: order.id, status: 'ordered', updatedAt: order.createdAt })));
  }

  async orderOfCheckout(checkoutId: string): Promise<ThirdPartyOrderRecord | undefined> {
    const [order] = await selectOrders(this.tx, { checkoutId });
    return order;
  }
}

/**
 * Third-party checkouts over Drizzle, each in one transaction: the vendor's articles are locked (SELECT … FOR UPDATE)
 * while their stock and price are checked and the stock taken, so concurrent orders never take more than there is.
 */
export class ThirdPartyCheckoutStorePostgres implements ThirdPartyCheckoutStore {
  constructor(private readonly db: Database) {}

  async transaction<T>(work: (uow: ThirdPartyCheckoutUnitOfWork) => Promise<T>, commit: (result: T) => boolean): Promise<T> {
    try {
      return await this.db.transaction(async (tx) => {
        const result = await work(new ThirdPartyCheckoutUnitOfWorkPostgres(tx as unknown as Database));
        if (!commit(result)) throw new RolledBack(result);
        return result;
      });
    } catch (error) {
      if (error instanceof RolledBack) return error.result as T;
      throw error;
    }
  }
}
