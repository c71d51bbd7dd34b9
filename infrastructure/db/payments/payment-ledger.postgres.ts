import { and, arrayOverlaps, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type {
  GatewayFacts,
  PayableLine,
  PaymentDocumentRecord,
  PaymentLedger,
  PaymentLedgerSession,
  PaymentRequestDraft,
  PaymentRequestFilter,
  PaymentRequestRecord,
  SavedPaymentRecord,
} from '../../../application/service/payments/ports';
import type { CalendarDay } from '../../../domain/dates/calendar-day';
import type { InvoiceSelection } from '../../../domain/invoices/selection';
import type { PaymentStatus } from '../../../domain/payments/payment-status';
import type { Database } from '../database';
import { invoiceLines, paymentRequestLines } from '../invoices/schema';
import { encodedSelectionKey, selectionKeySql } from './selection-key-sql';
import { paymentDocuments, paymentMerchants, paymentRequests, savedPayments } from './schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OPEN = 'Open';
const PAID = 'Paid';

const requestColumns = {
  id: paymentRequests.id,
  requestNo: paymentRequests.requestNo,
  kind: paymentRequests.kind,
  orderNo: paymentRequests.orderNo,
  customerId: paymentRequests.customerId,
  userId: paymentRequests.userId,
  payerCode: paymentRequests.payerCode,
  payerName: paymentRequests.payerName,
  companyCode: paymentRequests.companyCode,
  sorg: paymentRequests.sorg,
  currency: paymentRequests.currency,
  merchantId: paymentRequests.paymentMerchantId,
  merchant: paymentMerchants.merchant,
  instruction: paymentMerchants.instruction,
  methodType: paymentRequests.methodType,
  savedPaymentId: paymentRequests.savedPaymentId,
  instrumentDisplay: paymentRequests.instrumentDisplay,
  amount: paymentRequests.amount,
  totalBeforeDiscount: paymentRequests.totalBeforeDiscount,
  earlyPaymentDiscount: paymentRequests.earlyPaymentDiscount,
  freightAllowance: paymentRequests.freightAllowance,
  paymentMethodDiscount: paymentRequests.paymentMethodDiscount,
  isPartial: paymentRequests.isPartial,
  positiveInvoiceNumbers: paymentRequests.positiveInvoiceNumbers,
  negativeInvoiceNumbers: paymentRequests.negativeInvoiceNumbers,
  accountingNumbers: paymentRequests.accountingNumbers,
  status: paymentRequests.status,
  externalId: paymentRequests.externalId,
  virtualAccountNo: paymentRequests.virtualAccountNo,
  expiresAt: paymentRequests.expiresAt,
  settlesAt: paymentRequests.settlesAt,
  failureReason: paymentRequests.failureReason,
  idempotencyKey: paymentRequests.idempotencyKey,
  requestHash: paymentRequests.requestHash,
  createdAt: paymentRequests.createdAt,
  updatedAt: paymentRequests.updatedAt,
};

const documentColumns = {
  id: paymentDocuments.id,
  paymentRequestId: paymentDocuments.paymentRequestId,
  kind: paymentDocuments.kind,
  fileName: paymentDocuments.fileName,
  storedName: paymentDocuments.storedName,
  contentType: paymentDocuments.contentType,
  size: paymentDocuments.size,
  uploadedAt: paymentDocuments.uploadedAt,
};

type RequestRow = Omit<PaymentRequestRecord, 'documents' | 'status' | 'kind'> & { status: string; kind: string };
type DocumentRow = Omit<PaymentDocumentRecord, 'kind'> & { kind: string };

/** Reads requests with their documents; `lock` holds the request rows until the transaction ends. */
async function loadRequests(
  db: Database,
  where: SQL | undefined,
  options: { lock?: boolean; limit?: number; offset?: number; newestFirst?: boolean } = {},
): Promise<PaymentRequestRecord[]> {
  const query = db
    .select(requestColumns)
    .from(paymentRequests)
    .innerJoin(paymentMerchants, eq(paymentMerchants.id, paymentRequests.paymentMerchantId))
    .where(where)
    .orderBy(...(options.newestFirst === false ? [asc(paymentRequests.createdAt)] : [desc(paymentRequests.createdAt), desc(paymentRequests.requestNo)]))
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit);
  if (options.offset !== undefined) query.offset(options.offset);
  if (options.lock) query.for('update', { of: paymentRequests });
  const rows: RequestRow[] = await query;
  if (rows.length === 0) return [];
  const documents: DocumentRow[] = await db
    .select(documentColumns)
    .from(paymentDocuments)
    .where(inArray(paymentDocuments.paymentRequestId, rows.map((row) => row.id)))
    .orderBy(asc(paymentDocuments.uploadedAt), asc(paymentDocuments.id));
  return rows.map((row) => ({
    ...row,
    kind: row.kind as PaymentRequestRecord['kind'],
    status: row.status as PaymentStatus,
    documents: documents.filter((document) => document.paymentRequestId === row.id).map((document) => ({ ...document, kind: document.kind as PaymentDocumentRecord['kind'] })),
  }));
}

/** The condition naming a request by its number, or else the newest request of the order with that number. */
function byNumber(customerId: string, number: string): SQL {
  return and(
    eq(paymentRequests.customerId, customerId),
    or(
      eq(paymentRequests.requestNo, number),
      and(
        eq(paymentRequests.orderNo, number),
        sql`not exists (select 1 from payment_requests other where other.request_no = ${number} and other.customer_id = ${customerId})`,
        sql`${paymentRequests.createdAt} = (select max(latest.created_at) from payment_requests latest where latest.order_no = ${number} and latest.customer_id = ${customerId})`,
      ),
    ),
  )!;
}

class PaymentLedgerSessionPostgres implements PaymentLedgerSession {
  constructor(private readonly tx: Database) {}

  async lockPayer(customerId: string, payerCode: string): Promise<void> {
    await this.tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${customerId}/${payerCode}`}, 0))`);
  }

  async requestByIdempotencyKey(customerId: string, key: string): Promise<PaymentRequestRecord | undefined> {
    const [found] = await loadRequests(this.tx, and(eq(paymentRequests.customerId, customerId), eq(paymentRequests.idempotencyKey, key)));
    return found;
  }

  async payerLinesFor(customerId: string, payerCode: string, selection: InvoiceSelection): Promise<PayableLine[]> {
    const keys = [...selection.assignments.map((key) => encodedSelectionKey({ list: 'assignments', key })), ...selection.creditNoteNumbers.map((key) => encodedSelectionKey({ list: 'creditNoteNumbers', key }))];
    const keyArray = sql`array[${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )}]::text[]`;
    // Dates and amounts are read as text, so both engines answer the same strings.
    const result = (await this.tx.execute(sql`
      with payer as (
        select l.id, i.invoice_no, l.accounting_no, l.assignment, l.installment, l.due_date::text as due_date, l.accounting_amount::text as accounting_amount, l.accounting_amount as amount,
          i.early_payment_discount::text as early_payment_discount, i.freight_allowance::text as freight_allowance, l.status, l.company_code, l.payer_code, i.payer_name, i.sorg, i.currency, l.payment_request_id,
          ${selectionKeySql(sql`l.accounting_amount`, sql`l.assignment`, sql`i.invoice_no`)} as selection_key
        from invoice_lines l join invoices i on i.id = l.invoice_id
        where l.customer_id = ${customerId} and l.payer_code = ${payerCode} and l.clearing_date is null
      ),
      chosen as (select * from payer where selection_key = any(${keyArray}))
      select * from chosen
      union
      select p.* from payer p where p.amount > 0 and p.invoice_no in (select invoice_no from chosen)
      union
      select * from (
        select distinct on (p.company_code) p.* from payer p
        where p.amount > 0 and p.selection_key <> all(${keyArray})
          and lower(regexp_replace(btrim(coalesce(p.status, '')), '\\s+', ' ', 'g')) in ('', 'open')
        order by p.company_code, p.due_date, p.invoice_no collate "C", p.accounting_no collate "C"
      ) earliest`)) as unknown as { rows: Record<string, unknown>[] };
    return result.rows.map((row) => ({
      id: String(row.id),
      invoiceNo: String(row.invoice_no),
      accountingNo: String(row.accounting_no),
      assignment: String(row.assignment),
      installment: row.installment === null ? null : Number(row.installment),
      dueDate: String(row.due_date),
      accountingAmount: String(row.accounting_amount),
      earlyPaymentDiscount: String(row.early_payment_discount),
      freightAllowance: String(row.freight_allowance),
      status: row.status === null ? null : String(row.status),
      companyCode: String(row.company_code),
      payerCode: String(row.payer_code),
      payerName: String(row.payer_name),
      sorg: String(row.sorg),
      currency: String(row.currency),
      paymentRequestId: row.payment_request_id === null ? null : String(row.payment_request_id),
    }));
  }

  async payerHasOpenLines(customerId: string, payerCode: string): Promise<boolean> {
    const [found] = await this.tx
      .select({ id: invoiceLines.id })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.customerId, customerId), eq(invoiceLines.payerCode, payerCode), isNull(invoiceLines.clearingDate)))
      .limit(1);
    return found !== undefined;
  }

  async insertRequest(draft: PaymentRequestDraft): Promise<PaymentRequestRecord> {
    const { merchantId, ...rest } = draft;
    const [row] = await this.tx
      .insert(paymentRequests)
      .values({ ...rest, paymentMerchantId: merchantId, status: 'pending', updatedAt: draft.createdAt })
      .returning({ id: paymentRequests.id });
    const [created] = await loadRequests(this.tx, eq(paymentRequests.id, row!.id));
    return created!;
  }

  async coverLines(requestId: string, lines: readonly { lineId: string; amount: string }[], status: string): Promise<void> {
    if (lines.length === 0) return;
    await this.tx.insert(paymentRequestLines).values(lines.map((line) => ({ paymentRequestId: requestId, invoiceLineId: line.lineId, amount: line.amount })));
    await this.tx
      .update(invoiceLines)
      .set({ status, paymentRequestId: requestId })
      .where(inArray(invoiceLines.id, lines.map((line) => line.lineId)));
  }

  async insertSavedPayment(record: Omit<SavedPaymentRecord, 'id' | 'merchant' | 'methodId' | 'methodType'>): Promise<string> {
    const { merchantId, ...rest } = record;
    const [inserted] = await this.tx
      .insert(savedPayments)
      .values({ ...rest, paymentMerchantId: merchantId })
      .onConflictDoNothing({ target: [savedPayments.userId, savedPayments.token] })
      .returning({ id: savedPayments.id });
    if (inserted) return inserted.id;
    const [existing] = await this.tx
      .select({ id: savedPayments.id })
      .from(savedPayments)
      .where(and(eq(savedPayments.userId, record.userId), eq(savedPayments.token, record.token)));
    return existing!.id;
  }

  async setGatewayFacts(requestId: string, facts: GatewayFacts): Promise<void> {
    await this.tx.update(paymentRequests).set(facts).where(eq(paymentRequests.id, requestId));
  }

  async lockRequest(customerId: string, key: { id: string } | { number: string }): Promise<PaymentRequestRecord | undefined> {
    if ('id' in key && !UUID.test(key.id)) return undefined;
    const where = 'id' in key ? and(eq(paymentRequests.customerId, customerId), eq(paymentRequests.id, key.id)) : byNumber(customerId, key.number);
    const [found] = await loadRequests(this.tx, where, { lock: true, limit: 1 });
    return found;
  }

  async moveRequest(requestId: string, from: PaymentStatus, to: PaymentStatus, at: Date, failureReason: string | null): Promise<boolean> {
    const moved = await this.tx
      .update(paymentRequests)
      .set({ status: to, updatedAt: at, ...(failureReason !== null ? { failureReason } : {}) })
      .where(and(eq(paymentRequests.id, requestId), eq(paymentRequests.status, from)))
      .returning({ id: paymentRequests.id });
    return moved.length > 0;
  }

  requestLines(requestId: string): Promise<{ lineId: string; accountingAmount: string }[]> {
    return this.tx
      .select({ lineId: invoiceLines.id, accountingAmount: invoiceLines.accountingAmount })
      .from(paymentRequestLines)
      .innerJoin(invoiceLines, eq(invoiceLines.id, paymentRequestLines.invoiceLineId))
      .where(eq(paymentRequestLines.paymentRequestId, requestId))
      .orderBy(asc(invoiceLines.accountingNo));
  }

  async setLinesStatus(requestId: string, status: string): Promise<void> {
    await this.tx
      .update(invoiceLines)
      .set({ status })
      .where(and(eq(invoiceLines.paymentRequestId, requestId), isNull(invoiceLines.clearingDate)));
  }

  async releaseLines(requestId: string): Promise<void> {
    await this.tx
      .update(invoiceLines)
      .set({ status: OPEN, paymentRequestId: null })
      .where(and(eq(invoiceLines.paymentRequestId, requestId), isNull(invoiceLines.clearingDate)));
  }

  async clearLines(lineIds: readonly string[], clearingDate: CalendarDay): Promise<void> {
    if (lineIds.length === 0) return;
    await this.tx
      .update(invoiceLines)
      .set({ status: PAID, clearingDate, paymentRequestId: null })
      .where(inArray(invoiceLines.id, [...lineIds]));
  }

  async reduceLine(lineId: string, remaining: string): Promise<void> {
    await this.tx.update(invoiceLines).set({ accountingAmount: remaining, status: OPEN, paymentRequestId: null }).where(eq(invoiceLines.id, lineId));
  }

  async addDocument(record: Omit<PaymentDocumentRecord, 'id'>): Promise<PaymentDocumentRecord> {
    const [row] = await this.tx.insert(paymentDocuments).values(record).returning(documentColumns);
    return { ...row!, kind: row!.kind as PaymentDocumentRecord['kind'] };
  }

  async removeDocument(documentId: string): Promise<void> {
    await this.tx.delete(paymentDocuments).where(eq(paymentDocuments.id, documentId));
  }
}

export class PaymentLedgerPostgres implements PaymentLedger {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (session: PaymentLedgerSession) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new PaymentLedgerSessionPostgres(tx as unknown as Database)));
  }

  async requests(customerId: string, filter: PaymentRequestFilter): Promise<{ items: PaymentRequestRecord[]; total: number }> {
    const createdDay = sql`(${paymentRequests.createdAt} at time zone 'UTC')::date`;
    const where = and(
      eq(paymentRequests.customerId, customerId),
      filter.statuses ? inArray(paymentRequests.status, [...filter.statuses]) : undefined,
      filter.range ? and(gte(createdDay, filter.range.from), lte(createdDay, filter.range.to)) : undefined,
    );
    const [total] = await this.db.select({ total: count() }).from(paymentRequests).where(where);
    const items = await loadRequests(this.db, where, { limit: filter.limit, offset: (filter.page - 1) * filter.limit });
    return { items, total: total?.total ?? 0 };
  }

  requestsOfPayer(customerId: string, payerCode: string, invoiceNos: readonly string[], merchant: string | null): Promise<PaymentRequestRecord[]> {
    const numbers = [...invoiceNos];
    return loadRequests(
      this.db,
      and(
        eq(paymentRequests.customerId, customerId),
        eq(paymentRequests.payerCode, payerCode),
        or(arrayOverlaps(paymentRequests.positiveInvoiceNumbers, numbers), arrayOverlaps(paymentRequests.negativeInvoiceNumbers, numbers)),
        merchant ? eq(paymentMerchants.merchant, merchant) : undefined,
      ),
    );
  }

  pendingRequestsOfPayer(customerId: string, payerCode: string, merchant: string | null): Promise<PaymentRequestRecord[]> {
    return loadRequests(
      this.db,
      and(
        eq(paymentRequests.customerId, customerId),
        eq(paymentRequests.payerCode, payerCode),
        eq(paymentRequests.status, 'pending'),
        merchant ? eq(paymentMerchants.merchant, merchant) : undefined,
      ),
    );
  }

  orderRequests(customerId: string, orderNos: readonly string[]): Promise<PaymentRequestRecord[]> {
    if (orderNos.length === 0) return Promise.resolve([]);
    return loadRequests(this.db, and(eq(paymentRequests.customerId, customerId), inArray(paymentRequests.orderNo, [...orderNos])));
  }

  async document(customerId: string, documentId: string): Promise<(PaymentDocumentRecord & { requestId: string }) | undefined> {
    if (!UUID.test(documentId)) return undefined;
    const [row] = await this.db
      .select(documentColumns)
      .from(paymentDocuments)
      .innerJoin(paymentRequests, eq(paymentRequests.id, paymentDocuments.paymentRequestId))
      .where(and(eq(paymentDocuments.id, documentId), eq(paymentRequests.customerId, customerId)));
    return row && { ...row, kind: row.kind as PaymentDocumentRecord['kind'], requestId: row.paymentRequestId };
  }
}
