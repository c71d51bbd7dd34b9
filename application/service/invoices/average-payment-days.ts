import { ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import { resolveActiveCustomer, type ActiveCustomerError } from '../customers/active-customer';
import type { InvoiceReadDeps } from './open-invoices';
import type { PaymentDaysOfYear } from './ports';

/** How many years back average payment days are shown when the portal does not say: this year and the two before. */
export const DEFAULT_PAYMENT_DAYS_YEARS = 3;
/** The most years one request may ask for. */
export const MAX_PAYMENT_DAYS_YEARS = 10;

/**
 * Average payment days by year of the customer the session acts for: for the invoices cleared in a year, the
 * mean number of days from invoice date to clearing date. Years without a cleared invoice are left out.
 */
export async function averagePaymentDays(
  deps: InvoiceReadDeps,
  principal: Principal,
  request: { years?: number | null },
): Promise<Result<{ custCode: string; years: PaymentDaysOfYear[] } | null, ActiveCustomerError>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer.error === 'customer_required' ? ok(null) : customer;
  const years = Math.min(Math.max(Math.trunc(request.years ?? DEFAULT_PAYMENT_DAYS_YEARS), 1), MAX_PAYMENT_DAYS_YEARS);
  const thisYear = Number(deps.invoicesSettings.today(customer.value.sorg, deps.clock.now()).slice(0, 4));
  return ok({ custCode: customer.value.r3, years: await deps.invoices.averagePaymentDays(customer.value.customerId, thisYear - years + 1) });
}
