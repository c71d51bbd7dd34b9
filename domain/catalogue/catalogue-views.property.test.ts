import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_VIEWS, catalogueView, listingPage, pageCount, viewQuota } from './catalogue-views';

/** Listings up to the size of the generated benchmark catalogue. */
const MAX_TOTAL = 100_000;
/** Quotas a host might set, and nonsense around them. */
const MIN_QUOTA = -5;
const MAX_QUOTA = 100;
/** Pages far beyond the last one. */
const MAX_PAGE = 20_000;

const view = fc.constantFrom(...CATALOGUE_VIEWS);
const quotas = fc.record({ itemViewQuota: fc.integer({ min: MIN_QUOTA, max: MAX_QUOTA }), modelViewQuota: fc.integer({ min: MIN_QUOTA, max: MAX_QUOTA }) });

describe('catalogue view properties', () => {
  it('an address that names a view gets it, whatever the host default', () => {
    fc.assert(
      fc.property(view, view, (asked, hostDefault) => {
        expect(catalogueView(asked, { catalogDefaultView: hostDefault })).toBe(asked);
      }),
    );
  });

  it('an address that names no view gets the host default', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), view, (asked, hostDefault) => {
        fc.pre(!(CATALOGUE_VIEWS as readonly string[]).includes(asked));
        expect(catalogueView(asked, { catalogDefaultView: hostDefault })).toBe(hostDefault);
      }),
    );
  });

  it('a page always holds at least one entry', () => {
    fc.assert(
      fc.property(view, quotas, (shown, config) => {
        expect(viewQuota(shown, config)).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('the pages hold every entry, and the last page is not empty', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_TOTAL }), fc.integer({ min: 1, max: MAX_QUOTA }), (total, quota) => {
        const pages = pageCount(total, quota);
        expect(pages * quota).toBeGreaterThanOrEqual(total);
        expect(listingPage(pages, quota).offset).toBeLessThan(total);
      }),
    );
  });

  it('consecutive pages follow on without gap or overlap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_PAGE }), fc.integer({ min: 1, max: MAX_QUOTA }), (page, quota) => {
        const current = listingPage(page, quota);
        expect(listingPage(page + 1, quota).offset).toBe(current.offset + current.limit);
      }),
    );
  });
});
