/** Whether the person lets the portal show notifications: not asked yet (default), granted or denied. */
export type NotificationPermissionState = 'default' | 'granted' | 'denied';

/** A push subscription as the browser describes it (PushSubscription.toJSON()). */
export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
}

/** The browser's notification and push machinery. */
export interface PushService {
  /** Whether the browser can show notifications and subscribe to push at all. */
  supported(): boolean;
  permission(): NotificationPermissionState;
  requestPermission(): Promise<NotificationPermissionState>;
  /** Subscribes this browser to push messages signed with the service's VAPID public key. */
  subscribe(vapidPublicKey: string): Promise<PushSubscriptionJson>;
  showNotification(title: string, body: string): Promise<void>;
}

/** What the portal tells the service about push subscriptions. */
export interface PushGateway {
  vapidPublicKey(): Promise<string>;
  /** Stores the subscription for the signed-in user (POST /notification/subscriptions). */
  saveSubscription(subscription: PushSubscriptionJson): Promise<void>;
}
