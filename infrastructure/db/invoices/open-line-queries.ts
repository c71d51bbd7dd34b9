import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { InvoiceFilter, OpenLineQuery, OpenLineRecord, OpenLineSum } from '../../../application/service/invoices/ports';
import type { Database } from '../database';
import { escapeLike } from '../like-pattern';
import { invoiceLineColumns } from './invoice-line-columns';
import { invoiceLines, invoices } from './schema';

const openLinesOf = (customerId: string) => [eq(invoiceLines.customerId, customerId), isNull(invoiceLines.clearingDate)];

/** The lines' filter on their own columns: a sales-organisation filter reaches the invoices through a semi-join. */
function lineFilterConditions(customerId: string, filter: InvoiceFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.payerCodes && filter.payerCodes.length > 0) conditions.push(inArray(invoiceLines.payerCode, [...filter.payerCodes]));
  if (filter.sorgs && filter.sorgs.length > 0) {
    const ofSorgs = sql`select ${invoices.id} from ${invoices} where ${invoices.customerId} = ${customerId} and ${inArray(invoices.sorg, [...filter.sorgs])}`;
    conditions.push(sql`${invoiceLines.invoiceId} in (${ofSorgs})`);
  }
  return conditions;
}

function statusCondition(statuses: readonly (string | null)[]): SQL {
  const texts = statuses.filter((status): status is string => status !== null);
  const conditions = [texts.length > 0 ? inArray(invoiceLines.status, texts) : undefined, statuses.includes(null) ? isNull(invoiceLines.status) : undefined];
  return or(...conditions) ?? sql`false`;
}

function searchCondition(search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  return or(ilike(invoiceLines.invoiceNo, pattern), ilike(invoiceLines.accountingNo, pattern), ilike(invoiceLines.assignment, pattern))!;
}

function queryConditions(customerId: string, query: OpenLineQuery): SQL[] {
  const conditions = lineFilterConditions(customerId, query);
  if (query.companyCode) conditions.push(eq(invoiceLines.companyCode, query.companyCode));
  if (query.currency) conditions.push(eq(invoiceLines.currency, query.currency));
  if (query.dueDates?.earliest) conditions.push(sql`${invoiceLines.dueDate} >= ${query.dueDates.earliest}`);
  if (query.dueDates?.latest) conditions.push(sql`${invoiceLines.dueDate} <= ${query.dueDates.latest}`);
  if (query.statuses) conditions.push(statusCondition(query.statuses));
  if (query.search) conditions.push(searchCondition(query.search));
  return conditions;
}

/** The ledger's order, oldest due first; numbers compare by their characters, as the domain's byDueDate does. */
const LEDGER_ORDER = [asc(invoiceLines.dueDate), sql`${invoiceLines.invoiceNo} collate "C"`, sql`${invoiceLines.accountingNo} collate "C"`];

/**
 * The customer's open lines counted and summed in the database from the lines alone: a large ledger's thousands of
 * lines become a few groups. The names and sales organisation of each company and payer come from one invoice of it.
 */
export async function openLineSums(db: Database, customerId: string, filter: InvoiceFilter): Promise<OpenLineSum[]> {
  const sums = await db
    .select({
      companyCode: invoiceLines.companyCode,
      payerCode: invoiceLines.payerCode,
      currency: invoiceLines.currency,
      dueDate: invoiceLines.dueDate,
      status: invoiceLines.status,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`sum(${invoiceLines.accountingAmount})::text`,
      anInvoice: sql<string>`min(${invoiceLines.invoiceId}::text)`,
    })
    .from(invoiceLines)
    .where(and(...openLinesOf(customerId), ...lineFilterConditions(customerId, filter)))
    .groupBy(invoiceLines.companyCode, invoiceLines.payerCode, invoiceLines.currency, invoiceLines.dueDate, invoiceLines.status);
  const payerKey = (row: { companyCode: string; payerCode: string }) => `${row.companyCode}\u0000${row.payerCode}`;
  const invoiceOfPayer = new Map(sums.map((row) => [payerKey(row), row.anInvoice]));
  const named = invoiceOfPayer.size === 0 ? [] : await db
    .select({ companyCode: invoices.companyCode, payerCode: invoices.payerCode, sorg: invoices.sorg, companyName: invoices.companyName, payerName: invoices.payerName })
    .from(invoices)
    .where(inArray(invoices.id, [...invoiceOfPayer.values()]));
  const names = new Map(named.map((row) => [payerKey(row), row]));
  return sums.map(({ anInvoice: _anInvoice, ...row }) => {
    const name = names.get(payerKey(row));
    return { ...row, sorg: name?.sorg ?? '', companyName: name?.companyName ?? row.companyCode, payerName: name?.payerName ?? row.payerCode };
  });
}

export async function openLineStatuses(db: Database, customerId: string): Promise<(string | null)[]> {
  const rows = await db.selectDistinct({ status: invoiceLines.status }).from(invoiceLines).where(and(...openLinesOf(customerId)));
  return rows.map((row) => row.status);
}

/**
 * One page of matching open lines with the count of all matches: the lines alone are filtered, counted and ordered
 * (from the index in the ledger's order), and only the page's lines are joined to their invoices.
 */
export async function openLinePage(db: Database, customerId: string, query: OpenLineQuery, page: { offset: number; limit: number }): Promise<{ lines: OpenLineRecord[]; total: number }> {
  const matching = db
    .select({ id: sql<string>`${invoiceLines.id}`.as('page_line_id'), total: sql<number>`(count(*) over ())::int`.as('total') })
    .from(invoiceLines)
    .where(and(...openLinesOf(customerId), ...queryConditions(customerId, query)))
    .orderBy(...LEDGER_ORDER)
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  const rows = await db
    .select({
      ...invoiceLineColumns,
      installmentCount: sql<number | null>`(select max(o.installment) from invoice_lines o where o.invoice_id = ${invoiceLines.invoiceId} and o.clearing_date is null)`,
      total: matching.total,
    })
    .from(matching)
    .innerJoin(invoiceLines, eq(invoiceLines.id, matching.id))
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .orderBy(...LEDGER_ORDER);
  if (rows.length > 0) return { lines: rows.map(({ total: _total, ...line }) => line), total: rows[0]!.total };
  // A page past the end has no row to carry the count.
  if (page.offset === 0) return { lines: [], total: 0 };
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(invoiceLines).where(and(...openLinesOf(customerId), ...queryConditions(customerId, query)));
  return { lines: [], total: counted?.total ?? 0 };
}
