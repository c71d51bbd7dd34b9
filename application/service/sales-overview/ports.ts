import type { MonthTotal, SalesOverviewFilter } from '../../../domain/sales-overview/sales-overview';

/** Net sales and invoiced quantity of one entry of a breakdown (a brand, a merchandise category, a model, a series). */
export interface SalesFigure {
  key: string;
  label: string;
  netSales: string;
  invoiceQuantity: number;
}

/** A model's figures with those of its series, and the merchandise category it belongs to (for the drill-down). */
export interface SalesModelFigure extends SalesFigure {
  merchandiseCategory: string;
  series: SalesFigure[];
}

export interface SalesBreakdown {
  brands: SalesFigure[];
  merchandiseCategories: SalesFigure[];
  models: SalesModelFigure[];
}

/** A dealer's customer (payer) code the overview can count, with its name. */
export interface SalesCustomerCode {
  code: string;
  name: string;
}

/** The values each filter field can take, read from the dealer's own invoices. */
export interface SalesFilterOptions {
  sorgs: string[];
  years: number[];
  customers: SalesCustomerCode[];
  brands: string[];
  merchandiseCategories: { key: string; label: string }[];
  models: { key: string; label: string }[];
  series: string[];
}

/** What the dealer's options are narrowed by: the sales organisation and year chosen so far, and its codes. */
export interface SalesOptionsScope {
  sorg: string | null;
  year: number | null;
  custCodes: readonly string[];
}

export interface SalesOverviewRepository {
  /** Net sales per month of the year, summed in the database over the filter (the filter's own year is ignored). */
  monthTotals(customerId: string, filter: SalesOverviewFilter, year: number): Promise<MonthTotal[]>;
  /** Net sales and quantity by brand, merchandise category and model with its series, largest first. */
  breakdown(customerId: string, filter: SalesOverviewFilter): Promise<SalesBreakdown>;
  filterOptions(customerId: string, scope: SalesOptionsScope): Promise<SalesFilterOptions>;
  /** The sales organisations the customer has sales in, and the years it has sales in within `sorg` (all when null). */
  salesPeriods(customerId: string, sorg: string | null): Promise<{ sorgs: string[]; years: number[] }>;
  /** The currency code of the sales organisation, which every amount of its overview is in. */
  currencyOf(sorg: string): Promise<string>;
}
