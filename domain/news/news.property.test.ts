import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkNewsDraft, isNewsForMarkets, isNewsValidAt, NEWS_ITEMS_PER_LINE } from './news';

/** Instants within a few years around 2026, in milliseconds, so validity windows overlap often. */
const instant = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2028, 0, 1) }).map((ms) => new Date(ms));
const marketIds = fc.array(fc.constantFrom('m-global', 'm-id', 'm-sg', 'm-us'), { maxLength: 4 });

describe('news properties', () => {
  it('valid news is always released, not expired and not deleted at that instant', () => {
    fc.assert(
      fc.property(instant, fc.option(instant, { nil: null }), fc.option(instant, { nil: null }), instant, (validFrom, validTo, deletedAt, now) => {
        if (isNewsValidAt({ validFrom, validTo, deletedAt }, now)) {
          expect(deletedAt).toBeNull();
          expect(validFrom.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(validTo === null || validTo.getTime() >= now.getTime()).toBe(true);
        }
      }),
    );
  });

  it('deleted news is never valid, whatever its dates', () => {
    fc.assert(
      fc.property(instant, fc.option(instant, { nil: null }), instant, instant, (validFrom, validTo, deletedAt, now) => {
        expect(isNewsValidAt({ validFrom, validTo, deletedAt }, now)).toBe(false);
      }),
    );
  });

  it('market visibility is symmetric in the shared markets and needs one in common', () => {
    fc.assert(
      fc.property(marketIds, marketIds, (news, reader) => {
        expect(isNewsForMarkets(news, reader)).toBe(news.some((id) => reader.includes(id)));
        expect(isNewsForMarkets(news, reader)).toBe(isNewsForMarkets(reader, news));
      }),
    );
  });

  it('an accepted draft always has a title, a market and a known items-per-line, and checking it again changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 220 }), marketIds, fc.integer({ min: 0, max: 6 }), instant, fc.option(instant, { nil: null }), (title, markets, itemPerLine, validFrom, validTo) => {
        const layout = { placeholderOnCard: true, titleOnCard: true, subtitleOnCard: true, releasedonOnCard: true, resolutionOnCard: true, gotopdpOnCard: true };
        const checked = checkNewsDraft({ title, subtitle: null, body: '<p>Body</p>', validFrom, validTo, marketIds: markets, itemPerLine, layout, productLink: null });
        if (!checked.ok) return;
        expect(checked.value.title).not.toBe('');
        expect(checked.value.marketIds.length).toBeGreaterThan(0);
        expect(NEWS_ITEMS_PER_LINE).toContain(checked.value.itemPerLine);
        expect(checkNewsDraft(checked.value)).toEqual(checked);
      }),
    );
  });
});
