import { and, asc, desc, eq, inArray, sql, sum, type SQL } from 'drizzle-orm';
import type { SalesBreakdown, SalesFigure, SalesFilterOptions, SalesOptionsScope, SalesOverviewRepository } from '../../../application/service/sales-overview/ports';
import type { MonthTotal, SalesOverviewFilter } from '../../../domain/sales-overview/sales-overview';
import type { Database } from '../database';
import { bikeCategories, salesOrganisations } from '../schema';
import { salesMonthlyTotals as totals } from './schema';

/** The summary rows one filter counts in the years given: always one customer's, then narrowed by every list the filter holds. */
function matching(customerId: string, filter: SalesOverviewFilter, years: number[]): SQL {
  const conditions: (SQL | undefined)[] = [eq(totals.customerId, customerId), inArray(totals.year, years), eq(totals.sorg, filter.sorg)];
  if (filter.category !== 'overview') conditions.push(eq(totals.productCategory, filter.category));
  if (filter.custCodes.length > 0) conditions.push(inArray(totals.payerCode, [...filter.custCodes]));
  if (filter.months.length > 0) conditions.push(inArray(totals.month, [...filter.months]));
  if (filter.brands.length > 0) conditions.push(inArray(totals.brand, [...filter.brands]));
  if (filter.merchandiseCategories.length > 0) conditions.push(inArray(totals.merchandiseCategory, [...filter.merchandiseCategories]));
  if (filter.models.length > 0) conditions.push(inArray(totals.modelCode, [...filter.models]));
  if (filter.series.length > 0) conditions.push(inArray(totals.series, [...filter.series]));
  return and(...conditions)!;
}

const netSales = sql<string>`coalesce(sum(${totals.netSales}), 0)::text`;
const invoiceQuantity = sql<number>`coalesce(sum(${totals.invoiceQuantity}), 0)::integer`;

/** The sales overview over the invoice items' monthly summary (sales_monthly_totals), every sum taken in SQL. */
export class SalesOverviewRepositoryPostgres implements SalesOverviewRepository {
  constructor(private readonly db: Database) {}

  async currencyOf(sorg: string): Promise<string> {
    const [row] = await this.db.select({ currency: salesOrganisations.currency }).from(salesOrganisations).where(eq(salesOrganisations.sorg, sorg));
    return row?.currency.display ?? '';
  }

  async monthTotals(customerId: string, filter: SalesOverviewFilter): Promise<{ thisYear: MonthTotal[]; lastYear: MonthTotal[] }> {
    const rows = await this.db
      .select({ year: totals.year, month: totals.month, netSales })
      .from(totals)
      .where(matching(customerId, filter, [filter.year, filter.year - 1]))
      .groupBy(totals.year, totals.month)
      .orderBy(asc(totals.month));
    return { thisYear: rows.filter((row) => row.year === filter.year), lastYear: rows.filter((row) => row.year !== filter.year) };
  }

  async breakdown(customerId: string, filter: SalesOverviewFilter): Promise<SalesBreakdown> {
    const groupingSet = sql<number>`grouping(${totals.brand}, ${totals.modelCode}, ${totals.series})`;
    const categoryWording = this.db
      .select({ wording: bikeCategories.wording })
      .from(bikeCategories)
      .where(and(eq(bikeCategories.sorg, filter.sorg), eq(bikeCategories.mcid, totals.merchandiseCategory)));
    const rows = await this.db
      .select({
        groupingSet,
        brand: totals.brand,
        merchandiseCategory: totals.merchandiseCategory,
        categoryLabel: sql<string | null>`(${categoryWording})`,
        modelCode: totals.modelCode,
        modelName: sql<string | null>`max(${totals.modelName})`,
        series: totals.series,
        netSales,
        invoiceQuantity,
      })
      .from(totals)
      .where(matching(customerId, filter, [filter.year]))
      .groupBy(sql`grouping sets ((${totals.brand}), (${totals.merchandiseCategory}), (${totals.modelCode}, ${totals.merchandiseCategory}), (${totals.modelCode}, ${totals.merchandiseCategory}, ${totals.series}))`)
      .orderBy(groupingSet, desc(sum(totals.netSales)), asc(totals.brand), asc(totals.modelCode), asc(totals.series), asc(totals.merchandiseCategory));
    return breakdownOf(rows);
  }

  async salesPeriods(customerId: string, sorg: string | null): Promise<{ sorgs: string[]; years: number[] }> {
    const own = eq(totals.customerId, customerId);
    const [sorgs, years] = await Promise.all([
      this.db.selectDistinct({ value: totals.sorg }).from(totals).where(own).orderBy(asc(totals.sorg)),
      this.db.selectDistinct({ value: totals.year }).from(totals).where(sorg === null ? own : and(own, eq(totals.sorg, sorg))).orderBy(asc(totals.year)),
    ]);
    return { sorgs: sorgs.map((row) => row.value), years: years.map((row) => row.value) };
  }

  async filterOptions(customerId: string, scope: SalesOptionsScope): Promise<SalesFilterOptions> {
    const own = eq(totals.customerId, customerId);
    const inSorg = scope.sorg ? and(own, eq(totals.sorg, scope.sorg)) : own;
    const inYear = scope.year === null ? inSorg : and(inSorg, eq(totals.year, scope.year));
    const forCodes = scope.custCodes.length > 0 ? and(inYear, inArray(totals.payerCode, [...scope.custCodes])) : inYear;
    const [sorgs, years, customers, brands, categories, models, series] = await Promise.all([
      this.db.selectDistinct({ value: totals.sorg }).from(totals).where(own).orderBy(asc(totals.sorg)),
      this.db.selectDistinct({ value: totals.year }).from(totals).where(inSorg).orderBy(asc(totals.year)),
      this.db.select({ code: totals.payerCode, name: sql<string>`max(${totals.payerName})` }).from(totals).where(inYear).groupBy(totals.payerCode).orderBy(asc(totals.payerCode)),
      this.db.selectDistinct({ value: totals.brand }).from(totals).where(forCodes).orderBy(asc(totals.brand)),
      this.db
        .select({ key: totals.merchandiseCategory, label: sql<string>`coalesce(max(${bikeCategories.wording}), ${totals.merchandiseCategory})` })
        .from(totals)
        .leftJoin(bikeCategories, and(eq(bikeCategories.sorg, totals.sorg), eq(bikeCategories.mcid, totals.merchandiseCategory)))
        .where(forCodes)
        .groupBy(totals.merchandiseCategory)
        .orderBy(asc(totals.merchandiseCategory)),
      this.db.select({ key: totals.modelCode, label: sql<string>`max(${totals.modelName})` }).from(totals).where(forCodes).groupBy(totals.modelCode).orderBy(asc(totals.modelCode)),
      this.db.selectDistinct({ value: totals.series }).from(totals).where(and(forCodes, sql`${totals.series} <> ''`)).orderBy(asc(totals.series)),
    ]);
    return {
      sorgs: sorgs.map((row) => row.value),
      years: years.map((row) => row.value),
      customers,
      brands: brands.map((row) => row.value),
      merchandiseCategories: categories,
      models,
      series: series.map((row) => row.value),
    };
  }
}

/** grouping(brand, model_code, series) of each of the breakdown's grouping sets: a bit for each column it leaves out. */
const GROUPING_SETS = { brand: 0b011, merchandiseCategory: 0b111, model: 0b101, series: 0b100 } as const;

interface BreakdownRow {
  groupingSet: number;
  brand: string | null;
  merchandiseCategory: string | null;
  categoryLabel: string | null;
  modelCode: string | null;
  modelName: string | null;
  series: string | null;
  netSales: string;
  invoiceQuantity: number;
}

/** The breakdown from its four grouping sets, each summed and ordered by the database; series attached to their models. */
function breakdownOf(rows: BreakdownRow[]): SalesBreakdown {
  const breakdown: SalesBreakdown = { brands: [], merchandiseCategories: [], models: [] };
  const seriesByModel = new Map<string, SalesFigure[]>();
  const seriesOf = (row: BreakdownRow) => {
    const key = `${row.merchandiseCategory}\u0000${row.modelCode}`;
    let series = seriesByModel.get(key);
    if (!series) seriesByModel.set(key, (series = []));
    return series;
  };
  for (const row of rows) {
    const figure = (key: string | null, label: string | null = key): SalesFigure => ({ key: key ?? '', label: label ?? key ?? '', netSales: row.netSales, invoiceQuantity: row.invoiceQuantity });
    if (row.groupingSet === GROUPING_SETS.brand) breakdown.brands.push(figure(row.brand));
    else if (row.groupingSet === GROUPING_SETS.merchandiseCategory) breakdown.merchandiseCategories.push(figure(row.merchandiseCategory, row.categoryLabel));
    else if (row.groupingSet === GROUPING_SETS.model) breakdown.models.push({ ...figure(row.modelCode, row.modelName), merchandiseCategory: row.merchandiseCategory ?? '', series: seriesOf(row) });
    else seriesOf(row).push(figure(row.series));
  }
  return breakdown;
}
