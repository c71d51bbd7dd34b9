export const NOTIFICATIONS_TOKENS = {
  PushSubscriptionRepository: Symbol('PushSubscriptionRepository'),
  NotificationSender: Symbol('NotificationSender'),
  /** The VAPID key pair and contact of the service, which the sender signs pushes with. */
  Vapid: Symbol('Vapid'),
} as const;
