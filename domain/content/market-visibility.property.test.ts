import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketsOutside, marketsToRead, reachesReader } from './market-visibility';

/** A handful of market ids, so generated lists overlap often enough to test both outcomes. */
const market: fc.Arbitrary<string> = fc.constantFrom('global', 'id', 'sg', 'us', 'my', 'nl');
const markets = fc.array(market, { maxLength: 6 });

describe('market visibility properties', () => {
  it('content reaches a reader exactly when some market is both the content’s and the reader’s', () => {
    fc.assert(
      fc.property(markets, markets, (content, reader) => {
        expect(reachesReader(content, reader)).toBe(content.some((id) => reader.includes(id)));
      }),
    );
  });

  it('content reaches nobody without markets, and no reader without markets', () => {
    fc.assert(
      fc.property(markets, (some) => {
        expect(reachesReader([], some) || reachesReader(some, [])).toBe(false);
      }),
    );
  });

  it('a filter only narrows: every market read is one of the reader’s', () => {
    fc.assert(
      fc.property(markets, fc.option(markets, { nil: undefined }), (reader, filter) => {
        const read = marketsToRead(reader, filter);
        expect(read.every((id) => reader.includes(id))).toBe(true);
        expect(new Set(read).size).toBe(read.length);
      }),
    );
  });

  it('content narrowed to the markets read never reaches beyond the reader', () => {
    fc.assert(
      fc.property(markets, markets, markets, (content, reader, filter) => {
        if (reachesReader(content, marketsToRead(reader, filter))) expect(reachesReader(content, reader)).toBe(true);
      }),
    );
  });

  it('the markets outside the allowed ones and the requested allowed ones make up the request', () => {
    fc.assert(
      fc.property(markets, markets, (requested, allowed) => {
        const outside = marketsOutside(requested, allowed);
        expect(outside.every((id) => !allowed.includes(id))).toBe(true);
        expect(new Set(requested)).toEqual(new Set([...outside, ...requested.filter((id) => allowed.includes(id))]));
      }),
    );
  });
});
