import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RestockSubscriptionRecord, RestockSubscriptionRepository } from '../../../application/service/catalogue/ports';
import type { Database } from '../database';
import { products, restockSubscriptions } from './schema';

export class RestockSubscriptionRepositoryPostgres implements RestockSubscriptionRepository {
  constructor(private readonly db: Database) {}

  async subscribe(subscription: { userId: string; customerId: string | null; productId: string; sorg: string; at: Date }): Promise<void> {
    await this.db
      .insert(restockSubscriptions)
      .values({ userId: subscription.userId, customerId: subscription.customerId, productId: subscription.productId, sorg: subscription.sorg, createdAt: subscription.at })
      .onConflictDoNothing();
  }

  async unsubscribe(userId: string, productId: string, sorg: string): Promise<boolean> {
    const removed = await this.db
      .delete(restockSubscriptions)
      .where(and(eq(restockSubscriptions.userId, userId), eq(restockSubscriptions.productId, productId), eq(restockSubscriptions.sorg, sorg)))
      .returning({ productId: restockSubscriptions.productId });
    return removed.length > 0;
  }

  async subscribedProductIds(userId: string, productIds: readonly string[]): Promise<Set<string>> {
    if (productIds.length === 0) return new Set();
    const rows = await this.db
      .select({ productId: restockSubscriptions.productId })
      .from(restockSubscriptions)
      .where(and(eq(restockSubscriptions.userId, userId), inArray(restockSubscriptions.productId, [...productIds])));
    return new Set(rows.map((row) => row.productId));
  }

  ofUser(userId: string): Promise<RestockSubscriptionRecord[]> {
    return this.db
      .select({ articleCode: products.articleCode, sorg: restockSubscriptions.sorg, name: products.name, slug: products.slug, createdAt: restockSubscriptions.createdAt })
      .from(restockSubscriptions)
      .innerJoin(products, eq(products.id, restockSubscriptions.productId))
      .where(eq(restockSubscriptions.userId, userId))
      .orderBy(asc(restockSubscriptions.createdAt), asc(products.articleCode));
  }
}
