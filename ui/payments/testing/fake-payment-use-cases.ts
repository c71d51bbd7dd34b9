import type { PaymentUseCases } from '../../../application/portal/payments/payment-use-cases';

/** This area's use-cases as spies answering nothing. */
export function fakePaymentUseCases(): PaymentUseCases {
  return {};
}
