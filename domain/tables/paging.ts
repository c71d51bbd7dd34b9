/** Rows per page a data table offers; the first is the default. */
export const PAGE_SIZES = [10, 20] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/** The most page buttons a data table's pagination shows at once. */
export const VISIBLE_PAGE_BUTTONS = 10;

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** How many pages `total` rows fill at `pageSize` rows each; an empty list still has its one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 1;
  return Math.ceil(total / pageSize);
}

/** The page to show: a whole number from 1 to `pages`, the nearest one when asked for a page that is not there. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages));
}

/**
 * The page numbers the pagination shows: at most `maxVisible` consecutive pages, holding the current page and,
 * where the ends allow, keeping it in the middle of the window.
 */
export function visiblePages(current: number, pages: number, maxVisible: number = VISIBLE_PAGE_BUTTONS): number[] {
  const count = Math.max(1, pages);
  const shown = Math.min(count, Math.max(1, maxVisible));
  const page = clampPage(current, count);
  const first = Math.min(Math.max(1, page - Math.floor((shown - 1) / 2)), count - shown + 1);
  return Array.from({ length: shown }, (_, index) => first + index);
}

/** The rows of one page of a list the browser holds whole (client paging). */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const current = clampPage(page, pageCount(rows.length, pageSize));
  return rows.slice((current - 1) * pageSize, current * pageSize);
}

/** The 1-based numbers of the first and last row on a page ("11–20 of 45"); both 0 when there are no rows. */
export function pageRange(page: number, pageSize: number, total: number): { first: number; last: number } {
  if (!(total > 0)) return { first: 0, last: 0 };
  const current = clampPage(page, pageCount(total, pageSize));
  return { first: (current - 1) * pageSize + 1, last: Math.min(total, current * pageSize) };
}
