import type { PaymentRequestsGateway } from './ports';

/** The use-cases of this area, reached by its pages through the store's thunks. */
export interface PaymentRequestUseCases {}

export function createPaymentRequestUseCases(_ports: { paymentRequests: PaymentRequestsGateway }): PaymentRequestUseCases {
  return {};
}
