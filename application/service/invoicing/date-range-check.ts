import { dateRangeErrors, type DateRange, type DateRangeErrorKey, type DateRangePurpose } from '../../../domain/dates/date-range';

/** A date range a read was asked for that breaks the date-filter rules, with every rule it breaks (dictionary keys). */
export interface DateRangeRefused {
  ok: false;
  error: 'date_range';
  errors: DateRangeErrorKey[];
}

/**
 * The range as a read uses it (trimmed), or its refusal. The service applies the same rules as the screen
 * (domain/dates/date-range.ts), so no list is read for a range the portal would refuse.
 */
export function checkDateRange(request: { from: string; to: string }, purpose: DateRangePurpose): { ok: true; value: DateRange } | DateRangeRefused {
  const range = { from: request.from.trim(), to: request.to.trim() };
  const errors = dateRangeErrors(range, purpose);
  return errors.length === 0 ? { ok: true, value: range } : { ok: false, error: 'date_range', errors };
}
