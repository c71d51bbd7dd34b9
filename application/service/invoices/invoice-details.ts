import { err, ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import { resolveActiveCustomer, type ActiveCustomerError } from '../customers/active-customer';
import { toInvoiceView, type InvoiceView } from './invoice-views';
import type { InvoiceItemRecord } from './ports';
import type { InvoiceReadDeps } from './open-invoices';

/** An invoice with all its ledger lines (installments, credit notes) and the articles it bills. */
export interface InvoiceDetailsView {
  invoice: InvoiceView;
  lines: InvoiceView[];
  items: InvoiceItemRecord[];
}

/** One invoice of the customer the session acts for; `invoice_not_found` for another customer's or an unknown one. */
export async function invoiceDetails(
  deps: InvoiceReadDeps,
  principal: Principal,
  request: { invoiceNo: string; sorg: string },
): Promise<Result<InvoiceDetailsView, ActiveCustomerError | 'invoice_not_found'>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer;
  const found = await deps.invoices.invoice(customer.value.customerId, request.sorg.trim(), request.invoiceNo.trim());
  if (!found || found.lines.length === 0) return err('invoice_not_found');
  const today = deps.invoicesSettings.today(customer.value.sorg, deps.clock.now());
  const lines = found.lines.map((line) => toInvoiceView(line, today));
  return ok({ invoice: lines[0]!, lines, items: found.items });
}
