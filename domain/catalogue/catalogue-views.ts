import type { HostConfig } from '../config/host-config';

/**
 * How a catalogue listing shows products: `group` lists models (the variants of one bike or part grouped under
 * it), `item` lists every article on its own.
 */
export type CatalogueView = HostConfig['catalogDefaultView'];
export const CATALOGUE_VIEWS: readonly CatalogueView[] = ['group', 'item'];

/** The view a host gets when it does not choose one (config catalogDefaultView). */
export const DEFAULT_CATALOGUE_VIEW: CatalogueView = 'group';
/** Articles per page in the item view when a host does not set itemViewQuota. */
export const DEFAULT_ITEM_VIEW_QUOTA = 10;
/** Models per page in the group (model) view when a host does not set modelViewQuota. */
export const DEFAULT_MODEL_VIEW_QUOTA = 12;
/** How many best sellers a catalogue page shows. */
export const BEST_SELLERS_LIMIT = 8;
/** Frequent and previous purchases per page (repeat order). */
export const PURCHASES_PAGE_LIMIT = 12;

/**
 * The view of a listing: the one the address asks for (query parameter view), when it names a view, else the
 * host's default view.
 */
export function catalogueView(requested: string | null | undefined, config: Pick<HostConfig, 'catalogDefaultView'>): CatalogueView {
  const asked = CATALOGUE_VIEWS.find((view) => view === requested);
  return asked ?? (CATALOGUE_VIEWS.includes(config.catalogDefaultView) ? config.catalogDefaultView : DEFAULT_CATALOGUE_VIEW);
}

/** A quota a host set, if it is a whole number above 0; else the default, so a bad setting never empties a page. */
function quotaOr(configured: number, fallback: number): number {
  return Number.isSafeInteger(configured) && configured > 0 ? configured : fallback;
}

/**
 * How many entries a page of a view holds: the item view quota (itemViewQuota, 10 by default) for items, the
 * model view quota (modelViewQuota, 12 by default) for groups.
 */
export function viewQuota(view: CatalogueView, config: Pick<HostConfig, 'itemViewQuota' | 'modelViewQuota'>): number {
  return view === 'item' ? quotaOr(config.itemViewQuota, DEFAULT_ITEM_VIEW_QUOTA) : quotaOr(config.modelViewQuota, DEFAULT_MODEL_VIEW_QUOTA);
}

/** A requested page number, or 1 when it is missing or not a whole number of at least 1. */
export function pageNumber(requested: number | null | undefined): number {
  return requested !== null && requested !== undefined && Number.isSafeInteger(requested) && requested >= 1 ? requested : 1;
}

/** How many pages `total` entries fill at `quota` per page; an empty listing still has its one (empty) page. */
export function pageCount(total: number, quota: number): number {
  return Math.max(1, Math.ceil(total / quota));
}

/** The page request of a listing: page number, entries per page, and the offset of its first entry. */
export function listingPage(requestedPage: number | null | undefined, quota: number): { page: number; limit: number; offset: number } {
  const page = pageNumber(requestedPage);
  return { page, limit: quota, offset: (page - 1) * quota };
}
