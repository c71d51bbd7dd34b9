import { meetsScopeRequirement, type Scope } from '../../../domain/access/scopes';
import type { CatalogueContents } from '../../../domain/navigation/side-menu';
import type { MenuGateway } from './ports';

/** The facts of the side menu that do not come with the session: the user's visit-form kinds and the catalogue. */
export interface LoadedMenuFacts {
  visitFormKinds: string[];
  catalogue: CatalogueContents;
}

/**
 * What the menu assumes while the catalogue is not counted, or cannot be: no bike, PAA or groupset section, and
 * the catalogue entry leads to its default destination.
 */
export const CATALOGUE_NOT_COUNTED: CatalogueContents = { bike: false, paa: false, groupset: false };

const CATALOGUE_SCOPE = 'page.catalog';
const VISIT_FORM_SCOPE = 'page.formvisit';

/**
 * Loads the side menu's facts for a user with the given scopes: the catalogue is counted only for users who may
 * open it, and the visit forms asked only of users who may fill them in. A failed call leaves its part empty
 * rather than keeping the menu from showing.
 */
export type LoadMenuFacts = (scopes: readonly Scope[]) => Promise<LoadedMenuFacts>;

async function orElse<T>(call: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await call();
  } catch {
    return fallback;
  }
}

export function createLoadMenuFacts(deps: { menu: MenuGateway }): LoadMenuFacts {
  return async (scopes) => {
    const [visitFormKinds, catalogue] = await Promise.all([
      meetsScopeRequirement(scopes, [VISIT_FORM_SCOPE]) ? orElse(() => deps.menu.visitFormKinds(), []) : Promise.resolve([]),
      meetsScopeRequirement(scopes, [CATALOGUE_SCOPE]) ? orElse(() => deps.menu.catalogueContents(), CATALOGUE_NOT_COUNTED) : Promise.resolve(CATALOGUE_NOT_COUNTED),
    ]);
    return { visitFormKinds, catalogue };
  };
}
