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
 * The customers a user may act for (spec 000 §6, menu.change-cust): with the scope, the assigned customers and
 * the user's own; without it, only the user's own customer.
 */
export function actableCustomerIds(facts: CustomerAccessFacts): string[] {
  const own = facts.ownCustomerId ? [facts.ownCustomerId] : [];
  if (!meetsScopeRequirement(facts.scopes, [CHANGE_CUSTOMER_SCOPE])) return own;
  return [...new Set([...own, ...facts.assignedCustomerIds])];
}

/** Switching customers needs menu.change-cust and a customer the user may act for. */
export function mayChangeTo(facts: CustomerAccessFacts, customerId: string): boolean {
  return meetsScopeRequirement(facts.scopes, [CHANGE_CUSTOMER_SCOPE]) && actableCustomerIds(facts).includes(customerId);
}
