import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bannerImageUrl, bannerPopupShows } from './banner-popup';
import { DISMISSAL_MS } from './dismissal';

const NOW = 1_800_000_000_000;
/** Offsets drawn around a closing: up to a day either way. */
const DAY_MS = 24 * 60 * 60_000;

describe('bannerPopupShows', () => {
  const facts = { scopes: ['page.banner'], bannerCount: 2, closedAtMs: undefined, nowMs: NOW };

  it('opens for a user without the home page when there are banners and it was not closed', () => {
    expect(bannerPopupShows(facts)).toBe(true);
  });

  it('stays shut for users with the home page, without banners, or within two hours of closing', () => {
    expect(bannerPopupShows({ ...facts, scopes: ['page.home-page'] })).toBe(false);
    expect(bannerPopupShows({ ...facts, bannerCount: 0 })).toBe(false);
    expect(bannerPopupShows({ ...facts, closedAtMs: NOW - DISMISSAL_MS + 1 })).toBe(false);
    expect(bannerPopupShows({ ...facts, closedAtMs: NOW - DISMISSAL_MS })).toBe(true);
  });

  it('never opens for a user holding the home page, whatever else holds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('page.banner', 'page.catalog', 'profile.update')),
        fc.nat({ max: 10 }),
        fc.option(fc.integer({ min: -DAY_MS, max: DAY_MS }), { nil: undefined }),
        (scopes, bannerCount, closedOffset) => {
          const closedAtMs = closedOffset === undefined ? undefined : NOW + closedOffset;
          expect(bannerPopupShows({ scopes: [...scopes, 'page.home-page'], bannerCount, closedAtMs, nowMs: NOW })).toBe(false);
        },
      ),
    );
  });
});

describe('bannerImageUrl', () => {
  it('joins the base URL, /bnrs/image/ and the encoded file name', () => {
    expect(bannerImageUrl('https://api.example/', 'model year 2027.svg')).toBe('https://api.example/bnrs/image/model%20year%202027.svg');
    expect(bannerImageUrl('', 'a.png')).toBe('/bnrs/image/a.png');
  });
});
