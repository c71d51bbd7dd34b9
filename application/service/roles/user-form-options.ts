import { salesOrganisationsNotHeld } from '../../../domain/access/sales-organisation-access';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import type { LanguageRepository } from '../config/ports';
import type { AccessReference, RoleRepository } from './ports';

export interface UserFormOptionsDeps {
  roles: RoleRepository;
  languages: LanguageRepository;
}

export interface UserFormOptions {
  roles: AccessReference[];
  groupRoles: AccessReference[];
  languages: { id: string; description: string }[];
  /** The sales organisations the administrator works in: a user can be given areas only in these. */
  sorgs: { sorg: string; name: string }[];
}

/** The sales organisations the administrator works in. */
export function administratorSalesOrganisations(deps: Pick<UserFormOptionsDeps, 'roles'>, principal: Pick<Principal, 'userId'>) {
  return deps.roles.salesOrganisationsOf(principal.userId);
}

/** What the form creating a user chooses from. */
export async function createUserOptions(deps: UserFormOptionsDeps, principal: Pick<Principal, 'userId'>): Promise<UserFormOptions> {
  const [references, languages, sorgs] = await Promise.all([deps.roles.references(), deps.languages.all(), administratorSalesOrganisations(deps, principal)]);
  return { ...references, languages, sorgs };
}

/**
 * What the form editing a user chooses from; refused for a user who works in a sales organisation the administrator
 * does not, as no administrator acts outside their own sales organisations.
 */
export async function editUserOptions(deps: UserFormOptionsDeps, principal: Pick<Principal, 'userId'>, userId: string): Promise<Result<UserFormOptions, 'outside_sales_organisations'>> {
  const options = await createUserOptions(deps, principal);
  const theirs = await deps.roles.salesOrganisationsOf(userId);
  const outside = salesOrganisationsNotHeld(options.sorgs.map((each) => each.sorg), theirs.map((each) => each.sorg));
  return outside.length > 0 ? err('outside_sales_organisations') : ok(options);
}
