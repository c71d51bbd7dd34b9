import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayFromNumber } from './calendar-day';
import { dateRangeErrors, defaultDateRange, FILTER_RANGE_MAX_DAYS, isValidDateRange, type DateRangePurpose } from './date-range';

/** Day numbers of 2024-01-01 to 2027-12-31: a leap year and year ends to cross. */
const FIRST_DAY = 19_723;
const LAST_DAY = 21_183;
/** Ranges drawn around the 30-day limit: up to twice its length either way. */
const MAX_SPAN_DAYS = 2 * FILTER_RANGE_MAX_DAYS;
const MS_PER_DAY = 86_400_000;

const purposes = fc.constantFrom<DateRangePurpose>('filter', 'download');
/** A range whose to lies near its from, so that both sides of every limit are drawn often. */
const nearRanges = fc
  .tuple(fc.integer({ min: FIRST_DAY, max: LAST_DAY }), fc.integer({ min: -MAX_SPAN_DAYS, max: MAX_SPAN_DAYS }))
  .map(([from, span]) => ({ from: dayFromNumber(from), to: dayFromNumber(from + span) }));
/** Any two days of the four years, so that long download ranges are drawn too. */
const anyRanges = fc
  .tuple(fc.integer({ min: FIRST_DAY, max: LAST_DAY }), fc.integer({ min: FIRST_DAY, max: LAST_DAY }))
  .map(([from, to]) => ({ from: dayFromNumber(from), to: dayFromNumber(to) }));

/** The rules as the spec words them, computed with the platform's own calendar. */
function validByTheSpec(range: { from: string; to: string }, purpose: DateRangePurpose): boolean {
  const from = Date.parse(`${range.from}T00:00:00Z`);
  const to = Date.parse(`${range.to}T00:00:00Z`);
  const sameYear = new Date(from).getUTCFullYear() === new Date(to).getUTCFullYear();
  const coveredDays = (to - from) / MS_PER_DAY + 1;
  if (from > to || !sameYear) return false;
  return purpose === 'filter' ? coveredDays <= 30 : coveredDays <= 366;
}

describe('date range properties', () => {
  it('accepts exactly the ranges the rules allow, near the limits', () => {
    fc.assert(
      fc.property(nearRanges, purposes, (range, purpose) => {
        expect(isValidDateRange(range, purpose)).toBe(validByTheSpec(range, purpose));
      }),
    );
  });

  it('accepts exactly the ranges the rules allow, over several years', () => {
    fc.assert(
      fc.property(anyRanges, purposes, (range, purpose) => {
        expect(isValidDateRange(range, purpose)).toBe(validByTheSpec(range, purpose));
      }),
    );
  });

  it('every valid filter range is a valid download range', () => {
    fc.assert(
      fc.property(nearRanges, (range) => {
        fc.pre(isValidDateRange(range, 'filter'));
        expect(isValidDateRange(range, 'download')).toBe(true);
      }),
    );
  });

  it('a range with a day that does not exist is refused for that alone', () => {
    fc.assert(
      fc.property(nearRanges, fc.constantFrom('2026-02-29', '2026-04-31', '2026-00-10', '26-03-01', 'today'), fc.boolean(), purposes, (range, broken, atFrom, purpose) => {
        const withBroken = atFrom ? { ...range, from: broken } : { ...range, to: broken };
        expect(dateRangeErrors(withBroken, purpose)).toEqual(['invalid_date']);
      }),
    );
  });

  it('the opening range is valid and ends today', () => {
    fc.assert(
      fc.property(fc.integer({ min: FIRST_DAY, max: LAST_DAY }).map(dayFromNumber), purposes, (today, purpose) => {
        const range = defaultDateRange(today, purpose);
        expect(range.to).toBe(today);
        expect(isValidDateRange(range, purpose)).toBe(true);
      }),
    );
  });
});
