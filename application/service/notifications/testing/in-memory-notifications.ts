import type { NotificationMessage, NotificationSender, PushSubscription, PushSubscriptionRepository } from '../ports';

export class PushSubscriptionRepositoryInMemory implements PushSubscriptionRepository {
  readonly rows: (PushSubscription & { userId: string; updatedAt: Date })[] = [];
  async save(userId: string, subscription: PushSubscription, at: Date) {
    const existing = this.rows.find((row) => row.endpoint === subscription.endpoint);
    if (existing) {
      Object.assign(existing, subscription, { userId, updatedAt: at });
      return 'updated' as const;
    }
    this.rows.push({ ...subscription, userId, updatedAt: at });
    return 'created' as const;
  }
  async remove(userId: string, endpoint: string) {
    const index = this.rows.findIndex((row) => row.userId === userId && row.endpoint === endpoint);
    if (index < 0) return false;
    this.rows.splice(index, 1);
    return true;
  }
  async forUser(userId: string) {
    return this.rows.filter((row) => row.userId === userId).map(({ endpoint, expirationTime, keys }) => ({ endpoint, expirationTime, keys }));
  }
  async forget(endpoint: string) {
    const index = this.rows.findIndex((row) => row.endpoint === endpoint);
    if (index >= 0) this.rows.splice(index, 1);
  }
}

/** Records what it sends; endpoints listed as gone answer `gone`, those listed as failing throw. */
export class NotificationSenderInMemory implements NotificationSender {
  readonly sent: { endpoint: string; message: NotificationMessage }[] = [];
  constructor(private readonly behaviour: { gone?: string[]; failing?: string[] } = {}) {}
  async send(subscription: PushSubscription, message: NotificationMessage) {
    if (this.behaviour.failing?.includes(subscription.endpoint)) throw new Error('push service unavailable');
    if (this.behaviour.gone?.includes(subscription.endpoint)) return 'gone' as const;
    this.sent.push({ endpoint: subscription.endpoint, message });
    return 'delivered' as const;
  }
}
