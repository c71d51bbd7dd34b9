import type { Principal } from '../auth/ports';
import type { BikeCategory, BikeCategoryRepository } from './ports';

/** The bike categories of the catalogue menu: those of the sales organisations the user works in. */
export function bikeCategories(deps: { bikeCategories: BikeCategoryRepository }, principal: Principal): Promise<BikeCategory[]> {
  return deps.bikeCategories.forUserAreas(principal.userId);
}
