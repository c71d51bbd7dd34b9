import type { OrdersGateway } from './ports';

/** The use-cases of this area, reached by its pages through the store's thunks. */
export interface OrderUseCases {}

export function createOrderUseCases(_ports: { orders: OrdersGateway }): OrderUseCases {
  return {};
}
