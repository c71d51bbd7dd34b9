import { addDays, addYears, dayNumber, isCalendarDay, yearOf, type CalendarDay } from './calendar-day';

/**
 * A date range as a person picks it in a date filter: from and to are calendar days (YYYY-MM-DD) and both
 * are included, so 1 March to 1 March is a range of one day.
 */
export interface DateRange {
  from: CalendarDay;
  to: CalendarDay;
}

/**
 * What a range is for. A `filter` narrows a list on screen (paid invoices, shipment history, payment
 * requests); a `download` asks for a file covering a longer period.
 */
export type DateRangePurpose = 'filter' | 'download';

/** The most days one filter range may cover, both ends included (spec 001 §5 and §9). */
export const FILTER_RANGE_MAX_DAYS = 30;
/** The longest period a download may cover, in years (spec 001 §9). */
export const DOWNLOAD_RANGE_MAX_YEARS = 1;

/** Dictionary keys of the messages a date range can answer, in the order they are checked. */
export const DATE_RANGE_ERROR_KEYS = ['invalid_date', 'from_after_to', 'different_years', 'range_over_30_days', 'range_over_one_year'] as const;
export type DateRangeErrorKey = (typeof DATE_RANGE_ERROR_KEYS)[number];

/** The number of days a range covers, both ends included. */
export function daysInRange(range: DateRange): number {
  return dayNumber(range.to) - dayNumber(range.from) + 1;
}

/**
 * Why a date range cannot be used, as dictionary keys; none when it can. Every broken rule is named, in the
 * order of {@link DATE_RANGE_ERROR_KEYS}, so a screen can show the first and the server can report them all:
 * - both ends must be real calendar days (`invalid_date`; nothing else is checked then);
 * - from cannot be later than to (`from_after_to`);
 * - from and to must be in the same year (`different_years`);
 * - a filter covers at most {@link FILTER_RANGE_MAX_DAYS} days (`range_over_30_days`); a download at most
 *   one year, i.e. `to` comes before the same day a year after `from` (`range_over_one_year`). A range of
 *   negative length is already refused by `from_after_to`, so the length rules apply only to ordered ranges.
 */
export function dateRangeErrors(range: DateRange, purpose: DateRangePurpose): DateRangeErrorKey[] {
  if (!isCalendarDay(range.from) || !isCalendarDay(range.to)) return ['invalid_date'];
  const errors: DateRangeErrorKey[] = [];
  const ordered = range.from <= range.to;
  if (!ordered) errors.push('from_after_to');
  if (yearOf(range.from) !== yearOf(range.to)) errors.push('different_years');
  if (ordered && purpose === 'filter' && daysInRange(range) > FILTER_RANGE_MAX_DAYS) errors.push('range_over_30_days');
  if (ordered && purpose === 'download' && range.to >= addYears(range.from, DOWNLOAD_RANGE_MAX_YEARS)) errors.push('range_over_one_year');
  return errors;
}

/** Whether a range breaks none of the date-filter rules for its purpose. */
export function isValidDateRange(range: DateRange, purpose: DateRangePurpose): boolean {
  return dateRangeErrors(range, purpose).length === 0;
}

/**
 * The range a list opens with: the longest valid range ending today, i.e. the last
 * {@link FILTER_RANGE_MAX_DAYS} days for a filter and the year so far for a download, both cut at 1 January
 * so that the range stays within one year.
 */
export function defaultDateRange(today: CalendarDay, purpose: DateRangePurpose): DateRange {
  const firstOfYear = `${String(yearOf(today)).padStart(4, '0')}-01-01`;
  const from = purpose === 'filter' ? addDays(today, -(FILTER_RANGE_MAX_DAYS - 1)) : firstOfYear;
  return { from: from < firstOfYear ? firstOfYear : from, to: today };
}
