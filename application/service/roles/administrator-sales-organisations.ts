import type { Principal } from '../auth/ports';
import type { RoleRepository } from './ports';

/** The sales organisations the administrator works in. */
export function administratorSalesOrganisations(deps: { roles: Pick<RoleRepository, 'salesOrganisationsOf'> }, principal: Pick<Principal, 'userId'>) {
  return deps.roles.salesOrganisationsOf(principal.userId);
}
