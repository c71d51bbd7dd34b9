import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addYears, dayFromNumber, dayNumber, daysBetween, isCalendarDay } from './calendar-day';

/** Day numbers from 1900-01-01 to 2199-12-31: every date an invoice or a filter can carry, and then some. */
const FIRST_DAY = -25_567;
const LAST_DAY = 83_967;
/** The largest step tried: about thirty years either way. */
const MAX_STEP_DAYS = 11_000;

const dayNumbers = fc.integer({ min: FIRST_DAY, max: LAST_DAY });
const days = dayNumbers.map(dayFromNumber);
const steps = fc.integer({ min: -MAX_STEP_DAYS, max: MAX_STEP_DAYS });

describe('calendar day properties', () => {
  it('a day written from its number is a calendar day with that number', () => {
    fc.assert(
      fc.property(dayNumbers, (number) => {
        const day = dayFromNumber(number);
        expect(isCalendarDay(day)).toBe(true);
        expect(dayNumber(day)).toBe(number);
      }),
    );
  });

  it('day order is the order of the written days', () => {
    fc.assert(
      fc.property(days, days, (a, b) => {
        expect(Math.sign(daysBetween(a, b))).toBe(a < b ? 1 : a > b ? -1 : 0);
      }),
    );
  });

  it('adding days then counting them gives the days back', () => {
    fc.assert(
      fc.property(days, steps, (day, step) => {
        expect(daysBetween(day, addDays(day, step))).toBe(step);
      }),
    );
  });

  it('agrees with the platform calendar on every day', () => {
    fc.assert(
      fc.property(days, (day) => {
        expect(new Date(dayNumber(day) * 86_400_000).toISOString().slice(0, 10)).toBe(day);
      }),
    );
  });

  it('a year later is 365 or 366 days later, keeping month and day unless it is 29 February', () => {
    fc.assert(
      fc.property(days, (day) => {
        const later = addYears(day, 1);
        expect([365, 366]).toContain(daysBetween(day, later));
        if (!day.endsWith('02-29')) expect(later.slice(5)).toBe(day.slice(5));
      }),
    );
  });
});
