import type { OrderUseCases } from '../../../application/portal/orders/order-use-cases';

/** This area's use-cases as spies answering nothing. */
export function fakeOrderUseCases(): OrderUseCases {
  return {};
}
