/**
 * A calendar day: a date without a time, written "YYYY-MM-DD" (ISO 8601), e.g. "2026-03-01". Due dates, date
 * filters and "today" are calendar days; the caller decides which time zone "today" is in, so a day here is the
 * same day on every runtime.
 */
export type CalendarDay = string;

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** The day as a UTC midnight in epoch milliseconds, or null when the text is not a real calendar day. */
function utcMidnight(day: string): number | null {
  const match = CALENDAR_DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, unlike Date.UTC, does not move years 0–99 into the twentieth century.
  const moment = new Date(0);
  moment.setUTCFullYear(year, month - 1, date);
  // A date such as 2026-02-30 rolls over into March; reading the parts back catches it.
  if (moment.getUTCFullYear() !== year || moment.getUTCMonth() !== month - 1 || moment.getUTCDate() !== date) return null;
  return moment.getTime();
}

function requireDay(day: string): number {
  const ms = utcMidnight(day);
  if (ms === null) throw new RangeError(`Not a calendar day: "${day}"`);
  return ms;
}

/** Whether a text is a real calendar day written YYYY-MM-DD (2026-02-29 is not: 2026 is no leap year). */
export function isCalendarDay(value: string): boolean {
  return utcMidnight(value) !== null;
}

/** The number of the day counted from 1970-01-01 (day 0); earlier days are negative. */
export function dayNumber(day: CalendarDay): number {
  return Math.round(requireDay(day) / MS_PER_DAY);
}

/** The calendar day with a given day number (see {@link dayNumber}). */
export function dayFromNumber(number: number): CalendarDay {
  if (!Number.isSafeInteger(number)) throw new RangeError(`Not a day number: ${number}`);
  const moment = new Date(number * MS_PER_DAY);
  const year = moment.getUTCFullYear();
  if (year < 0 || year > 9999) throw new RangeError(`Day ${number} is outside the years 0000–9999`);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(moment.getUTCMonth() + 1, 2)}-${pad(moment.getUTCDate(), 2)}`;
}

/** How many days `to` is after `from`: 0 for the same day, negative when `to` is earlier. */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return dayNumber(to) - dayNumber(from);
}

/** The day `days` days after `day` (before it when negative). */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  return dayFromNumber(dayNumber(day) + days);
}

/** The year of a calendar day. */
export function yearOf(day: CalendarDay): number {
  requireDay(day);
  return Number(day.slice(0, 4));
}

/** The same day of the month `years` years later; 29 February becomes 28 February in a year without it. */
export function addYears(day: CalendarDay, years: number): CalendarDay {
  requireDay(day);
  const year = Number(day.slice(0, 4)) + years;
  const monthDay = day.slice(5);
  const candidate = `${String(year).padStart(4, '0')}-${monthDay}`;
  return isCalendarDay(candidate) ? candidate : `${String(year).padStart(4, '0')}-02-28`;
}
