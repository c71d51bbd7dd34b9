/** Identifiers under which the browser's composition root binds the portal's ports and use-cases. */
export const PORTAL_TOKENS = {
  paymentsGateway: Symbol.for('portal.PaymentsGateway'),
  paymentRequestsGateway: Symbol.for('portal.PaymentRequestsGateway'),
  idGenerator: Symbol.for('portal.IdGenerator'),
} as const;
