export const ORDERS_TOKENS = {
  OrdersGateway: Symbol.for('portal.OrdersGateway'),
} as const;
