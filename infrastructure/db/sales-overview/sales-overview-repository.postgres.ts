import { and, asc, desc, eq, inArray, sql, sum, type SQL } from 'drizzle-orm';
import type { SalesBreakdown, SalesFigure, SalesFilterOptions, SalesModelFigure, SalesOptionsScope, SalesOverviewRepository } from '../../../application/service/sales-overview/ports';
import type { MonthTotal, SalesOverviewFilter } from '../../../domain/sales-overview/sales-overview';
import type { Database } from '../database';
import { bikeCategories, salesOrganisations } from '../schema';
import { salesMonthlyTotals as totals } from './schema';

/** The summary rows one filter counts: always one customer's, then narrowed by every list the filter holds. */
function matching(customerId: string, filter: SalesOverviewFilter, year: number): SQL {
  const conditions: (SQL | undefined)[] = [eq(totals.customerId, customerId), eq(totals.year, year), eq(totals.sorg, filter.sorg)];
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

  async monthTotals(customerId: string, filter: SalesOverviewFilter, year: number): Promise<MonthTotal[]> {
    return this.db.select({ month: totals.month, netSales }).from(totals).where(matching(customerId, filter, year)).groupBy(totals.month).orderBy(asc(totals.month));
  }

  async breakdown(customerId: string, filter: SalesOverviewFilter): Promise<SalesBreakdown> {
    const where = matching(customerId, filter, filter.year);
    const categoryLabel = sql<string>`coalesce(max(${bikeCategories.wording}), ${totals.merchandiseCategory})`;
    const [brands, categories, models, series] = await Promise.all([
      this.db.select({ key: totals.brand, netSales, invoiceQuantity }).from(totals).where(where).groupBy(totals.brand).orderBy(desc(sum(totals.netSales)), asc(totals.brand)),
      this.db
        .select({ key: totals.merchandiseCategory, label: categoryLabel, netSales, invoiceQuantity })
        .from(totals)
        .leftJoin(bikeCategories, and(eq(bikeCategories.sorg, totals.sorg), eq(bikeCategories.mcid, totals.merchandiseCategory)))
        .where(where)
        .groupBy(totals.merchandiseCategory)
        .orderBy(desc(sum(totals.netSales)), asc(totals.merchandiseCategory)),
      this.db
        .select({ key: totals.modelCode, label: sql<string>`max(${totals.modelName})`, merchandiseCategory: totals.merchandiseCategory, netSales, invoiceQuantity })
        .from(totals)
        .where(where)
        .groupBy(totals.modelCode, totals.merchandiseCategory)
        .orderBy(desc(sum(totals.netSales)), asc(totals.modelCode)),
      this.db
        .select({ model: totals.modelCode, merchandiseCategory: totals.merchandiseCategory, key: totals.series, netSales, invoiceQuantity })
        .from(totals)
        .where(where)
        .groupBy(totals.modelCode, totals.merchandiseCategory, totals.series)
        .orderBy(desc(sum(totals.netSales)), asc(totals.series)),
    ]);
    return {
      brands: brands.map((row) => ({ key: row.key, label: row.key, netSales: row.netSales, invoiceQuantity: row.invoiceQuantity })),
      merchandiseCategories: categories.map((row) => ({ key: row.key, label: row.label, netSales: row.netSales, invoiceQuantity: row.invoiceQuantity })),
      models: modelsWithSeries(models, series),
    };
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

/** The series rows attached to their models; both lists come summed and ordered from the database. */
function modelsWithSeries(
  models: { key: string; label: string; merchandiseCategory: string; netSales: string; invoiceQuantity: number }[],
  series: { model: string; merchandiseCategory: string; key: string; netSales: string; invoiceQuantity: number }[],
): SalesModelFigure[] {
  const byModel = new Map<string, SalesFigure[]>();
  for (const row of series) {
    const key = `${row.merchandiseCategory}\u0000${row.model}`;
    byModel.set(key, [...(byModel.get(key) ?? []), { key: row.key, label: row.key, netSales: row.netSales, invoiceQuantity: row.invoiceQuantity }]);
  }
  return models.map((model) => ({ ...model, series: byModel.get(`${model.merchandiseCategory}\u0000${model.key}`) ?? [] }));
}
