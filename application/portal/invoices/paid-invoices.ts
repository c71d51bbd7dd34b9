import type { CalendarDay } from '../../../domain/dates/calendar-day';
import { dateRangeErrors, defaultDateRange, type DateRange, type DateRangeErrorKey } from '../../../domain/dates/date-range';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { InvoiceLine, InvoicesGateway } from './ports';

/** The range the paid-invoice list opens with: the last 30 days up to today, within this year. */
export function openingPaidInvoiceRange(today: CalendarDay): DateRange {
  return defaultDateRange(today, 'filter');
}

/** Why a range cannot filter paid invoices (at most 30 days, one year, from not after to); none when it can. */
export function paidInvoiceRangeErrors(range: DateRange): DateRangeErrorKey[] {
  return dateRangeErrors(range, 'filter');
}

/** Why paid invoices could not be listed: the range breaks the date-filter rules, or the service could not be reached or refused. */
export type PaidInvoicesError = { kind: 'invalid_range'; errors: DateRangeErrorKey[] } | { kind: 'load_failed' };

/** The paid lines of invoices dated within a range; a range that breaks the date-filter rules is not asked for. */
export type LoadPaidInvoices = (range: DateRange) => Promise<Result<InvoiceLine[], PaidInvoicesError>>;

export function createLoadPaidInvoices(deps: { invoices: InvoicesGateway }): LoadPaidInvoices {
  return async (range) => {
    const errors = paidInvoiceRangeErrors(range);
    if (errors.length > 0) return err({ kind: 'invalid_range', errors });
    try {
      return ok(await deps.invoices.paidInvoices(range));
    } catch {
      return err({ kind: 'load_failed' });
    }
  };
}
