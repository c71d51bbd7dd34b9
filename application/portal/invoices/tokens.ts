export const INVOICES_TOKENS = {
  InvoicesGateway: Symbol.for('portal.InvoicesGateway'),
} as const;
