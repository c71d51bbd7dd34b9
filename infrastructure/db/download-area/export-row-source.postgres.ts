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

  async *pages(module: DownloadModule, scope: ExportScope, range: DateRange): AsyncIterable<ExportRow[]> {
    const source = SOURCES[module];
    for (let offset = 0; ; offset += EXPORT_PAGE_ROWS) {
      const rows = (await this.db
        .select(source.columns)
        .from(source.table)
        .where(where(source, scope, range))
        .orderBy(...source.order.map((column) => asc(column)))
        .limit(EXPORT_PAGE_ROWS)
        .offset(offset)) as ExportRow[];
      if (rows.length > 0) yield rows;
      if (rows.length < EXPORT_PAGE_ROWS) return;
    }
  }
}
