import { and, asc, count, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ExportRow, ExportRowSource, ExportScope } from '../../../application/service/download-area/ports';
import type { DateRange } from '../../../domain/dates/date-range';
import type { DownloadModule } from '../../../domain/download-area/download-request';
import type { Database } from '../database';
import { invoices } from '../invoices/schema';
import { openOrderLines, orders } from '../orders/schema';
import { customers } from '../schema';

/** Rows read from the database per page of an export. */
export const EXPORT_PAGE_ROWS = 2_000;

interface ModuleSource {
  columns: Record<string, SQL | PgColumn>;
  table: typeof invoices | typeof openOrderLines | typeof orders;
  customerId: PgColumn;
  day: SQL | PgColumn;
  order: PgColumn[];
}

/** The prefix of the order columns a page carries beside the exported ones, for the next page to start after. */
const ORDER_KEY = '__order';

function withoutOrderKeys(row: Record<string, unknown>): ExportRow {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !key.startsWith(ORDER_KEY))) as ExportRow;
}

/** What each module exports: its columns (the sheet's header), its table, and the day the period filters on. */
const SOURCES: Record<DownloadModule, ModuleSource> = {
  invoices: {
    columns: { invoiceNo: invoices.invoiceNo, invoiceDate: invoices.invoiceDate, sorg: invoices.sorg, companyCode: invoices.companyCode, payerCode: invoices.payerCode, currency: invoices.currency, grandTotal: invoices.grandTotal, tax: invoices.tax, doNo: invoices.doNo },
    table: invoices,
    customerId: invoices.customerId,
    day: invoices.invoiceDate,
    order: [invoices.invoiceDate, invoices.id],
  },
  open_orders: {
    columns: { orderNumber: openOrderLines.orderNumber, orderDate: openOrderLines.orderDate, soNumber: openOrderLines.soNumber, custCode: openOrderLines.custCode, lineNo: openOrderLines.lineNo, articleCode: openOrderLines.articleCodeDisplay, articleName: openOrderLines.articleName, qty: openOrderLines.qty, price: openOrderLines.price, subTotal: openOrderLines.subTotal, currency: openOrderLines.currency },
    table: openOrderLines,
    customerId: openOrderLines.customerId,
    day: openOrderLines.orderDate,
    order: [openOrderLines.orderDate, openOrderLines.id],
  },
  orders: {
    columns: { orderNo: orders.orderNo, orderDate: sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`, sorg: orders.sorg, status: orders.status, custPoNo: orders.custPoNo, totalQty: orders.totalQty, totalOrder: orders.totalOrder, currency: orders.currency },
    table: orders,
    customerId: orders.customerId,
    day: sql`(${orders.createdAt} at time zone 'UTC')::date`,
    order: [orders.createdAt, orders.id],
  },
};

function scopeCondition(source: ModuleSource, scope: ExportScope): SQL {
  if ('customerId' in scope) return sql`${source.customerId} = ${scope.customerId}`;
  if (scope.sorgs.length === 0) return sql`false`;
  return sql`${source.customerId} in (select ${customers.id} from ${customers} where ${inArray(customers.sorg, scope.sorgs)})`;
}

function where(source: ModuleSource, scope: ExportScope, range: DateRange): SQL {
  return and(scopeCondition(source, scope), sql`${source.day} >= ${range.from}`, sql`${source.day} <= ${range.to}`)!;
}

export class ExportRowSourcePostgres implements ExportRowSource {
  constructor(private readonly db: Database) {}

  columns(module: DownloadModule): string[] {
    return Object.keys(SOURCES[module].columns);
  }

  async count(module: DownloadModule, scope: ExportScope, range: DateRange): Promise<number> {
    const source = SOURCES[module];
    const [row] = await this.db.select({ n: count() }).from(source.table).where(where(source, scope, range));
    return row?.n ?? 0;
  }

  /**
   * The rows page by page in the module's order, each page starting after the last row of the one before (keyset
   * paging), so every page costs the same however deep into a large export it is. The order columns travel as text,
   * which keeps a timestamp's microseconds for the next page's comparison.
   */
  async *pages(module: DownloadModule, scope: ExportScope, range: DateRange): AsyncIterable<ExportRow[]> {
    const source = SOURCES[module];
    const orderKeys = Object.fromEntries(source.order.map((column, index) => [`${ORDER_KEY}${index}`, sql<string>`${column}::text`]));
    let after: string[] | null = null;
    for (;;) {
      const conditions = [where(source, scope, range)];
      if (after) conditions.push(sql`(${sql.join(source.order, sql`, `)}) > (${sql.join(after.map((value) => sql`${value}`), sql`, `)})`);
      const rows = (await this.db
        .select({ ...source.columns, ...orderKeys })
        .from(source.table)
        .where(and(...conditions))
        .orderBy(...source.order.map((column) => asc(column)))
        .limit(EXPORT_PAGE_ROWS)) as Record<string, unknown>[];
      if (rows.length > 0) yield rows.map(withoutOrderKeys);
      if (rows.length < EXPORT_PAGE_ROWS) return;
      const last = rows[rows.length - 1]!;
      after = source.order.map((_, index) => String(last[`${ORDER_KEY}${index}`]));
    }
  }
}
