import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, mayReloadForChunkError } from './chunk-reload';

/** Chunk errors drawn over up to an hour. */
const HOUR_MS = 60 * 60_000;
/** Most chunk errors drawn in that hour. */
const MAX_ERRORS = 200;

/** Replays chunk errors at the given times through the guard and answers when the page reloaded. */
function reloadsFor(errorTimes: readonly number[]): number[] {
  const reloads: number[] = [];
  for (const at of errorTimes) {
    if (mayReloadForChunkError(reloads.at(-1), at)) reloads.push(at);
  }
  return reloads;
}

describe('chunk reload guard, properties', () => {
  it('never reloads twice within a minute, however many chunks fail', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: HOUR_MS }), { maxLength: MAX_ERRORS }), (times) => {
        const reloads = reloadsFor([...times].sort((a, b) => a - b));
        for (let index = 1; index < reloads.length; index += 1) {
          expect(reloads[index]! - reloads[index - 1]!).toBeGreaterThanOrEqual(CHUNK_RELOAD_GUARD_MS);
        }
      }),
    );
  });

  it('the first failure always reloads, and a failure a minute after the last reload always does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: HOUR_MS }), fc.integer({ min: CHUNK_RELOAD_GUARD_MS, max: HOUR_MS }), (at, later) => {
        expect(mayReloadForChunkError(undefined, at)).toBe(true);
        expect(mayReloadForChunkError(at, at + later)).toBe(true);
      }),
    );
  });

  it('within the minute after a reload, no failure reloads', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: HOUR_MS }), fc.integer({ min: 0, max: CHUNK_RELOAD_GUARD_MS - 1 }), (at, offset) => {
        expect(mayReloadForChunkError(at, at + offset)).toBe(false);
      }),
    );
  });
});
