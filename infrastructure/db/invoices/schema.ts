import { sql } from 'drizzle-orm';
import { type AnyPgColumn, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers, salesOrganisations } from '../schema';
import { paymentRequests } from '../payments/schema';

/**
 * Receivables as the ERP reports them: invoices, their ledger lines (installments, credit notes) and the articles
 * they bill. Money is numeric and travels as decimal strings, never as floats; calendar days are `date` columns
 * read as YYYY-MM-DD strings.
 */

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const day = (name: string) => date(name, { mode: 'string' });
const instant = (name: string) => timestamp(name, { withTimezone: true });

/** An invoice as the ERP issued it: the header the open-invoice lines of one invoice number share. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sorg: text('sorg')
      .notNull()
      .references(() => salesOrganisations.sorg),
    companyCode: text('company_code').notNull(),
    companyName: text('company_name').notNull(),
    /** The credit customer who owes the invoice (payer); often the dealer itself. */
    payerCode: text('payer_code').notNull(),
    payerName: text('payer_name').notNull(),
    invoiceNo: text('invoice_no').notNull(),
    doNo: text('do_no'),
    invoiceDate: day('invoice_date').notNull(),
    fiscalYear: integer('fiscal_year').notNull(),
    currency: text('currency').notNull(),
    grandTotal: money('grand_total').notNull(),
    tax: money('tax').notNull().default('0'),
    shippingCost: money('shipping_cost').notNull().default('0'),
    discount: money('discount').notNull().default('0'),
    recycleFee: money('recycle_fee').notNull().default('0'),
    surcharges: money('surcharges').notNull().default('0'),
    /** Given back when the whole invoice is paid early; counted once per invoice (see domain/payments/discounts.ts). */
    earlyPaymentDiscount: money('early_payment_discount').notNull().default('0'),
    freightAllowance: money('freight_allowance').notNull().default('0'),
    terms: text('terms'),
    notes: text('notes'),
    expeditionName: text('expedition_name'),
    expeditionTracking: text('expedition_tracking'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('invoices_sorg_invoice_no_idx').on(table.sorg, table.invoiceNo), index('invoices_customer_date_idx').on(table.customerId, table.invoiceDate)],
);

/**
 * One accounting document (line) of an invoice in the receivables ledger: the whole invoice, one installment of
 * it, or a credit note (a negative amount). A line is open until the ledger clears it (clearing date).
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /**
     * Copies of the invoice's customer, payer, company, number and currency, so the open-invoice reads filter, sum,
     * order and page a large ledger without a join, and join the invoices for the page's lines only.
     */
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    payerCode: text('payer_code').notNull(),
    companyCode: text('company_code').notNull(),
    invoiceNo: text('invoice_no').notNull(),
    currency: text('currency').notNull(),
    accountingNo: text('accounting_no').notNull(),
    assignment: text('assignment').notNull().default(''),
    installment: integer('installment'),
    dueDate: day('due_date').notNull(),
    accountingAmount: money('accounting_amount').notNull(),
    paymentDiscount: money('payment_discount').notNull().default('0'),
    /** Open (or null), Waiting For Payment, Pending Payment while a payment request covers the line; Paid once cleared. */
    status: text('status'),
    clearingDate: day('clearing_date'),
    detailNotes: text('detail_notes'),
    /** The payment request that covers the line while it is not final. */
    paymentRequestId: uuid('payment_request_id').references((): AnyPgColumn => paymentRequests.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('invoice_lines_company_accounting_no_idx').on(table.companyCode, table.accountingNo),
    index('invoice_lines_open_idx').on(table.customerId, table.payerCode, table.dueDate).where(sql`${table.clearingDate} is null`),
    // The open-invoice list's order (oldest due first), so a page is read in order from the index.
    index('invoice_lines_open_order_idx')
      .on(table.customerId, table.dueDate, sql`${table.invoiceNo} collate "C"`, sql`${table.accountingNo} collate "C"`)
      .where(sql`${table.clearingDate} is null`),
    index('invoice_lines_cleared_idx').on(table.customerId, table.clearingDate).where(sql`${table.clearingDate} is not null`),
    index('invoice_lines_invoice_idx').on(table.invoiceId),
    index('invoice_lines_request_idx').on(table.paymentRequestId),
  ],
);

/** The articles an invoice bills. */
export const invoiceItems = pgTable(
  'invoice_items',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    articleCode: text('article_code').notNull(),
    articleCodeDisplay: text('article_code_display').notNull(),
    name: text('name').notNull(),
    brand: text('brand'),
    uom: text('uom').notNull(),
    qty: integer('qty').notNull(),
    price: money('price').notNull(),
    subTotal: money('sub_total').notNull(),
  },
  (table) => [primaryKey({ columns: [table.invoiceId, table.lineNo] })],
);

/**
 * The invoice lines a payment request covers, with the amount it pays on each. It lives with the invoice lines
 * because both tables point at each other's side: the line at the request that covers it, the request at its lines.
 */
export const paymentRequestLines = pgTable(
  'payment_request_lines',
  {
    paymentRequestId: uuid('payment_request_id')
      .notNull()
      .references(() => paymentRequests.id, { onDelete: 'cascade' }),
    invoiceLineId: uuid('invoice_line_id')
      .notNull()
      .references(() => invoiceLines.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
  },
  (table) => [primaryKey({ columns: [table.paymentRequestId, table.invoiceLineId] }), index('payment_request_lines_line_idx').on(table.invoiceLineId)],
);
