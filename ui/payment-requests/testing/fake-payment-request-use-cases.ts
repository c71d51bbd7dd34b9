import type { PaymentRequestUseCases } from '../../../application/portal/payment-requests/payment-request-use-cases';

/** This area's use-cases as spies answering nothing. */
export function fakePaymentRequestUseCases(): PaymentRequestUseCases {
  return {};
}
