import type { FeatureFlag } from '../config/host-config';
import type { ProductCategory } from './search-suggestions';

/** The feature that merges the catalogue entries of the menu into one and builds breadcrumbs instead (spec 001 §2). */
export const MERGED_CATALOGUE_MENU: FeatureFlag = 'MERGE_MENU_CATALOG';

/**
 * One step of the catalogue's breadcrumbs: the catalogue home, a section (bike, PAA, groupset, fast order, repeat
 * order), or the product on show (named by `text`). `path` is where the step leads, null for the page on show.
 */
export type Breadcrumb =
  | { kind: 'catalogue'; path: string | null }
  | { kind: 'section'; section: ProductCategory | 'groupset' | 'fast-order' | 'repeat-order'; path: string | null }
  | { kind: 'product'; text: string; path: null };

/** Where a catalogue page is: its route name, the category of its address and, on a product page, the product's name. */
export interface CatalogueLocation {
  routeName: string;
  category?: string | null;
  productName?: string | null;
}

const SECTION_ROUTES: Record<string, 'groupset' | 'fast-order' | 'repeat-order'> = {
  'catalog-groupset': 'groupset',
  'catalog-fast-order': 'fast-order',
  'catalog-repeat-order': 'repeat-order',
};

function isCategory(value: string | null | undefined): value is ProductCategory {
  return value === 'bike' || value === 'paa';
}

/**
 * The breadcrumbs of a catalogue page, built only where the host merges the catalogue menu: the catalogue home,
 * then the section, then the product. The last step is the page on show and leads nowhere. Pages outside the
 * catalogue, or a category the catalogue does not have, get none beyond what is known.
 */
export function catalogueBreadcrumbs(location: CatalogueLocation, features: readonly string[]): Breadcrumb[] {
  if (!features.includes(MERGED_CATALOGUE_MENU)) return [];
  const steps: Breadcrumb[] = [];
  const section = SECTION_ROUTES[location.routeName];
  if (location.routeName === 'catalog') steps.push({ kind: 'catalogue', path: null });
  else if (section) steps.push({ kind: 'catalogue', path: '/catalog' }, { kind: 'section', section, path: null });
  else if ((location.routeName === 'catalog-category' || location.routeName === 'catalog-category-slug') && isCategory(location.category)) {
    const onProduct = location.routeName === 'catalog-category-slug';
    steps.push({ kind: 'catalogue', path: '/catalog' }, { kind: 'section', section: location.category, path: onProduct ? `/catalog/${location.category}` : null });
    if (onProduct && location.productName) steps.push({ kind: 'product', text: location.productName, path: null });
  }
  return steps;
}
