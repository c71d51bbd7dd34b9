import { mayChangeTo } from '../../../domain/access/customer-access';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { SessionTokens } from '../../../domain/session/session-user';
import type { CustomerAccessRepository, Principal } from './ports';
import { issueSessionTokens, type SessionTokenDeps } from './issue-session-tokens';

export interface ChangeCustomerDeps extends SessionTokenDeps {
  customers: CustomerAccessRepository;
}

/**
 * Lets the session act for another customer: only with menu.change-cust and only for a customer the user may
 * act for. The new tokens carry the customer; the session's earlier refresh tokens are spent.
 */
export async function changeCustomer(
  deps: ChangeCustomerDeps,
  principal: Principal,
  code: { r3: string; isr?: string | null },
): Promise<Result<SessionTokens>> {
  const customer = await deps.customers.findCustomerByCode(code);
  if (!customer) return refused(userError('custCode', 'customer_not_found'));
  const assignedCustomerIds = await deps.customers.assignedCustomerIds(principal.userId);
  const allowed = mayChangeTo({ scopes: principal.scopes, ownCustomerId: principal.ownCustomerId, assignedCustomerIds }, customer.id);
  if (!allowed) return refused(userError('custCode', 'failed_change_customer'));
  await deps.refreshTokens.spendFamily(principal.familyId, deps.clock.now());
  return ok(await issueSessionTokens(deps, { userId: principal.userId, familyId: principal.familyId, salesActiveCustCode: customer.r3 }));
}
