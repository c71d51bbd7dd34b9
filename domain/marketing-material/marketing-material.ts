import { ok, refused, type Result } from '../shared/result';
import { userError, type UserError } from '../shared/user-error';

/** The kinds of marketing material as the service names them, in the order the portal offers them. */
export const MARKETING_MATERIAL_TYPES = ['brand_assets', 'product_lineup'] as const;
export type MarketingMaterialType = (typeof MARKETING_MATERIAL_TYPES)[number];

/** Limits the portal reads with (spec 002 §9). */
export const MARKETING_LIMITS = {
  /** Materials of one category are read at once, page 1. */
  materialsByCategory: 9999,
  /** Images beside the one shown (the same category). */
  sameParentImages: 1000,
  /** Root categories of a type, page 1. */
  rootCategories: 50,
  layouts: 100,
  /** Lists are laid out in chunks of this many. */
  chunk: 4,
} as const;

/** How many items a category shows on one line: the administrator picks within this range. */
export const ITEMS_PER_LINE = { min: 1, max: 6 } as const;
/** Longest title, route and search parameter accepted. */
export const MARKETING_TEXT_MAX = 200;

/** The type of a route segment (brand-assets), or null for an unknown one. */
export function marketingTypeOfSlug(slug: string): MarketingMaterialType | null {
  const type = slug.replace(/-/g, '_');
  return (MARKETING_MATERIAL_TYPES as readonly string[]).includes(type) ? (type as MarketingMaterialType) : null;
}

/** The route segment of a type (brand_assets is brand-assets). */
export function slugOfMarketingType(type: MarketingMaterialType): string {
  return type.replace(/_/g, '-');
}

/** A list cut into rows of `size` (the last row may be shorter), as the portal lays marketing lists out. */
export function chunksOf<T>(items: readonly T[], size: number = MARKETING_LIMITS.chunk): T[][] {
  const width = Math.max(1, Math.trunc(size));
  const rows: T[][] = [];
  for (let index = 0; index < items.length; index += width) rows.push(items.slice(index, index + width));
  return rows;
}

/** A category of marketing material as an administrator writes it. */
export interface MarketingCategoryDraft {
  type: string;
  title: string;
  route: string;
  parentId: string | null;
  itemPerLine: number;
  showChilds: boolean;
  searchParam: string;
  layout: string;
  marketIds: readonly string[];
}

const ROUTE_SEGMENT = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * A category draft as it is stored: a known type, a title, a route of lower-case words joined by dashes (it
 * becomes part of an address), items per line within range, and at least one market.
 */
export function checkMarketingCategory(draft: MarketingCategoryDraft): Result<MarketingCategoryDraft & { type: MarketingMaterialType }> {
  const errors: UserError[] = [];
  if (!(MARKETING_MATERIAL_TYPES as readonly string[]).includes(draft.type)) errors.push(userError('type', 'unknown_marketing_type'));
  const title = draft.title.trim();
  if (title === '') errors.push(userError('title', 'required'));
  else if (title.length > MARKETING_TEXT_MAX) errors.push(userError('title', 'text_too_long', { max: MARKETING_TEXT_MAX }));
  const route = draft.route.trim().toLowerCase();
  if (route !== '' && (!ROUTE_SEGMENT.test(route) || route.length > MARKETING_TEXT_MAX)) errors.push(userError('route', 'invalid_route'));
  if (!Number.isInteger(draft.itemPerLine) || draft.itemPerLine < ITEMS_PER_LINE.min || draft.itemPerLine > ITEMS_PER_LINE.max) {
    errors.push(userError('itemPerLine', 'out_of_range', ITEMS_PER_LINE));
  }
  const searchParam = draft.searchParam.trim();
  if (searchParam.length > MARKETING_TEXT_MAX) errors.push(userError('searchParam', 'text_too_long', { max: MARKETING_TEXT_MAX }));
  if (draft.marketIds.length === 0) errors.push(userError('contentTargetMarkets', 'required'));
  if (errors.length > 0) return refused(...errors);
  return ok({ ...draft, type: draft.type as MarketingMaterialType, title, route, searchParam, marketIds: [...new Set(draft.marketIds)] });
}

/**
 * Whether a category may hang under a parent: not under itself nor under one of its own descendants, which would
 * cut the branch off the tree. `parents` maps each category to its parent.
 */
export function parentKeepsTree(parents: ReadonlyMap<string, string | null>, categoryId: string, parentId: string | null): boolean {
  const seen = new Set<string>();
  for (let at = parentId; at !== null && at !== undefined; at = parents.get(at) ?? null) {
    if (at === categoryId || seen.has(at)) return false;
    seen.add(at);
  }
  return true;
}

/** The ancestors of a category, root first, ending with the category itself (the trail the portal shows). */
export function categoryTrail(parents: ReadonlyMap<string, string | null>, categoryId: string): string[] {
  const trail: string[] = [];
  for (let at: string | null = categoryId; at !== null && !trail.includes(at); at = parents.get(at) ?? null) trail.unshift(at);
  return trail;
}
