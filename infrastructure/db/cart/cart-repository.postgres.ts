import { and, asc, eq, sql } from 'drizzle-orm';
import type { CartLineChange, CartLineRecord, CartRepository } from '../../../application/service/cart/ports';
import type { Database } from '../database';
import { cartItems, carts } from '../cart/schema';

export class CartRepositoryPostgres implements CartRepository {
  constructor(private readonly db: Database) {}

  lines(userId: string, customerId: string): Promise<CartLineRecord[]> {
    return this.db
      .select({ productId: cartItems.productId, sorg: cartItems.sorg, qty: cartItems.qty, addedAt: cartItems.addedAt })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(and(eq(carts.userId, userId), eq(carts.customerId, customerId)))
      .orderBy(asc(cartItems.addedAt), asc(cartItems.sorg), asc(cartItems.productId));
  }

  async apply(userId: string, customerId: string, changes: readonly CartLineChange[], at: Date): Promise<void> {
    if (changes.length === 0) return;
    await this.db.transaction(async (tx) => {
      const [cart] = await tx
        .insert(carts)
        .values({ userId, customerId, updatedAt: at })
        .onConflictDoUpdate({ target: [carts.userId, carts.customerId], set: { updatedAt: at } })
        .returning({ id: carts.id });
      const cartId = cart!.id;
      // Lines added by one update keep the order they were sent in: each is stamped a millisecond after the one before.
      for (const [position, change] of changes.entries()) {
        const line = and(eq(cartItems.cartId, cartId), eq(cartItems.productId, change.productId), eq(cartItems.sorg, change.sorg));
        if (change.qty === 0) {
          await tx.delete(cartItems).where(line);
        } else {
          await tx
            .insert(cartItems)
            .values({ cartId, productId: change.productId, sorg: change.sorg, qty: change.qty, addedAt: new Date(at.getTime() + position) })
            .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId, cartItems.sorg], set: { qty: sql`excluded.qty` } });
        }
      }
    });
  }
}
