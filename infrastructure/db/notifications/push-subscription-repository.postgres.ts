import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { PushSubscription, PushSubscriptionRepository } from '../../../application/service/notifications/ports';
import type { Database } from '../database';
import { pushSubscriptions } from '../schema';

export class PushSubscriptionRepositoryPostgres implements PushSubscriptionRepository {
  constructor(private readonly db: Database) {}

  async save(userId: string, subscription: PushSubscription, at: Date): Promise<'created' | 'updated'> {
    const id = randomUUID();
    const [row] = await this.db
      .insert(pushSubscriptions)
      .values({
        id,
        userId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        expirationTime: subscription.expirationTime,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, expirationTime: subscription.expirationTime, updatedAt: at },
      })
      .returning({ id: pushSubscriptions.id });
    // An update keeps the stored row's id, so the new id comes back only when the row was inserted.
    return row?.id === id ? 'created' : 'updated';
  }

  async remove(userId: string, endpoint: string): Promise<boolean> {
    const removed = await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.id });
    return removed.length > 0;
  }

  async forUser(userId: string): Promise<PushSubscription[]> {
    const rows = await this.db
      .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth, expirationTime: pushSubscriptions.expirationTime })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt));
    return rows.map((row) => ({ endpoint: row.endpoint, expirationTime: row.expirationTime, keys: { p256dh: row.p256dh, auth: row.auth } }));
  }

  async forget(endpoint: string): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  }
}
