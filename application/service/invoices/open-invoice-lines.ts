import { ageingOfDueDateSums, dueDatesOfAgeingBucket, invoiceStatusGroup, OPEN_INVOICE_SEARCH_MAX_LENGTH, statusesInGroups, type AgeingBucketKey, type InvoiceStatusGroup } from '../../../domain/invoices/due-state';
import { byCode } from '../../../domain/invoices/open-invoice';
import { money, sum, toDecimalString } from '../../../domain/money/money';
import { DEFAULT_PAGE_SIZE, isPageSize } from '../../../domain/tables/paging';
import { ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import { resolveActiveCustomer, type ActiveCustomerError } from '../customers/active-customer';
import { toAgeingView, toInvoiceView, type AgeingBucketView, type InvoiceView } from './invoice-views';
import { invoiceFilterOf, type InvoiceReadDeps, type OpenInvoicesRequest } from './open-invoices';
import type { OpenLineSum } from './ports';

/** A credit customer of a company: the total and ageing of its open lines, and how many are payable or being paid. */
export interface OpenInvoicePayerSummaryView {
  payerCode: string;
  payerName: string;
  currency: string;
  total: string;
  ageing: AgeingBucketView[];
  payableCount: number;
  notPayableCount: number;
}

export interface OpenInvoiceCompanySummaryView {
  sorg: string;
  companyCode: string;
  companyName: string;
  currency: string;
  creditCustomers: OpenInvoicePayerSummaryView[];
}


function payerSummary(sums: readonly OpenLineSum[], today: string): OpenInvoicePayerSummaryView {
  const { payerCode, payerName, currency } = sums[0]!;
  const payableCount = sums.filter((entry) => invoiceStatusGroup(entry.status) === 'open').reduce((count, entry) => count + entry.count, 0);
  const lineCount = sums.reduce((count, entry) => count + entry.count, 0);
  return {
    payerCode,
    payerName,
    currency,
    total: toDecimalString(sum(currency, sums.map((entry) => money(entry.amount, currency))), 2),
    ageing: ageingOfDueDateSums(sums, today, currency).map(toAgeingView),
    payableCount,
    notPayableCount: lineCount - payableCount,
  };
}

function groupedBy<T>(items: readonly T[], keyOf: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(keyOf(item)) ?? [];
    groups.set(keyOf(item), group);
    group.push(item);
  }
  return [...groups.entries()].sort(([a], [b]) => byCode(a, b));
}

/**
 * The totals and ageing of the open lines of the customer the session acts for, by company and credit customer
 * (and currency, since sums never mix currencies), without the lines: the database sums them per due date and status,
 * and the domain's buckets and status groups fold those sums.
 */
export async function openInvoiceSummary(deps: InvoiceReadDeps, principal: Principal, request: OpenInvoicesRequest): Promise<Result<OpenInvoiceCompanySummaryView[], ActiveCustomerError>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer.error === 'customer_required' ? ok([]) : customer;
  const today = deps.invoicesSettings.today(customer.value.sorg, deps.clock.now());
  const sums = await deps.invoices.openLineSums(customer.value.customerId, invoiceFilterOf(request), today);
  return ok(
    groupedBy(sums, (entry) => `${entry.companyCode}\u0000${entry.currency}`).map(([, companySums]) => ({
      sorg: companySums[0]!.sorg,
      companyCode: companySums[0]!.companyCode,
      companyName: companySums[0]!.companyName,
      currency: companySums[0]!.currency,
      creditCustomers: groupedBy(companySums, (entry) => entry.payerCode).map(([, payerSums]) => payerSummary(payerSums, today)),
    })),
  );
}

export interface OpenInvoiceLinesRequest extends OpenInvoicesRequest {
  companyCode?: string | null;
  currency?: string | null;
  ageingBucket?: AgeingBucketKey | null;
  statusGroups?: readonly InvoiceStatusGroup[] | null;
  search?: string | null;
  page?: number | null;
  limit?: number | null;
}

export interface OpenInvoiceLinePageView {
  items: (InvoiceView & { installmentCount: number | null })[];
  total: number;
  page: number;
  limit: number;
}

/**
 * One page of the open lines of the customer the session acts for, oldest due first, narrowed by company, credit
 * customer, currency, ageing bucket, status group and a search of the invoice, accounting and assignment numbers; the database pages and
 * counts, so a ledger of thousands of lines sends one page. A page size other than 10 or 20 falls back to 10.
 */
export async function openInvoiceLines(deps: InvoiceReadDeps, principal: Principal, request: OpenInvoiceLinesRequest): Promise<Result<OpenInvoiceLinePageView, ActiveCustomerError>> {
  const limit = request.limit && isPageSize(request.limit) ? request.limit : DEFAULT_PAGE_SIZE;
  const page = Math.max(1, Math.trunc(request.page ?? 1) || 1);
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer.error === 'customer_required' ? ok({ items: [], total: 0, page, limit }) : customer;
  const today = deps.invoicesSettings.today(customer.value.sorg, deps.clock.now());
  const statusGroups = request.statusGroups && request.statusGroups.length > 0 ? request.statusGroups : null;
  const statuses = statusGroups ? statusesInGroups(await deps.invoices.openLineStatuses(customer.value.customerId), statusGroups) : null;
  const search = request.search?.trim().slice(0, OPEN_INVOICE_SEARCH_MAX_LENGTH) || null;
  const found = await deps.invoices.openLinePage(
    customer.value.customerId,
    {
      ...invoiceFilterOf(request),
      companyCode: request.companyCode?.trim() || null,
      currency: request.currency?.trim() || null,
      dueDates: request.ageingBucket ? dueDatesOfAgeingBucket(request.ageingBucket, today) : null,
      statuses,
      search,
    },
    { offset: (page - 1) * limit, limit },
  );
  return ok({ items: found.lines.map((line) => ({ ...toInvoiceView(line, today), installmentCount: line.installmentCount })), total: found.total, page, limit });
}
