export const CUSTOMERS_TOKENS = {
  customerGateway: Symbol.for('portal.CustomerGateway'),
} as const;
