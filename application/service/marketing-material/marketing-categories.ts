import { marketsOutside, marketsToRead } from '../../../domain/content/market-visibility';
import {
  checkMarketingCategory,
  MARKETING_LIMITS,
  MARKETING_MATERIAL_TYPES,
  parentKeepsTree,
  type MarketingMaterialType,
} from '../../../domain/marketing-material/marketing-material';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { Principal } from '../auth/ports';
import type { ContentTargetMarketRepository } from '../content/ports';
import { readerMarkets } from '../content/reader-markets';
import type { Clock, FileStore } from '../shared/ports';
import type { ImageEncoder } from '../catalogue/ports';
import type { IdGenerator } from '../catalogue/article-ports';
import type { MarketingCategoryRecord, MarketingMaterialRepository } from './ports';

export interface MarketingMaterialDeps {
  contentTargetMarkets: ContentTargetMarketRepository;
  marketingMaterial: MarketingMaterialRepository;
  files: FileStore;
  images: ImageEncoder;
  ids: IdGenerator;
  clock: Clock;
}

type MarketsDeps = Pick<MarketingMaterialDeps, 'contentTargetMarkets' | 'marketingMaterial'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** The ids of the marketing markets the caller reads (or maintains). */
export async function marketingMarketIds(deps: MarketsDeps, principal: Principal): Promise<string[]> {
  return (await readerMarkets(deps, principal, 'marketing_material')).map((market) => market.id);
}

export interface MarketingCategoryListRequest {
  type?: string | null;
  search?: string | null;
  page?: number | null;
  limit?: number | null;
  /** Root categories only (the type's page) rather than every level (the administration list). */
  rootOnly?: boolean | null;
  parentId?: string | null;
  filterContentTargetMarket?: readonly string[] | null;
}

/**
 * A page of the categories published for the caller's markets: of one type (brand_assets when none is named), at
 * the root, under a parent, or at any level. The root of a type reads page 1 of 50 (spec 002 §9).
 */
export async function listMarketingCategories(deps: MarketsDeps, principal: Principal, request: MarketingCategoryListRequest) {
  const page = Math.max(1, Math.trunc(request.page ?? 1));
  const limit = Math.min(MARKETING_LIMITS.materialsByCategory, Math.max(1, Math.trunc(request.limit ?? MARKETING_LIMITS.rootCategories)));
  const type = (request.type ?? 'brand_assets') as MarketingMaterialType;
  const marketIds = marketsToRead(await marketingMarketIds(deps, principal), request.filterContentTargetMarket);
  const parentId = request.parentId ? request.parentId.trim() : request.rootOnly ? null : undefined;
  if (!MARKETING_MATERIAL_TYPES.includes(type) || marketIds.length === 0 || (parentId && !isUuid(parentId))) return { items: [], total: 0, page, limit };
  const found = await deps.marketingMaterial.categories({ marketIds, type, parentId, search: request.search?.trim() || undefined, page, limit });
  return { ...found, page, limit };
}

/** One category published for one of the caller's markets; any other is as if it did not exist. */
export async function readMarketingCategory(deps: MarketsDeps, principal: Principal, id: string): Promise<MarketingCategoryRecord | null> {
  if (!isUuid(id.trim())) return null;
  const marketIds = await marketingMarketIds(deps, principal);
  return marketIds.length === 0 ? null : ((await deps.marketingMaterial.category(id.trim(), marketIds)) ?? null);
}

export interface MarketingCategoryInput {
  type: string;
  title: string;
  route?: string | null;
  parentId?: string | null;
  itemPerLine: number;
  showChilds: boolean;
  searchParam?: string | null;
  layout?: string | null;
  contentTargetMarkets: readonly string[];
}

/** The layouts a category may take, per type (layouts(type), limit 100). */
export const MARKETING_LAYOUTS: Record<MarketingMaterialType, readonly string[]> = {
  brand_assets: ['grid', 'list'],
  product_lineup: ['grid', 'list', 'showcase'],
};

/**
 * Creates (no id) or rewrites a category: the domain's checks, a known layout, markets of marketing material only,
 * and a parent of the same type that keeps the tree a tree.
 */
export async function saveMarketingCategory(deps: MarketsDeps, principal: Principal, id: string | null, input: MarketingCategoryInput): Promise<Result<MarketingCategoryRecord>> {
  const checked = checkMarketingCategory({
    type: input.type,
    title: input.title,
    route: input.route ?? '',
    parentId: input.parentId || null,
    itemPerLine: input.itemPerLine,
    showChilds: input.showChilds,
    searchParam: input.searchParam ?? '',
    layout: input.layout || 'grid',
    marketIds: input.contentTargetMarkets,
  });
  if (!checked.ok) return checked;
  const draft = checked.value;
  if (!MARKETING_LAYOUTS[draft.type].includes(draft.layout)) return refused(userError('layout', 'unknown_layout'));
  if (marketsOutside(draft.marketIds, await marketingMarketIds(deps, principal)).length > 0) return refused(userError('contentTargetMarkets', 'unknown_content_target_market'));
  if (id !== null && !(await readMarketingCategory(deps, principal, id))) return refused(userError('id', 'unknown_marketing_category'));
  if (draft.parentId) {
    const parent = await readMarketingCategory(deps, principal, draft.parentId);
    if (!parent || parent.type !== draft.type) return refused(userError('parentId', 'unknown_marketing_category'));
    if (id !== null && !parentKeepsTree(await deps.marketingMaterial.parents(), id.trim(), parent.id)) return refused(userError('parentId', 'category_parent_cycle'));
  }
  const savedId = id === null ? await deps.marketingMaterial.createCategory(draft) : id.trim();
  if (id !== null) await deps.marketingMaterial.updateCategory(savedId, draft);
  return ok((await readMarketingCategory(deps, principal, savedId))!);
}

/** Deletes an empty category; one with sub-categories or images is refused, so nothing is lost unseen. */
export async function deleteMarketingCategory(deps: MarketsDeps, principal: Principal, id: string): Promise<Result<{ id: string }>> {
  const category = await readMarketingCategory(deps, principal, id);
  if (!category) return refused(userError('id', 'unknown_marketing_category'));
  if ((await deps.marketingMaterial.deleteCategory(category.id)) === 'not_empty') return refused(userError('id', 'category_not_empty'));
  return ok({ id: category.id });
}
