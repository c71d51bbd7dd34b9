import type { CustomerGateway } from './ports';

/**
 * How many customers the user may act for: the chip offers a change of customer when there is more than one,
 * and the picker opens by itself only when there is any. A failed listing counts none, as customer lists fail
 * silently.
 */
export type CountCustomers = () => Promise<number>;

export function createCountCustomers(deps: { customers: CustomerGateway }): CountCustomers {
  return async () => {
    try {
      return (await deps.customers.salesCustomers({ search: '', page: 1, limit: 10 })).total;
    } catch {
      return 0;
    }
  };
}
