/** A browser's push subscription (the JSON form of the Push API's PushSubscription). */
export interface PushSubscription {
  endpoint: string;
  /** Milliseconds since the epoch at which the subscription ends, when the browser says. */
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
}

export interface PushSubscriptionRepository {
  /** Stores the subscription for the user, keyed by its endpoint: a known endpoint is updated and moves to the user. */
  save(userId: string, subscription: PushSubscription, at: Date): Promise<'created' | 'updated'>;
  /** Removes the user's subscription with this endpoint; false when the user had none. */
  remove(userId: string, endpoint: string): Promise<boolean>;
  forUser(userId: string): Promise<PushSubscription[]>;
  /** Forgets an endpoint the push service says is gone, whoever owned it. */
  forget(endpoint: string): Promise<void>;
}

/** What a push notification shows. */
export interface NotificationMessage {
  title: string;
  body: string;
  /** Where a click on the notification leads, a path of the portal. */
  url?: string;
}

export interface NotificationSender {
  /**
   * Delivers the message to one subscription: `delivered` when the push service accepted it, `gone` when the
   * service says the subscription no longer exists. Other failures throw.
   */
  send(subscription: PushSubscription, message: NotificationMessage): Promise<'delivered' | 'gone'>;
}
