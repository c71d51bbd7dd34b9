import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { InvoiceFilter, OpenLineQuery, OpenLineRecord, OpenLineSum } from '../../../application/service/invoices/ports';
import type { Database } from '../database';
import { escapeLike } from '../like-pattern';
import { invoiceFilterConditions, invoiceLineColumns } from './invoice-line-columns';
import { invoiceLines, invoices } from './schema';

const openLinesOf = (customerId: string) => [eq(invoiceLines.customerId, customerId), isNull(invoiceLines.clearingDate)];

function statusCondition(statuses: readonly (string | null)[]): SQL {
  const texts = statuses.filter((status): status is string => status !== null);
  const conditions = [texts.length > 0 ? inArray(invoiceLines.status, texts) : undefined, statuses.includes(null) ? isNull(invoiceLines.status) : undefined];
  return or(...conditions) ?? sql`false`;
}

function searchCondition(search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  return or(ilike(invoices.invoiceNo, pattern), ilike(invoiceLines.accountingNo, pattern), ilike(invoiceLines.assignment, pattern), ilike(invoices.doNo, pattern))!;
}

function queryConditions(query: OpenLineQuery): SQL[] {
  const conditions = invoiceFilterConditions(query);
  if (query.companyCode) conditions.push(eq(invoiceLines.companyCode, query.companyCode));
  if (query.currency) conditions.push(eq(invoices.currency, query.currency));
  if (query.dueDates?.earliest) conditions.push(sql`${invoiceLines.dueDate} >= ${query.dueDates.earliest}`);
  if (query.dueDates?.latest) conditions.push(sql`${invoiceLines.dueDate} <= ${query.dueDates.latest}`);
  if (query.statuses) conditions.push(statusCondition(query.statuses));
  if (query.search) conditions.push(searchCondition(query.search));
  return conditions;
}

/** The customer's open lines counted and summed in the database: a large ledger's thousands of lines become a few groups. */
export async function openLineSums(db: Database, customerId: string, filter: InvoiceFilter): Promise<OpenLineSum[]> {
  const rows = await db
    .select({
      sorg: invoices.sorg,
      companyCode: invoiceLines.companyCode,
      companyName: invoices.companyName,
      payerCode: invoiceLines.payerCode,
      payerName: invoices.payerName,
      currency: invoices.currency,
      dueDate: invoiceLines.dueDate,
      status: invoiceLines.status,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`sum(${invoiceLines.accountingAmount})::text`,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(...openLinesOf(customerId), ...invoiceFilterConditions(filter)))
    .groupBy(invoices.sorg, invoiceLines.companyCode, invoices.companyName, invoiceLines.payerCode, invoices.payerName, invoices.currency, invoiceLines.dueDate, invoiceLines.status);
  return rows;
}

export async function openLineStatuses(db: Database, customerId: string): Promise<(string | null)[]> {
  const rows = await db.selectDistinct({ status: invoiceLines.status }).from(invoiceLines).where(and(...openLinesOf(customerId)));
  return rows.map((row) => row.status);
}

/** One page of matching open lines with the count of all matches, read in the same statement. */
export async function openLinePage(db: Database, customerId: string, query: OpenLineQuery, page: { offset: number; limit: number }): Promise<{ lines: OpenLineRecord[]; total: number }> {
  const where = and(...openLinesOf(customerId), ...queryConditions(query));
  const rows = await db
    .select({
      ...invoiceLineColumns,
      installmentCount: sql<number | null>`(select max(o.installment) from invoice_lines o where o.invoice_id = ${invoiceLines.invoiceId} and o.clearing_date is null)`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(where)
    .orderBy(asc(invoiceLines.dueDate), asc(invoices.invoiceNo), asc(invoiceLines.accountingNo))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length > 0) return { lines: rows.map(({ total: _total, ...line }) => line), total: rows[0]!.total };
  // A page past the end has no row to carry the count.
  if (page.offset === 0) return { lines: [], total: 0 };
  const [counted] = await db.select({ total: count() }).from(invoiceLines).innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId)).where(where);
  return { lines: [], total: counted?.total ?? 0 };
}
