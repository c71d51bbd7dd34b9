import { and, asc, between, eq, gt, sql } from 'drizzle-orm';
import type { DealerBonusRepository } from '../../../application/service/dealer-bonus/ports';
import type { BonusTier, ClearedPayment } from '../../../domain/dealer-bonus/bonus-programme';
import type { MonthTotal } from '../../../domain/sales-overview/sales-overview';
import type { Database } from '../database';
import { invoiceLines } from '../invoices/schema';
import { salesOrganisations } from '../schema';
import { salesMonthlyTotals as totals } from '../sales-overview/schema';
import { bonusTiers, retailRegistrations } from './schema';

/** The days of a year, as a range the date indexes serve. */
const daysOf = (year: number) => [`${year}-01-01`, `${year}-12-31`] as const;

/** The dealer bonus over its programme tables, the invoice items' monthly summary and the receivables ledger. */
export class DealerBonusRepositoryPostgres implements DealerBonusRepository {
  constructor(private readonly db: Database) {}

  async currencyOf(sorg: string): Promise<string> {
    const [row] = await this.db.select({ currency: salesOrganisations.currency }).from(salesOrganisations).where(eq(salesOrganisations.sorg, sorg));
    return row?.currency.display ?? '';
  }

  async tiers(sorg: string, year: number): Promise<BonusTier[]> {
    const rows = await this.db.select().from(bonusTiers).where(and(eq(bonusTiers.sorg, sorg), eq(bonusTiers.year, year))).orderBy(asc(bonusTiers.purchaseTarget));
    return rows.map((row) => ({
      name: row.name,
      purchaseTarget: row.purchaseTarget,
      bonusRate: row.bonusRate,
      minOnTimeRatio: Number(row.minOnTimeRatio),
      minRetailRegistrations: row.minRetailRegistrations,
    }));
  }

  async years(customerId: string, sorg: string): Promise<number[]> {
    const [bought, programmes] = await Promise.all([
      this.db.selectDistinct({ year: totals.year }).from(totals).where(and(eq(totals.customerId, customerId), eq(totals.sorg, sorg))),
      this.db.selectDistinct({ year: bonusTiers.year }).from(bonusTiers).where(eq(bonusTiers.sorg, sorg)),
    ]);
    return [...new Set([...bought, ...programmes].map((row) => row.year))].sort((a, b) => a - b);
  }

  async monthlyPurchase(customerId: string, sorg: string, year: number): Promise<MonthTotal[]> {
    return this.db
      .select({ month: totals.month, netSales: sql<string>`sum(${totals.netSales})::text` })
      .from(totals)
      .where(and(eq(totals.customerId, customerId), eq(totals.sorg, sorg), eq(totals.year, year)))
      .groupBy(totals.month)
      .orderBy(asc(totals.month));
  }

  async clearedPayments(customerId: string, year: number): Promise<ClearedPayment[]> {
    const rows = await this.db
      .select({ dueDate: invoiceLines.dueDate, clearingDate: invoiceLines.clearingDate })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.customerId, customerId), between(invoiceLines.clearingDate, ...daysOf(year)), gt(invoiceLines.accountingAmount, '0')));
    return rows.map((row) => ({ dueDate: row.dueDate, clearingDate: row.clearingDate! }));
  }

  async monthlyRegistrations(customerId: string, year: number): Promise<{ month: number; count: number }[]> {
    const month = sql<number>`extract(month from ${retailRegistrations.soldOn})::integer`;
    return this.db
      .select({ month, count: sql<number>`count(*)::integer` })
      .from(retailRegistrations)
      .where(and(eq(retailRegistrations.customerId, customerId), between(retailRegistrations.soldOn, ...daysOf(year))))
      .groupBy(month)
      .orderBy(month);
  }
}
