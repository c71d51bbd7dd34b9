import type { NotificationMessage, NotificationSender, PushSubscriptionRepository } from './ports';

export interface NotifyOutcome {
  delivered: number;
  /** Subscriptions the push service no longer knows; they are forgotten. */
  removed: number;
  /** Deliveries that failed for another reason; the subscriptions are kept for the next try. */
  failed: number;
}

/**
 * Sends a push notification to every browser the user subscribed from. One failing browser does not stop the
 * others; subscriptions the push service reports gone are deleted.
 */
export async function notifyUser(
  deps: { pushSubscriptions: PushSubscriptionRepository; notifications: NotificationSender },
  userId: string,
  message: NotificationMessage,
): Promise<NotifyOutcome> {
  const outcome: NotifyOutcome = { delivered: 0, removed: 0, failed: 0 };
  const subscriptions = await deps.pushSubscriptions.forUser(userId);
  await Promise.all(
    subscriptions.map(async (subscription) => {
      try {
        const result = await deps.notifications.send(subscription, message);
        if (result === 'gone') {
          await deps.pushSubscriptions.forget(subscription.endpoint);
          outcome.removed += 1;
        } else {
          outcome.delivered += 1;
        }
      } catch {
        outcome.failed += 1;
      }
    }),
  );
  return outcome;
}
