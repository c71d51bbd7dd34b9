import Decimal from 'decimal.js';
import { ok, refused, type Result } from '../shared/result';
import { userError, type UserError } from '../shared/user-error';

/**
 * The sales overview (spec 001 §3): a dealer's net sales from its invoice lines, by month against last year, by
 * brand, by merchandise category and by model with its series. Net sales are decimal strings (never floats).
 */

/** The product categories the overview narrows to; `overview` means every category (spec 001 §9 default). */
export const SALES_OVERVIEW_CATEGORIES = ['overview', 'bike', 'paa'] as const;
export type SalesOverviewCategory = (typeof SALES_OVERVIEW_CATEGORIES)[number];
export const DEFAULT_SALES_OVERVIEW_CATEGORY: SalesOverviewCategory = 'overview';

/** The months of a year, numbered as on an invoice date. */
export const MONTH_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
/** The earliest and latest year the overview reads; outside them no invoice can exist. */
export const SALES_YEAR_MIN = 2000;
export const SALES_YEAR_MAX = 2100;
/** The most values one list of the filter takes: more than any dealer's brands, categories or models. */
export const SALES_FILTER_LIST_MAX = 500;

export interface SalesOverviewFilter {
  sorg: string;
  year: number;
  /** The dealer's customer (payer) codes to count; empty means all of them. */
  custCodes: readonly string[];
  category: SalesOverviewCategory;
  /** Months 1–12; empty means the whole year. */
  months: readonly number[];
  brands: readonly string[];
  merchandiseCategories: readonly string[];
  models: readonly string[];
  series: readonly string[];
}

/**
 * The filter as asked, checked: a year the overview can hold, months 1–12, a known category and lists of a sensible
 * length. Values are trimmed and repeated ones dropped; the refusals name the spec's filter fields.
 */
export function checkSalesOverviewFilter(filter: SalesOverviewFilter): Result<SalesOverviewFilter> {
  const errors: UserError[] = [];
  if (!Number.isInteger(filter.year) || filter.year < SALES_YEAR_MIN || filter.year > SALES_YEAR_MAX) errors.push(userError('year', 'sales_overview_invalid_year'));
  if (!filter.months.every((month) => Number.isInteger(month) && month >= 1 && month <= 12)) errors.push(userError('months', 'sales_overview_invalid_month'));
  if (!SALES_OVERVIEW_CATEGORIES.includes(filter.category)) errors.push(userError('category', 'sales_overview_invalid_category'));
  const lists = { custCodes: filter.custCodes, brands: filter.brands, merchandiseCategories: filter.merchandiseCategories, models: filter.models, series: filter.series };
  for (const [field, values] of Object.entries(lists)) if (values.length > SALES_FILTER_LIST_MAX) errors.push(userError(field, 'sales_overview_too_many_values'));
  if (errors.length > 0) return refused(...errors);
  const clean = (values: readonly string[]) => [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))];
  return ok({
    ...filter,
    sorg: filter.sorg.trim(),
    months: [...new Set(filter.months)].sort((a, b) => a - b),
    custCodes: clean(filter.custCodes),
    brands: clean(filter.brands),
    merchandiseCategories: clean(filter.merchandiseCategories),
    models: clean(filter.models),
    series: clean(filter.series),
  });
}

/** Net sales of one month of a year, as the totals per month read them. */
export interface MonthTotal {
  month: number;
  netSales: string;
}

/** A month of the overview: this year's net sales against last year's. The name carries the month number. */
export interface SalesMonth {
  month: number;
  name: string;
  netSales: string;
  netSalesLastYear: string;
}

/**
 * Every month asked (all twelve when none are), in calendar order, with this year's and last year's net sales; a
 * month without invoices counts zero, so the chart and table never skip a month.
 */
export function salesMonths(thisYear: readonly MonthTotal[], lastYear: readonly MonthTotal[], months: readonly number[]): SalesMonth[] {
  const shown = months.length > 0 ? [...new Set(months)].sort((a, b) => a - b) : [...MONTH_NUMBERS];
  const sumOf = (totals: readonly MonthTotal[], month: number) =>
    totals.filter((total) => total.month === month).reduce((sum, total) => sum.plus(total.netSales), new Decimal(0));
  return shown.map((month) => ({
    month,
    name: String(month).padStart(2, '0'),
    netSales: sumOf(thisYear, month).toFixed(2),
    netSalesLastYear: sumOf(lastYear, month).toFixed(2),
  }));
}

/** Tenths of a percent: shares are shown to one decimal. */
const SHARE_UNITS = 1_000;

/**
 * Each figure's share of the positive total, in percent to one decimal, adding up to exactly 100 (largest
 * remainders get the rounding). A figure at or below zero (credit notes outweighing sales) has no share; when
 * nothing is positive every share is zero.
 */
export function salesShares(netSales: readonly string[]): number[] {
  const positive = netSales.map((value) => Decimal.max(new Decimal(value), 0));
  const total = positive.reduce((sum, value) => sum.plus(value), new Decimal(0));
  if (total.isZero()) return netSales.map(() => 0);
  const exact = positive.map((value) => value.times(SHARE_UNITS).dividedBy(total));
  const units = exact.map((value) => value.floor().toNumber());
  let left = SHARE_UNITS - units.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value.minus(value.floor()) })).sort((a, b) => b.remainder.comparedTo(a.remainder) || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    units[index]! += 1;
    left -= 1;
  }
  return units.map((value) => value / (SHARE_UNITS / 100));
}

/** The change from last year to this year in percent to one decimal; null when last year sold nothing to compare with. */
export function yearOnYearChange(netSales: string, netSalesLastYear: string): number | null {
  const last = new Decimal(netSalesLastYear);
  if (last.lte(0)) return null;
  return new Decimal(netSales).minus(last).times(100).dividedBy(last).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toNumber();
}
