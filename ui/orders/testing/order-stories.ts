import type { PortalUseCases } from '../../../application/portal/portal-use-cases';
import { catalogueMeta, catalogueStory } from '../../catalogue/testing/catalogue-stories';
import type { RootState } from '../../store/store';
import { initialOrdersState, type OrdersState } from '../orders-slice';

/** The store of an order-area story: the order slice as given over its starting state. */
export function ordersStore(orders: Partial<OrdersState> = {}): Partial<RootState> {
  return { orders: { ...initialOrdersState, ...orders } };
}

/** The story parameters of an order-area page on a path, with use-cases swapped and the order slice as given. */
export function orderStory(path: string, options: { useCases?: Partial<PortalUseCases>; orders?: Partial<OrdersState> } = {}) {
  return catalogueStory(path, { useCases: options.useCases, store: ordersStore(options.orders) });
}

/** The meta of an order-area page's stories. */
export function orderMeta(path: string) {
  return catalogueMeta(path, { store: ordersStore() });
}
