import type { CalendarDay } from '../../../domain/dates/calendar-day';
import { and, asc, desc, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { InvoiceFilter, InvoiceItemRecord, InvoiceLineRecord, InvoiceRepository, OpenLineQuery, PaymentDaysOfYear } from '../../../application/service/invoices/ports';
import type { DateRange } from '../../../domain/dates/date-range';
import type { Database } from '../database';
import { invoiceFilterConditions, invoiceLineColumns } from './invoice-line-columns';
import { openLinePage, openLineStatuses, openLineSums } from './open-line-queries';
import { invoiceItems, invoiceLines, invoices } from './schema';

export class InvoiceRepositoryPostgres implements InvoiceRepository {
  constructor(private readonly db: Database) {}

  openLines(customerId: string, filter: InvoiceFilter): Promise<InvoiceLineRecord[]> {
    return this.db
      .select(invoiceLineColumns)
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(and(eq(invoiceLines.customerId, customerId), isNull(invoiceLines.clearingDate), ...invoiceFilterConditions(filter)))
      .orderBy(asc(invoiceLines.dueDate), asc(invoices.invoiceNo), asc(invoiceLines.accountingNo));
  }

  openLineSums(customerId: string, filter: InvoiceFilter, agedOn: CalendarDay) {
    return openLineSums(this.db, customerId, filter, agedOn);
  }

  openLineStatuses(customerId: string) {
    return openLineStatuses(this.db, customerId);
  }

  openLinePage(customerId: string, query: OpenLineQuery, page: { offset: number; limit: number }) {
    return openLinePage(this.db, customerId, query, page);
  }

  paidLines(customerId: string, range: DateRange, filter: InvoiceFilter): Promise<InvoiceLineRecord[]> {
    return this.db
      .select(invoiceLineColumns)
      .from(invoices)
      .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
      .where(
        and(
          eq(invoices.customerId, customerId),
          gte(invoices.invoiceDate, range.from),
          lte(invoices.invoiceDate, range.to),
          isNotNull(invoiceLines.clearingDate),
          ...invoiceFilterConditions(filter),
        ),
      )
      .orderBy(desc(invoices.invoiceDate), asc(invoices.invoiceNo), asc(invoiceLines.accountingNo));
  }

  async invoice(customerId: string, sorg: string, invoiceNo: string): Promise<{ lines: InvoiceLineRecord[]; items: InvoiceItemRecord[] } | undefined> {
    const lines = await this.db
      .select(invoiceLineColumns)
      .from(invoices)
      .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
      .where(and(eq(invoices.customerId, customerId), eq(invoices.sorg, sorg), eq(invoices.invoiceNo, invoiceNo)))
      .orderBy(asc(invoiceLines.dueDate), asc(invoiceLines.accountingNo));
    if (lines.length === 0) return undefined;
    const items = await this.db
      .select({
        lineNo: invoiceItems.lineNo,
        articleCode: invoiceItems.articleCode,
        articleCodeDisplay: invoiceItems.articleCodeDisplay,
        name: invoiceItems.name,
        brand: invoiceItems.brand,
        uom: invoiceItems.uom,
        qty: invoiceItems.qty,
        price: invoiceItems.price,
        subTotal: invoiceItems.subTotal,
      })
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, lines[0]!.invoiceId))
      .orderBy(asc(invoiceItems.lineNo));
    return { lines, items };
  }

  async averagePaymentDays(customerId: string, sinceYear: number): Promise<PaymentDaysOfYear[]> {
    const year = sql<number>`extract(year from ${invoiceLines.clearingDate})::int`;
    const rows = await this.db
      .select({
        year,
        averageDays: sql<string>`round(avg(${invoiceLines.clearingDate} - ${invoices.invoiceDate}), 1)::text`,
        invoices: sql<number>`count(distinct ${invoiceLines.invoiceId})::int`,
      })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(
        and(
          eq(invoiceLines.customerId, customerId),
          isNotNull(invoiceLines.clearingDate),
          gte(invoiceLines.clearingDate, `${String(sinceYear).padStart(4, '0')}-01-01`),
          sql`${invoiceLines.accountingAmount} > 0`,
        ),
      )
      .groupBy(year)
      .orderBy(year);
    return rows;
  }
}
