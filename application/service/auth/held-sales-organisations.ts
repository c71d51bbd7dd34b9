import type { UserProfileRepository } from './current-user';
import type { Principal } from './ports';

/** The sales organisations the user works in (their user areas): an administrator acts within these only. */
export async function heldSalesOrganisations(deps: { profiles: Pick<UserProfileRepository, 'areas'> }, principal: Pick<Principal, 'userId'>): Promise<string[]> {
  return (await deps.profiles.areas(principal.userId)).map((area) => area.sorg);
}
