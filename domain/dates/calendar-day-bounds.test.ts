import { describe, expect, it } from 'vitest';
import { addDays, addYears, dayFromNumber, dayNumber, daysBetween } from './calendar-day';

/** The first and last days a four-digit year can write. */
const FIRST_DAY = '0000-01-01';
const LAST_DAY = '9999-12-31';

describe('calendar days at the ends of the four-digit years', () => {
  it('writes the first and the last day of years 0000 to 9999 and refuses the days just outside', () => {
    expect(dayFromNumber(dayNumber(FIRST_DAY))).toBe(FIRST_DAY);
    expect(dayFromNumber(dayNumber(LAST_DAY))).toBe(LAST_DAY);
    expect(() => dayFromNumber(dayNumber(FIRST_DAY) - 1)).toThrow(/outside the years 0000–9999/);
    expect(() => dayFromNumber(dayNumber(LAST_DAY) + 1)).toThrow(/outside the years 0000–9999/);
  });

  it('names the day number it refuses', () => {
    expect(() => dayFromNumber(1.5)).toThrow(/Not a day number: 1.5/);
    expect(() => dayFromNumber(Number.NaN)).toThrow(RangeError);
    expect(() => addDays(LAST_DAY, 1)).toThrow(/Day 2932897 is outside/);
  });

  it('names the text it refuses as a day', () => {
    expect(() => dayNumber('2026-02-30')).toThrow(/Not a calendar day: "2026-02-30"/);
    expect(() => daysBetween('2026-03-01', 'tomorrow')).toThrow(/"tomorrow"/);
  });

  it('writes years before 1000 with their leading zeros when adding years', () => {
    expect(addYears('1000-03-01', -1)).toBe('0999-03-01');
    expect(addYears('0008-02-29', 1)).toBe('0009-02-28');
  });
});
