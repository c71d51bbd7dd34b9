import type { InvoiceSelection } from '../../../domain/invoices/selection';
import { selectionFacts } from '../../../domain/invoices/selection-facts';
import { ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import { resolveActiveCustomer, type ActiveCustomerError } from '../customers/active-customer';
import { toInvoiceView, type InvoiceView } from './invoice-views';
import type { InvoiceReadDeps } from './open-invoices';

export interface PaymentSelectionFactsRequest {
  companyCode: string;
  payerCode: string;
  currency: string;
  selection: InvoiceSelection;
}

/**
 * The lines of one credit customer that decide how a selection on the payment screen is judged (domain
 * selectionFacts): the screen pages the payer's lines and still judges the selection exactly, as the service
 * judges it again when the request is made.
 */
export async function paymentSelectionFacts(deps: InvoiceReadDeps, principal: Principal, request: PaymentSelectionFactsRequest): Promise<Result<InvoiceView[], ActiveCustomerError>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer.error === 'customer_required' ? ok([]) : customer;
  const today = deps.invoicesSettings.today(customer.value.sorg, deps.clock.now());
  const payerLines = (await deps.invoices.openLines(customer.value.customerId, { payerCodes: [request.payerCode] })).filter(
    (line) => line.companyCode === request.companyCode && line.currency === request.currency,
  );
  return ok(selectionFacts(payerLines, request.selection).map((line) => toInvoiceView(line, today)));
}
