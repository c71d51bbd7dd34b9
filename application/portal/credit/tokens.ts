export const CREDIT_TOKENS = {
  creditGateway: Symbol.for('portal.CreditGateway'),
} as const;
