import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISMISSAL_MS, dismissalEndsAt, isStillDismissed } from './dismissal';

const NOW = 1_800_000_000_000;
/** Offsets up to a day around a dismissal. */
const DAY_MS = 24 * 60 * 60_000;

describe('isStillDismissed', () => {
  it('hides for exactly two hours', () => {
    expect(DISMISSAL_MS).toBe(7_200_000);
    expect(isStillDismissed(undefined, NOW)).toBe(false);
    expect(isStillDismissed(NOW, NOW)).toBe(true);
    expect(isStillDismissed(NOW, NOW + DISMISSAL_MS - 1)).toBe(true);
    expect(isStillDismissed(NOW, NOW + DISMISSAL_MS)).toBe(false);
    expect(isStillDismissed(Number.NaN, NOW)).toBe(false);
  });

  it('is hidden exactly between the closing and the end of the dismissal', () => {
    fc.assert(
      fc.property(fc.integer({ min: -DAY_MS, max: DAY_MS }), (offset) => {
        expect(isStillDismissed(NOW, NOW + offset)).toBe(offset >= 0 && NOW + offset < dismissalEndsAt(NOW));
      }),
    );
  });

  it('once shown again stays shown as time goes on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: DAY_MS }), fc.integer({ min: 0, max: DAY_MS }), (first, later) => {
        fc.pre(!isStillDismissed(NOW, NOW + first) && first >= DISMISSAL_MS);
        expect(isStillDismissed(NOW, NOW + first + later)).toBe(false);
      }),
    );
  });

  it('a later closing never ends earlier', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: DAY_MS }), fc.integer({ min: 0, max: DAY_MS }), (a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        expect(dismissalEndsAt(NOW + later)).toBeGreaterThanOrEqual(dismissalEndsAt(NOW + earlier));
      }),
    );
  });
});
