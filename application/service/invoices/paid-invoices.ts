import { ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import { resolveActiveCustomer, type ActiveCustomerError } from '../customers/active-customer';
import { checkDateRange, type DateRangeRefused } from './date-range-check';
import { toInvoiceView, type InvoiceView } from './invoice-views';
import { invoiceFilterOf, type InvoiceReadDeps } from './open-invoices';

/**
 * The paid (cleared) invoice lines of the customer the session acts for, of invoices dated within a range
 * (invoiceV5), newest first. The range must pass the date-filter rules: at most 30 days, both ends in one year,
 * from not after to.
 */
export async function paidInvoices(
  deps: InvoiceReadDeps,
  principal: Principal,
  request: { from: string; to: string; sorgs?: readonly string[] | null; creditCustomers?: readonly string[] | null },
): Promise<Result<InvoiceView[], ActiveCustomerError> | DateRangeRefused> {
  const range = checkDateRange(request, 'filter');
  if (!range.ok) return range;
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer.error === 'customer_required' ? ok([]) : customer;
  const today = deps.invoicesSettings.today(customer.value.sorg, deps.clock.now());
  const lines = await deps.invoices.paidLines(customer.value.customerId, range.value, invoiceFilterOf(request));
  return ok(lines.map((line) => toInvoiceView(line, today)));
}
