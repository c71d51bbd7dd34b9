import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** The date pattern hosts get when they configure none (spec 000 §3). */
export const DEFAULT_DATE_FORMAT = 'DD MMM YYYY';
/** The time pattern hosts get when they configure none. */
export const DEFAULT_TIME_FORMAT = 'HH:mm:ss';

/** A calendar day without a time, as "2026-03-01": it is the same day in every time zone. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A point in time: an ISO-8601 string or milliseconds since the epoch. */
export type Instant = string | number;

function inZone(instant: Instant, timeZone: string) {
  if (typeof instant === 'string' && CALENDAR_DAY.test(instant)) {
    const day = dayjs.utc(instant);
    if (!day.isValid() || day.format('YYYY-MM-DD') !== instant) throw new RangeError(`not a date: "${instant}"`);
    return day;
  }
  const moment = dayjs(instant);
  if (!moment.isValid()) throw new RangeError(`not an instant: "${String(instant)}"`);
  // No zone is less than 16 minutes off UTC but UTC itself, which dayjs would read as hours.
  return moment.utcOffset(offsetMinutes(moment.valueOf(), timeZone));
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * How many minutes a time zone's wall clock is ahead of UTC at an instant. An Intl formatter is costly to make, so
 * one per zone is kept: dayjs's own tz() makes a new one for every date it converts, which a table of dates felt.
 */
function offsetMinutes(ms: number, timeZone: string): number {
  // Calendar days are written in UTC, a column of them at a time.
  if (timeZone === 'UTC') return 0;
  let wallClock = wallClocks.get(timeZone);
  if (!wallClock) {
    const fields = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' } as const;
    wallClock = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', ...fields });
    wallClocks.set(timeZone, wallClock);
  }
  const part = Object.fromEntries(wallClock.formatToParts(ms).map(({ type, value }) => [type, Number(value)]));
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  // The wall clock is read to the second, so the instant is too.
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** The names of the twelve months in a language, January first: short for MMM, long for MMMM. */
export interface MonthNames {
  short: readonly string[];
  long: readonly string[];
}

/** Month tokens of a dayjs pattern, outside the [bracketed] literal text the pattern may hold. */
const PATTERN_PARTS = /(\[[^\]]*\])/;
const MONTH_NAME_TOKEN = /MMMM|MMM/g;

/** The pattern with its month-name tokens replaced by the month's name in the language, as literal text. */
function withMonthNames(pattern: string, month: number, names: MonthNames): string {
  return pattern
    .split(PATTERN_PARTS)
    .map((part) => (part.startsWith('[') ? part : part.replace(MONTH_NAME_TOKEN, (token) => `[${(token === 'MMMM' ? names.long : names.short)[month]}]`)))
    .join('');
}

/**
 * A point in time written with a host's dayjs pattern (e.g. "DD MMM YYYY" → "01 Mar 2026") as the wall clock of
 * `timeZone` (an IANA name such as "Asia/Jakarta") shows it, with the month names of the reader's language when
 * given ("01 März 2026"). A calendar day without a time stays that day.
 */
export function formatInstant(instant: Instant, pattern: string, timeZone: string, monthNames?: MonthNames): string {
  const moment = inZone(instant, timeZone);
  return moment.format(monthNames ? withMonthNames(pattern, moment.month(), monthNames) : pattern);
}

/** The host's date: its dateFormat, "DD MMM YYYY" unless it sets another. */
export function formatDate(instant: Instant, config: { dateFormat?: string }, timeZone: string): string {
  return formatInstant(instant, config.dateFormat || DEFAULT_DATE_FORMAT, timeZone);
}

/** The host's time of day: its timeFormat, "HH:mm:ss" unless it sets another. */
export function formatTime(instant: Instant, config: { timeFormat?: string }, timeZone: string): string {
  return formatInstant(instant, config.timeFormat || DEFAULT_TIME_FORMAT, timeZone);
}

/** The host's date and time of day, parted by a space. */
export function formatDateTime(instant: Instant, config: { dateFormat?: string; timeFormat?: string }, timeZone: string): string {
  return `${formatDate(instant, config, timeZone)} ${formatTime(instant, config, timeZone)}`;
}
