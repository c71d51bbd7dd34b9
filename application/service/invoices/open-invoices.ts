import { groupOpenInvoices } from '../../../domain/invoices/due-state';
import { byCode } from '../../../domain/invoices/open-invoice';
import { sum, toDecimalString, money } from '../../../domain/money/money';
import { ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import { resolveActiveCustomer, type ActiveCustomerError, type ActiveCustomerRepository } from '../customers/active-customer';
import type { Clock } from '../shared/ports';
import { toAgeingView, toInvoiceView, type AgeingBucketView, type InvoiceView } from './invoice-views';
import type { InvoiceFilter, InvoiceRepository, InvoicesSettings } from './ports';

export interface InvoiceReadDeps {
  activeCustomers: ActiveCustomerRepository;
  invoices: InvoiceRepository;
  invoicesSettings: InvoicesSettings;
  clock: Clock;
}

/** A credit customer (payer) of a company with its open lines, oldest due first, and their ageing. */
export interface CreditCustomerInvoicesView {
  payerCode: string;
  payerName: string;
  currency: string;
  invoices: InvoiceView[];
  ageing: AgeingBucketView[];
  /** The sum of every open line, credit notes included, as a two-decimal string. */
  total: string;
}

export interface CompanyInvoicesView {
  companyCode: string;
  companyName: string;
  currency: string;
  creditCustomers: CreditCustomerInvoicesView[];
}

export interface OpenInvoicesRequest {
  payerCode?: string | null;
  sorgs?: readonly string[] | null;
  creditCustomers?: readonly string[] | null;
}

/** The filter of an invoice read: one payer, or the listed credit customers; the listed sales organisations. */
export function invoiceFilterOf(request: OpenInvoicesRequest): InvoiceFilter {
  const payer = request.payerCode?.trim();
  const creditCustomers = (request.creditCustomers ?? []).map((code) => code.trim()).filter(Boolean);
  const sorgs = (request.sorgs ?? []).map((sorg) => sorg.trim()).filter(Boolean);
  return { payerCodes: payer ? [payer] : creditCustomers.length > 0 ? creditCustomers : null, sorgs: sorgs.length > 0 ? sorgs : null };
}

/**
 * The open invoices of the customer the session acts for (openInvoiceV5), grouped by company and credit customer
 * with each payer's ageing. Every line not yet cleared is listed, whatever its status; the status group tells
 * the payable (Open) ones from those a payment request already covers. A session acting for nobody reads nothing.
 */
export async function openInvoices(deps: InvoiceReadDeps, principal: Principal, request: OpenInvoicesRequest): Promise<Result<CompanyInvoicesView[], ActiveCustomerError>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer.error === 'customer_required' ? ok([]) : customer;
  const today = deps.invoicesSettings.today(customer.value.sorg, deps.clock.now());
  const lines = await deps.invoices.openLines(customer.value.customerId, invoiceFilterOf(request));
  const byCurrency = new Map<string, typeof lines>();
  for (const line of lines) {
    const ofCurrency = byCurrency.get(line.currency) ?? [];
    byCurrency.set(line.currency, ofCurrency);
    ofCurrency.push(line);
  }
  const companies: CompanyInvoicesView[] = [];
  for (const [currency, currencyLines] of byCurrency) {
    for (const company of groupOpenInvoices(currencyLines, today, currency)) {
      companies.push({
        companyCode: company.companyCode,
        companyName: company.creditCustomers[0]?.invoices[0]?.companyName ?? company.companyCode,
        currency,
        creditCustomers: company.creditCustomers.map((payer) => ({
          payerCode: payer.payerCode,
          payerName: payer.payerName,
          currency,
          invoices: payer.invoices.map((line) => toInvoiceView(line, today)),
          ageing: payer.ageing.map(toAgeingView),
          total: toDecimalString(sum(currency, payer.invoices.map((line) => money(line.accountingAmount, currency))), 2),
        })),
      });
    }
  }
  return ok(companies.sort((a, b) => byCode(a.companyCode, b.companyCode) || byCode(a.currency, b.currency)));
}
