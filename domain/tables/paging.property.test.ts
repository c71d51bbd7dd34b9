import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageCount, pageOf, PAGE_SIZES, visiblePages, VISIBLE_PAGE_BUTTONS } from './paging';

/** Most rows drawn: enough for many more pages than there are buttons. */
const MAX_ROWS = 2_000;
/** Most pages drawn for the pagination window. */
const MAX_PAGES = 500;

describe('paging, properties', () => {
  it('the pages of a list, put together, are the list', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: MAX_ROWS }), fc.constantFrom(...PAGE_SIZES), (rows, size) => {
        const pages = Array.from({ length: pageCount(rows.length, size) }, (_, index) => pageOf(rows, index + 1, size));
        expect(pages.flat()).toEqual(rows);
        for (const page of pages.slice(0, -1)) expect(page).toHaveLength(size);
      }),
    );
  });

  it('the visible page buttons are consecutive, at most ten, within the pages, and hold the current page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_PAGES }), fc.integer({ min: -5, max: MAX_PAGES + 5 }), (pages, current) => {
        const shown = visiblePages(current, pages);
        expect(shown).toHaveLength(Math.min(pages, VISIBLE_PAGE_BUTTONS));
        shown.forEach((page, index) => expect(page).toBe(shown[0]! + index));
        expect(shown[0]).toBeGreaterThanOrEqual(1);
        expect(shown.at(-1)).toBeLessThanOrEqual(pages);
        expect(shown).toContain(Math.min(Math.max(current, 1), pages));
      }),
    );
  });

  it('moving one page on never moves the window back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_PAGES }), fc.integer({ min: 1, max: MAX_PAGES }), (pages, current) => {
        fc.pre(current < pages);
        expect(visiblePages(current + 1, pages)[0]).toBeGreaterThanOrEqual(visiblePages(current, pages)[0]!);
      }),
    );
  });
});
