import { meetsScopeRequirement, type Scope } from './scopes';

/** The scope that lets a user list customers and act for one of them. */
export const CHANGE_CUSTOMER_SCOPE = 'menu.change-cust';

export interface CustomerAccessFacts {
  scopes: readonly Scope[];
  /** The customer the user belongs to, if a dealer. */
  ownCustomerId: string | null;
  /** Customers assigned to the user as a sales user. */
  assignedCustomerIds: readonly string[];
}

/**
 * The customers a user may act for (spec 000 §6, menu.change-cust), in the form a query selects them without
 * listing ids: the user's own customer, and with the scope the customers assigned to the user.
 */
export interface CustomerReach {
  ownCustomerId: string | null;
  includesAssigned: boolean;
}

export function customerReach(facts: Omit<CustomerAccessFacts, 'assignedCustomerIds'>): CustomerReach {
  return { ownCustomerId: facts.ownCustomerId, includesAssigned: meetsScopeRequirement(facts.scopes, [CHANGE_CUSTOMER_SCOPE]) };
}

/** The ids of the customers a user may act for: their reach, with the assigned customers spelled out. */
export function actableCustomerIds(facts: CustomerAccessFacts): string[] {
  const reach = customerReach(facts);
  const own = reach.ownCustomerId ? [reach.ownCustomerId] : [];
  return reach.includesAssigned ? [...new Set([...own, ...facts.assignedCustomerIds])] : own;
}

/** Switching customers needs menu.change-cust and a customer the user may act for. */
export function mayChangeTo(facts: CustomerAccessFacts, customerId: string): boolean {
  return meetsScopeRequirement(facts.scopes, [CHANGE_CUSTOMER_SCOPE]) && actableCustomerIds(facts).includes(customerId);
}
