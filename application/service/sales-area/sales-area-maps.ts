import { refused, ok, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import { checkRegionCategoryChanges, type RegionCategoryChange } from '../../../domain/sales-area/region-category';
import type { Principal } from '../auth/ports';
import type { UserProfileRepository } from '../auth/current-user';
import type { SalesAreaRegion, SalesAreaRepository } from './ports';

export type SalesAreaDeps = { profiles: Pick<UserProfileRepository, 'areas'>; salesAreas: SalesAreaRepository };

async function userSorgs(deps: SalesAreaDeps, principal: Principal): Promise<string[]> {
  return [...new Set((await deps.profiles.areas(principal.userId)).map((area) => area.sorg))];
}

/** The regions of the sales organisations of the user's areas, with their outlines and categories. */
export async function salesAreaMaps(deps: SalesAreaDeps, principal: Principal): Promise<SalesAreaRegion[]> {
  const sorgs = await userSorgs(deps, principal);
  return sorgs.length === 0 ? [] : deps.salesAreas.regions(sorgs);
}

/**
 * Gives regions of the user's sales organisations new categories, all or none: the changes are checked by the domain
 * rule first, and a region the user's areas do not hold is refused as if it were not there.
 */
export async function updateSalesMapAreaCategories(deps: SalesAreaDeps, principal: Principal, changes: readonly RegionCategoryChange[]): Promise<Result<SalesAreaRegion[]>> {
  const checked = checkRegionCategoryChanges(changes);
  if (!checked.ok) return checked;
  const sorgs = await userSorgs(deps, principal);
  const { unknown } = await deps.salesAreas.setCategories(sorgs, checked.value);
  if (unknown.length > 0) return refused(...unknown.map((regionId) => userError('regionId', 'sales_area_region_not_found', { regionId })));
  const changed = new Set(checked.value.map((change) => change.regionId));
  return ok((await deps.salesAreas.regions(sorgs)).filter((region) => changed.has(region.id)));
}
