import type { CustomerPageSize } from '../../../domain/customers/customer-search';
import type { CustomerCode } from '../../../domain/session/session-user';
import type { Result } from '../../../domain/shared/result';

/** A customer as the picker lists it. */
export interface PickableCustomer {
  /** The isr code when there is one, else the r3 code. */
  id: string;
  name: string;
  code: CustomerCode;
  phone: string | null;
  address: string | null;
  city: string | null;
  email: string | null;
  /** The group of the customer's first area, if any. */
  customerGroup: string | null;
}

/** One page of the picker's list: a search term (empty for all), the page number from 1 and the page size. */
export interface CustomerQuery {
  search: string;
  page: number;
  limit: CustomerPageSize;
}

export interface CustomerPage {
  items: PickableCustomer[];
  total: number;
}

export type ChangeCustomerRefusal = 'failed_change_customer';

/** What the portal asks the service about the customers a user may act for (salesCustomers, changeCustomerV2). */
export interface CustomerGateway {
  /** A page of the customers the user may act for; the call is abandoned when the signal aborts. */
  salesCustomers(query: CustomerQuery, signal?: AbortSignal): Promise<CustomerPage>;
  /** Switches the session to the customer and answers an access token that carries it. */
  changeCustomer(code: Pick<CustomerCode, 'r3' | 'isr'>): Promise<Result<string, ChangeCustomerRefusal>>;
}
