import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { InvoiceFilter, OpenLineQuery, OpenLineRecord, OpenLineSum } from '../../../application/service/invoices/ports';
import type { CalendarDay } from '../../../domain/dates/calendar-day';
import { AGEING_BUCKETS, dueDateStandingForAgeingBucket, dueDatesOfAgeingBucket } from '../../../domain/invoices/due-state';
import type { Database } from '../database';
import { containsText } from '../like-pattern';
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
  return or(containsText(invoiceLines.invoiceNo, search), containsText(invoiceLines.accountingNo, search), containsText(invoiceLines.assignment, search))!;
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

/** A line's due date as the due date standing for its ageing bucket on `agedOn`: the buckets' bounds stay the domain's. */
function ageingBucketDueDate(agedOn: CalendarDay): SQL {
  const cases = AGEING_BUCKETS.map(({ key }) => {
    const { earliest, latest } = dueDatesOfAgeingBucket(key, agedOn);
    const bounds = [earliest === null ? undefined : sql`${invoiceLines.dueDate} >= ${earliest}`, latest === null ? undefined : sql`${invoiceLines.dueDate} <= ${latest}`];
    return sql`when ${and(...bounds)} then ${dueDateStandingForAgeingBucket(key, agedOn)}::date`;
  });
  return sql`(case ${sql.join(cases, sql` `)} end)`;
}

/**
 * The customer's open lines counted and summed in the database from the lines alone, per ageing bucket on `agedOn`
 * rather than per due date: a large ledger's thousands of lines become a few groups. The names and sales
 * organisation of each company and payer come from one invoice of it, joined in the same statement.
 */
export async function openLineSums(db: Database, customerId: string, filter: InvoiceFilter, agedOn: CalendarDay): Promise<OpenLineSum[]> {
  const open = db
    .select({
      companyCode: invoiceLines.companyCode,
      payerCode: invoiceLines.payerCode,
      currency: invoiceLines.currency,
      bucketDueDate: sql<string>`${ageingBucketDueDate(agedOn)}`.as('bucket_due_date'),
      status: invoiceLines.status,
      accountingAmount: invoiceLines.accountingAmount,
      invoiceId: invoiceLines.invoiceId,
    })
    .from(invoiceLines)
    .where(and(...openLinesOf(customerId), ...lineFilterConditions(customerId, filter)))
    .as('open_lines');
  const sums = db
    .select({
      companyCode: open.companyCode,
      payerCode: open.payerCode,
      currency: open.currency,
      dueDate: sql<string>`${open.bucketDueDate}::text`.as('due_date'),
      status: open.status,
      count: sql<number>`count(*)::int`.as('line_count'),
      amount: sql<string>`sum(${open.accountingAmount})::text`.as('amount'),
      // One invoice for all the sums of a company and payer, so they all carry the same names.
      payerInvoice: sql<string>`min(min(${open.invoiceId}::text)) over (partition by ${open.companyCode}, ${open.payerCode})`.as('payer_invoice'),
    })
    .from(open)
    .groupBy(open.companyCode, open.payerCode, open.currency, open.bucketDueDate, open.status)
    .as('sums');
  return db
    .select({
      companyCode: sums.companyCode,
      payerCode: sums.payerCode,
      currency: sums.currency,
      dueDate: sums.dueDate,
      status: sums.status,
      count: sums.count,
      amount: sums.amount,
      sorg: sql<string>`coalesce(${invoices.sorg}, '')`,
      companyName: sql<string>`coalesce(${invoices.companyName}, ${sums.companyCode})`,
      payerName: sql<string>`coalesce(${invoices.payerName}, ${sums.payerCode})`,
    })
    .from(sums)
    .leftJoin(invoices, sql`${invoices.id} = ${sums.payerInvoice}::uuid`);
}

export async function openLineStatuses(db: Database, customerId: string): Promise<(string | null)[]> {
  const rows = await db.selectDistinct({ status: invoiceLines.status }).from(invoiceLines).where(and(...openLinesOf(customerId)));
  return rows.map((row) => row.status);
}

/**
 * One page of matching open lines with the count of all matches, in one statement: the page's ids come from the index
 * in the ledger's order, and only those lines are joined to their invoices. Without a search the count is a subquery
 * of its own, since counting inside the page's query (a window) would fetch every match's row; a search reads every
 * open line of the customer anyway, so it counts them in that same scan.
 */
export async function openLinePage(db: Database, customerId: string, query: OpenLineQuery, page: { offset: number; limit: number }): Promise<{ lines: OpenLineRecord[]; total: number }> {
  const matches = and(...openLinesOf(customerId), ...queryConditions(customerId, query));
  const counted = db.select({ total: sql<number>`count(*)::int` }).from(invoiceLines).where(matches);
  const pageIds = db
    .select({
      id: sql<string>`${invoiceLines.id}`.as('page_line_id'),
      total: (query.search ? sql<number>`(count(*) over ())::int` : sql<number>`(${counted})`).as('total'),
    })
    .from(invoiceLines)
    .where(matches)
    .orderBy(...LEDGER_ORDER)
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  const rows = await db
    .select({
      ...invoiceLineColumns,
      installmentCount: sql<number | null>`(select max(o.installment) from invoice_lines o where o.invoice_id = ${invoiceLines.invoiceId} and o.clearing_date is null)`,
      total: pageIds.total,
    })
    .from(pageIds)
    .innerJoin(invoiceLines, eq(invoiceLines.id, pageIds.id))
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .orderBy(...LEDGER_ORDER);
  if (rows.length > 0) return { lines: rows.map(({ total: _total, ...line }) => line), total: rows[0]!.total };
  // A page past the end has no row to carry the count.
  if (page.offset === 0) return { lines: [], total: 0 };
  const [all] = await counted;
  return { lines: [], total: all?.total ?? 0 };
}
