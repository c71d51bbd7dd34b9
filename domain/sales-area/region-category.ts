import { err, ok, type Result } from '../shared/result';
import { userError, type UserError } from '../shared/user-error';

/**
 * The categories a sales region can be given, by how the brand ranks the region's potential: A the strongest
 * markets to defend, B growing ones, C to develop, D served from a distance.
 */
export const REGION_CATEGORIES = ['A', 'B', 'C', 'D'] as const;
export type RegionCategory = (typeof REGION_CATEGORIES)[number];

/** What a region without a category shows instead (spec 002 §3). */
export const UNCATEGORISED_LABEL = 'TBD';

/** The fill of each category on the map, and of a region without one; chosen to stay apart for colour-blind eyes. */
export const REGION_CATEGORY_COLOURS: Record<RegionCategory | typeof UNCATEGORISED_LABEL, string> = {
  A: '#1b7837',
  B: '#5aae61',
  C: '#f1a340',
  D: '#998ec3',
  TBD: '#d9d9d9',
};

export function isRegionCategory(value: string): value is RegionCategory {
  return (REGION_CATEGORIES as readonly string[]).includes(value);
}

/** The label of a region's category: the category, or TBD when it has none. */
export function regionCategoryLabel(category: string | null): string {
  return category ?? UNCATEGORISED_LABEL;
}

/** The map colour of a region's category; a region without one, or with one no longer offered, is grey. */
export function regionCategoryColour(category: string | null): string {
  return category !== null && isRegionCategory(category) ? REGION_CATEGORY_COLOURS[category] : REGION_CATEGORY_COLOURS.TBD;
}

/** One change of a region's category as sent by the map. */
export interface RegionCategoryChange {
  regionId: string;
  category: string;
}

/**
 * Checks the category changes of the map before any is stored: each needs a region id and a category (`please
 * insert category, region id`), and the category must be one offered (`invalid region category`). Answers the
 * changes trimmed, the last change of a region winning, or the refusals; an empty list is refused as incomplete.
 */
export function checkRegionCategoryChanges(changes: readonly RegionCategoryChange[]): Result<{ regionId: string; category: RegionCategory }[], readonly UserError[]> {
  if (changes.length === 0) return err([userError('regionId', 'sales_area_category_region_required')]);
  const errors: UserError[] = [];
  const accepted = new Map<string, RegionCategory>();
  changes.forEach((change, index) => {
    const regionId = change.regionId.trim();
    const category = change.category.trim();
    if (regionId === '' || category === '') errors.push(userError(`categories.${index}`, 'sales_area_category_region_required'));
    else if (!isRegionCategory(category)) errors.push(userError(`categories.${index}.category`, 'sales_area_invalid_category'));
    else accepted.set(regionId, category);
  });
  return errors.length > 0 ? err(errors) : ok([...accepted].map(([regionId, category]) => ({ regionId, category })));
}
