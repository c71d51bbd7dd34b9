export const NOTIFICATIONS_TOKENS = {
  pushService: Symbol.for('portal.PushService'),
  pushGateway: Symbol.for('portal.PushGateway'),
} as const;
