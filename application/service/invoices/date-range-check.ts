import { dateRangeErrors, type DateRange, type DateRangePurpose } from '../../../domain/dates/date-range';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError, type UserError } from '../../../domain/shared/user-error';

/** A date range a read was asked for that breaks the date-filter rules: one user error on the range per rule it breaks. */
export type DateRangeRefused = { ok: false; error: readonly UserError[] };

/**
 * The range as a read uses it (trimmed), or its refusal. The service applies the same rules as the screen
 * (domain/dates/date-range.ts), so no list is read for a range the portal would refuse.
 */
export function checkDateRange(request: { from: string; to: string }, purpose: DateRangePurpose): Result<DateRange> {
  const range = { from: request.from.trim(), to: request.to.trim() };
  const errors = dateRangeErrors(range, purpose);
  return errors.length === 0 ? ok(range) : refused(...errors.map((rule) => userError([], rule)));
}
