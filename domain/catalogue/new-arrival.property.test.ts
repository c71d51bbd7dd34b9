import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNewArrival, type NewArrivalWindow } from './new-arrival';

/** Days between 2000 and 2040, written as the service keeps them (YYYY-MM-DD). */
const FIRST_DAY = new Date('2000-01-01T00:00:00Z');
const LAST_DAY = new Date('2040-12-31T00:00:00Z');
const day = fc.date({ min: FIRST_DAY, max: LAST_DAY, noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const window: fc.Arbitrary<NewArrivalWindow> = fc.record({ from: fc.option(day), to: fc.option(day), active: fc.boolean() });

describe('new arrival properties', () => {
  it('an article switched off is never new', () => {
    fc.assert(
      fc.property(window, day, (marking, today) => {
        expect(isNewArrival({ ...marking, active: false }, today)).toBe(false);
      }),
    );
  });

  it('opening either end of the window keeps every day that was new', () => {
    fc.assert(
      fc.property(window, day, (marking, today) => {
        if (!isNewArrival(marking, today)) return;
        expect(isNewArrival({ ...marking, from: null }, today)).toBe(true);
        expect(isNewArrival({ ...marking, to: null }, today)).toBe(true);
      }),
    );
  });

  it('a new day lies within the window', () => {
    fc.assert(
      fc.property(window, day, (marking, today) => {
        if (!isNewArrival(marking, today)) return;
        if (marking.from !== null) expect(marking.from <= today).toBe(true);
        if (marking.to !== null) expect(today <= marking.to).toBe(true);
      }),
    );
  });
});
