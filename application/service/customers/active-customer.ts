import { actableCustomerIds } from '../../../domain/access/customer-access';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';

/** What the after-sale areas (orders, invoices, payments, click and collect) know of the customer a session acts for. */
export interface ActiveCustomer {
  customerId: string;
  r3: string;
  name: string;
  /** The customer's home sales organisation. */
  sorg: string;
  /** The sales organisations of the customer's areas. */
  sorgs: string[];
  /** The codes of the companies the customer buys through. */
  companyCodes: string[];
}

export interface ActiveCustomerFacts extends ActiveCustomer {
  /** Whether the customer is assigned to the user (sales users act only for assigned customers). */
  assignedToUser: boolean;
}

export interface ActiveCustomerRepository {
  /** The customer with this r3 code as the user sees it, or undefined when there is none. */
  activeCustomerFacts(userId: string, r3: string): Promise<ActiveCustomerFacts | undefined>;
}

/**
 * Dictionary keys of a session that cannot read after-sale data: `customer_required` when it acts for nobody,
 * `customer_not_active` when a request names another customer than the session's, `customer_no_longer_belongs`
 * when the user may no longer act for the session's customer.
 */
export type ActiveCustomerError = 'customer_required' | 'customer_not_active' | 'customer_no_longer_belongs';

/**
 * The customer a request reads or changes: always the token's active customer (salesActiveCustCode), never one the
 * client names. A code given by the client must equal it. The user's access is checked again, so a token issued
 * before an assignment was withdrawn stops working at once.
 */
export async function resolveActiveCustomer(
  deps: { activeCustomers: ActiveCustomerRepository },
  principal: Principal,
  requested?: string | null,
): Promise<Result<ActiveCustomer, ActiveCustomerError>> {
  const r3 = principal.activeCustomerCode;
  if (!r3) return err('customer_required');
  const asked = requested?.trim() || null;
  if (asked !== null && asked !== r3) return err('customer_not_active');
  const facts = await deps.activeCustomers.activeCustomerFacts(principal.userId, r3);
  if (!facts) return err('customer_no_longer_belongs');
  const actable = actableCustomerIds({
    scopes: principal.scopes,
    ownCustomerId: principal.ownCustomerId,
    assignedCustomerIds: facts.assignedToUser ? [facts.customerId] : [],
  });
  if (!actable.includes(facts.customerId)) return err('customer_no_longer_belongs');
  const { assignedToUser: _assigned, ...customer } = facts;
  return ok(customer);
}
