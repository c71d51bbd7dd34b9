import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { InvoiceFilter, InvoiceItemRecord, InvoiceLineRecord, InvoiceRepository, PaymentDaysOfYear } from '../../../application/service/invoices/ports';
import type { DateRange } from '../../../domain/dates/date-range';
import type { Database } from '../database';
import { invoiceItems, invoiceLines, invoices } from './schema';

/** The columns of an invoice line with its invoice's header, as InvoiceLineRecord names them. */
export const invoiceLineColumns = {
  id: invoiceLines.id,
  invoiceId: invoiceLines.invoiceId,
  invoiceNo: invoices.invoiceNo,
  accountingNo: invoiceLines.accountingNo,
  assignment: invoiceLines.assignment,
  installment: invoiceLines.installment,
  dueDate: invoiceLines.dueDate,
  accountingAmount: invoiceLines.accountingAmount,
  earlyPaymentDiscount: invoices.earlyPaymentDiscount,
  freightAllowance: invoices.freightAllowance,
  status: invoiceLines.status,
  companyCode: invoices.companyCode,
  companyName: invoices.companyName,
  payerCode: invoices.payerCode,
  payerName: invoices.payerName,
  sorg: invoices.sorg,
  currency: invoices.currency,
  doNo: invoices.doNo,
  invoiceDate: invoices.invoiceDate,
  fiscalYear: invoices.fiscalYear,
  grandTotal: invoices.grandTotal,
  tax: invoices.tax,
  shippingCost: invoices.shippingCost,
  discount: invoices.discount,
  recycleFee: invoices.recycleFee,
  surcharges: invoices.surcharges,
  paymentDiscount: invoiceLines.paymentDiscount,
  clearingDate: invoiceLines.clearingDate,
  notes: invoices.notes,
  detailNotes: invoiceLines.detailNotes,
  terms: invoices.terms,
  expeditionName: invoices.expeditionName,
  expeditionTracking: invoices.expeditionTracking,
  paymentRequestId: invoiceLines.paymentRequestId,
};

function filterConditions(filter: InvoiceFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.payerCodes && filter.payerCodes.length > 0) conditions.push(inArray(invoiceLines.payerCode, [...filter.payerCodes]));
  if (filter.sorgs && filter.sorgs.length > 0) conditions.push(inArray(invoices.sorg, [...filter.sorgs]));
  return conditions;
}

export class InvoiceRepositoryPostgres implements InvoiceRepository {
  constructor(private readonly db: Database) {}

  openLines(customerId: string, filter: InvoiceFilter): Promise<InvoiceLineRecord[]> {
    return this.db
      .select(invoiceLineColumns)
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(and(eq(invoiceLines.customerId, customerId), isNull(invoiceLines.clearingDate), ...filterConditions(filter)))
      .orderBy(asc(invoiceLines.dueDate), asc(invoices.invoiceNo), asc(invoiceLines.accountingNo));
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
          ...filterConditions(filter),
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
