import type { CalendarDay } from '../../../domain/dates/calendar-day';
import { ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import { resolveActiveCustomer, type ActiveCustomerError, type ActiveCustomerRepository } from '../customers/active-customer';
import type { Clock } from '../shared/ports';
import type { InvoicesSettings } from './ports';

// Making a formatter costs far more than using one, and every invoice and claim answer asks for today.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormatIn(timeZone: string): Intl.DateTimeFormat {
  const known = dayFormats.get(timeZone);
  if (known) return known;
  const format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  dayFormats.set(timeZone, format);
  return format;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone, e.g. Asia/Jakarta. */
export function calendarDayIn(instant: Date, timeZone: string): CalendarDay {
  const parts = dayFormatIn(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/**
 * The business day of the customer the session acts for: today in its sales organisation's time zone, by the
 * service's clock. Due states, overdue days and the date filters' default ranges count from it, so the portal
 * takes it from here rather than from the browser's clock. Null when the session acts for no customer.
 */
export async function businessDay(
  deps: { activeCustomers: ActiveCustomerRepository; invoicesSettings: Pick<InvoicesSettings, 'today'>; clock: Clock },
  principal: Principal,
): Promise<Result<CalendarDay | null, ActiveCustomerError>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer.error === 'customer_required' ? ok(null) : customer;
  return ok(deps.invoicesSettings.today(customer.value.sorg, deps.clock.now()));
}
