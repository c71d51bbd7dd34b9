import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers, salesOrganisations, users } from '../schema';

/**
 * What the portal keeps about payments: the methods and merchants a sales organisation offers, saved instruments,
 * and payment requests with the invoice lines they cover and their documents. Money is numeric and travels as
 * decimal strings, never as floats.
 */

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const instant = (name: string) => timestamp(name, { withTimezone: true });

/** A way to pay offered in a sales organisation for a module (invoice payment, order payment). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sorg: text('sorg')
      .notNull()
      .references(() => salesOrganisations.sorg),
    module: text('module').notNull(),
    /** Free text; ACH or Credit Card in it makes the method an immediate payment. */
    type: text('type').notNull(),
    description: text('description').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('payment_methods_sorg_module_type_idx').on(table.sorg, table.module, table.type)],
);

/** The payment gateway merchant account that collects a method's payments, with the method's discount rate. */
export const paymentMerchants = pgTable(
  'payment_merchants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentMethodId: uuid('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'cascade' }),
    merchant: text('merchant').notNull(),
    extPaymentGatewayId: text('ext_payment_gateway_id').notNull(),
    instruction: text('instruction'),
    /** A fraction of the total before discount, 0 to 1 ("0.02" = 2 %). */
    paymentDiscount: numeric('payment_discount', { precision: 7, scale: 6 }).notNull().default('0'),
  },
  (table) => [check('payment_merchants_discount_check', sql`${table.paymentDiscount} >= 0 and ${table.paymentDiscount} <= 1`)],
);

/**
 * A payment instrument a user saved: only the gateway's token, the brand and the last four digits. Card numbers,
 * security codes and bank account numbers are never stored.
 */
export const savedPayments = pgTable(
  'saved_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    companyCode: text('company_code'),
    paymentMerchantId: uuid('payment_merchant_id')
      .notNull()
      .references(() => paymentMerchants.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    brand: text('brand'),
    last4: text('last4').notNull(),
    token: text('token').notNull(),
    display: text('display').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('saved_payments_user_token_idx').on(table.userId, table.token),
    index('saved_payments_customer_idx').on(table.customerId, table.userId),
    check('saved_payments_kind_check', sql`${table.kind} in ('card', 'ach')`),
    check('saved_payments_last4_check', sql`${table.last4} ~ '^[0-9]{4}$'`),
  ],
);

/** Payment-request numbers, the "order number" approval and voiding name a request by. */
export const paymentRequestNumbers = pgSequence('payment_request_numbers', { startWith: 7100000001, increment: 1 });

/** A request to pay invoices (or an order) through a payment gateway merchant. */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestNo: text('request_no').notNull().unique().default(sql`nextval('payment_request_numbers')::text`),
    /** invoice: pays open invoice lines; order: pays a portal order (orderNo). */
    kind: text('kind').notNull().default('invoice'),
    orderNo: text('order_no'),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    payerCode: text('payer_code').notNull(),
    payerName: text('payer_name').notNull(),
    companyCode: text('company_code').notNull(),
    sorg: text('sorg').notNull(),
    currency: text('currency').notNull(),
    paymentMerchantId: uuid('payment_merchant_id')
      .notNull()
      .references(() => paymentMerchants.id),
    methodType: text('method_type').notNull(),
    savedPaymentId: uuid('saved_payment_id').references(() => savedPayments.id, { onDelete: 'set null' }),
    /** How the instrument shows (brand and last four digits), kept after a saved payment is deleted. */
    instrumentDisplay: text('instrument_display'),
    amount: money('amount').notNull(),
    totalBeforeDiscount: money('total_before_discount').notNull(),
    earlyPaymentDiscount: money('early_payment_discount').notNull().default('0'),
    freightAllowance: money('freight_allowance').notNull().default('0'),
    paymentMethodDiscount: money('payment_method_discount').notNull().default('0'),
    isPartial: boolean('is_partial').notNull().default(false),
    positiveInvoiceNumbers: text('positive_invoice_numbers').array().notNull().default(sql`'{}'`),
    negativeInvoiceNumbers: text('negative_invoice_numbers').array().notNull().default(sql`'{}'`),
    accountingNumbers: text('accounting_numbers').array().notNull().default(sql`'{}'`),
    status: text('status').notNull().default('pending'),
    externalId: text('external_id'),
    virtualAccountNo: text('virtual_account_no'),
    expiresAt: instant('expires_at'),
    settlesAt: instant('settles_at'),
    failureReason: text('failure_reason'),
    extRefData: jsonb('ext_ref_data').$type<Record<string, string>>(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** A hash of the request, so a repeated key with a different request is told apart. */
    requestHash: text('request_hash').notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('payment_requests_idempotency_idx').on(table.customerId, table.idempotencyKey),
    index('payment_requests_customer_created_idx').on(table.customerId, table.createdAt),
    index('payment_requests_order_no_idx').on(table.orderNo),
    check('payment_requests_status_check', sql`${table.status} in ('pending', 'on_processing', 'complete', 'failed', 'void')`),
    check('payment_requests_kind_check', sql`${table.kind} in ('invoice', 'order')`),
  ],
);

/** Transfer receipts and other documents uploaded for a payment request; the bytes live in the file store. */
export const paymentDocuments = pgTable(
  'payment_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentRequestId: uuid('payment_request_id')
      .notNull()
      .references(() => paymentRequests.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: instant('uploaded_at').notNull(),
  },
  (table) => [index('payment_documents_request_idx').on(table.paymentRequestId), check('payment_documents_kind_check', sql`${table.kind} in ('receipt', 'document')`)],
);
