import {
  checkSalesOverviewFilter,
  DEFAULT_SALES_OVERVIEW_CATEGORY,
  salesMonths,
  type SalesMonth,
  type SalesOverviewFilter,
} from '../../../domain/sales-overview/sales-overview';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { UserError } from '../../../domain/shared/user-error';
import type { Principal } from '../auth/ports';
import { resolveActiveCustomer, type ActiveCustomerError, type ActiveCustomerRepository } from '../customers/active-customer';
import type { Clock } from '../shared/ports';
import type { SalesBreakdown, SalesFilterOptions, SalesOverviewRepository } from './ports';

export interface SalesOverviewDeps {
  activeCustomers: ActiveCustomerRepository;
  salesOverview: SalesOverviewRepository;
  clock: Clock;
}

/** The filter as the portal sends it: anything left out takes the spec's default. */
export type SalesOverviewRequest = Partial<Omit<SalesOverviewFilter, 'sorg' | 'year'>> & { sorg?: string | null; year?: number | null };

export interface SalesOverviewReport extends SalesBreakdown {
  /** The filter the figures were counted with, defaults filled in. */
  filter: SalesOverviewFilter;
  currency: string;
  months: SalesMonth[];
}

export interface SalesOverviewFilterData extends SalesFilterOptions {
  /** The filter the overview opens with: the latest year with sales, the dealer's home sales organisation, all codes. */
  defaults: SalesOverviewFilter;
}

/** A refusal of the filter, or a session outside its customer. */
export type SalesOverviewError = ActiveCustomerError | readonly UserError[];

/** The filter with the spec's defaults: the home sales organisation when it has sales, the latest year with sales. */
function withDefaults(request: SalesOverviewRequest, periods: { sorgs: readonly string[]; years: readonly number[] }, homeSorg: string, now: Date): SalesOverviewFilter {
  const sorg = request.sorg?.trim() || (periods.sorgs.includes(homeSorg) ? homeSorg : (periods.sorgs[0] ?? homeSorg));
  return {
    sorg,
    year: request.year ?? periods.years.at(-1) ?? now.getUTCFullYear(),
    custCodes: request.custCodes ?? [],
    category: request.category ?? DEFAULT_SALES_OVERVIEW_CATEGORY,
    months: request.months ?? [],
    brands: request.brands ?? [],
    merchandiseCategories: request.merchandiseCategories ?? [],
    models: request.models ?? [],
    series: request.series ?? [],
  };
}

async function defaultsFor(deps: SalesOverviewDeps, customerId: string, homeSorg: string, request: SalesOverviewRequest): Promise<{ filter: SalesOverviewFilter; options: SalesFilterOptions }> {
  const sorgOptions = await deps.salesOverview.filterOptions(customerId, { sorg: request.sorg ?? null, year: request.year ?? null, custCodes: request.custCodes ?? [] });
  const filter = withDefaults(request, sorgOptions, homeSorg, deps.clock.now());
  const options = request.sorg && request.year ? sorgOptions : await deps.salesOverview.filterOptions(customerId, { sorg: filter.sorg, year: filter.year, custCodes: request.custCodes ?? [] });
  return { options, filter };
}

/**
 * The overview's filter with its defaults filled in from the sales organisations and years alone: the options of the
 * other fields are the filter page's business, and reading them for every overview would cost more than the figures.
 */
async function overviewFilter(deps: SalesOverviewDeps, customerId: string, homeSorg: string, request: SalesOverviewRequest): Promise<SalesOverviewFilter> {
  if (request.sorg?.trim() && request.year) return withDefaults(request, { sorgs: [], years: [] }, homeSorg, deps.clock.now());
  const sorgs = (await deps.salesOverview.salesPeriods(customerId, null)).sorgs;
  const sorg = request.sorg?.trim() || (sorgs.includes(homeSorg) ? homeSorg : (sorgs[0] ?? homeSorg));
  const years = request.year ? [] : (await deps.salesOverview.salesPeriods(customerId, sorg)).years;
  return withDefaults({ ...request, sorg }, { sorgs, years }, homeSorg, deps.clock.now());
}

/**
 * The options of each filter field (salesOverviewFilter), read from the invoices of the customer the session acts
 * for within the sales organisation and year asked (or the defaults), with the filter the overview opens with.
 */
export async function salesOverviewFilterData(deps: SalesOverviewDeps, principal: Principal, request: SalesOverviewRequest): Promise<Result<SalesOverviewFilterData, ActiveCustomerError>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer;
  const { filter, options } = await defaultsFor(deps, customer.value.customerId, customer.value.sorg, request);
  return ok({ ...options, defaults: filter });
}

/**
 * The sales overview of the customer the session acts for: net sales per month against last year, and by brand,
 * merchandise category and model with its series. Only that customer's invoices are ever counted, whatever codes the
 * filter names.
 */
export async function salesOverview(deps: SalesOverviewDeps, principal: Principal, request: SalesOverviewRequest): Promise<Result<SalesOverviewReport, SalesOverviewError>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer;
  const customerId = customer.value.customerId;
  const asked = await overviewFilter(deps, customerId, customer.value.sorg, request);
  const checked = checkSalesOverviewFilter(asked);
  if (!checked.ok) return err(checked.error);
  const filter = checked.value;
  const [thisYear, lastYear, breakdown, currency] = await Promise.all([
    deps.salesOverview.monthTotals(customerId, filter, filter.year),
    deps.salesOverview.monthTotals(customerId, filter, filter.year - 1),
    deps.salesOverview.breakdown(customerId, filter),
    deps.salesOverview.currencyOf(filter.sorg),
  ]);
  return ok({ filter, currency, months: salesMonths(thisYear, lastYear, filter.months), ...breakdown });
}
