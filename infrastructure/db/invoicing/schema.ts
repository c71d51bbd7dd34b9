import { sql } from 'drizzle-orm';
import { boolean, check, type AnyPgColumn, date, index, integer, jsonb, numeric, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers, salesOrganisations, users } from '../schema';

/**
 * The after-sale half of the portal: what the ERP reports about orders, deliveries and receivables, and what the
 * portal itself keeps about payments, exports and click-and-collect orders. Money is numeric and travels as
 * decimal strings, never as floats; calendar days are `date` columns read as YYYY-MM-DD strings.
 */

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const day = (name: string) => date(name, { mode: 'string' });
const instant = (name: string) => timestamp(name, { withTimezone: true });

// ---- receivables ----

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
    /** Copies of the invoice's customer, payer and company, so the open-invoice reads need no join to filter. */
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    payerCode: text('payer_code').notNull(),
    companyCode: text('company_code').notNull(),
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

// ---- payments ----

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

/** The invoice lines a payment request covers, with the amount it pays on each. */
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

// ---- open orders and deliveries ----

/** An open sales-order line as the ERP lists it (one row per article of an order not yet fully delivered). */
export const openOrderLines = pgTable(
  'open_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sorg: text('sorg').notNull(),
    companyCode: text('company_code').notNull(),
    companyName: text('company_name').notNull(),
    soNumber: text('so_number').notNull(),
    orderNumber: text('order_number').notNull(),
    orderType: text('order_type'),
    poNumber: text('po_number'),
    orderDate: day('order_date').notNull(),
    requestDeliveryDate: day('request_delivery_date'),
    expectedDeliveryDate: day('expected_delivery_date'),
    notes: text('notes'),
    internalNotes: text('internal_notes'),
    createdBy: text('created_by'),
    shipTo: text('ship_to'),
    shipToName: text('ship_to_name'),
    shipToAddress: text('ship_to_address'),
    custCode: text('cust_code').notNull(),
    custName: text('cust_name').notNull(),
    lineNo: integer('line_no').notNull(),
    articleCode: text('article_code').notNull(),
    articleCodeDisplay: text('article_code_display').notNull(),
    articleName: text('article_name').notNull(),
    qty: integer('qty').notNull(),
    price: money('price').notNull(),
    subTotal: money('sub_total').notNull(),
    currency: text('currency').notNull(),
    uom: text('uom').notNull(),
    productCategory: text('product_category'),
    modelYear: integer('model_year'),
    status: text('status').notNull(),
  },
  (table) => [index('open_order_lines_customer_idx').on(table.customerId, table.companyCode, table.orderDate)],
);

/** A delivery order (DO): goods the warehouse delivers against one or more sales orders. */
export const deliveryOrders = pgTable(
  'delivery_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sorg: text('sorg').notNull(),
    companyCode: text('company_code').notNull(),
    companyName: text('company_name').notNull(),
    doNumber: text('do_number').notNull().unique(),
    orderType: text('order_type'),
    custPoNo: text('cust_po_no'),
    /** The day the delivery order was created. */
    documentDate: day('document_date').notNull(),
    deliveryDate: day('delivery_date'),
    estimatedDeliveryDate: day('estimated_delivery_date'),
    trackingNo: text('tracking_no'),
    trackingUrl: text('tracking_url'),
    expeditionName: text('expedition_name'),
    notes: text('notes'),
    custCode: text('cust_code').notNull(),
    currency: text('currency').notNull(),
  },
  (table) => [index('delivery_orders_customer_document_idx').on(table.customerId, table.documentDate), index('delivery_orders_customer_delivery_idx').on(table.customerId, table.deliveryDate)],
);

export const deliveryOrderLines = pgTable(
  'delivery_order_lines',
  {
    deliveryOrderId: uuid('delivery_order_id')
      .notNull()
      .references(() => deliveryOrders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    /** The sales-order number (soNumber) the line delivers. */
    orderNo: text('order_no').notNull(),
    articleCode: text('article_code').notNull(),
    name: text('name').notNull(),
    orderQty: integer('order_qty').notNull(),
    price: money('price').notNull(),
  },
  (table) => [primaryKey({ columns: [table.deliveryOrderId, table.lineNo] })],
);

/** A generated file a user downloads later through GET /api/reports/{id}/download; the bytes live in the file store. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('reports_user_idx').on(table.userId, table.createdAt)],
);

// ---- click and collect ----

/** A consumer's order to collect at the dealer's store. */
export const clickCollectOrders = pgTable(
  'click_collect_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    consumerName: text('consumer_name').notNull(),
    consumerEmail: text('consumer_email'),
    consumerPhone: text('consumer_phone'),
    status: text('status').notNull().default('open'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    index('click_collect_orders_customer_idx').on(table.customerId, table.status, table.createdAt),
    check(
      'click_collect_orders_status_check',
      sql`${table.status} in ('open', 'need_confirmation', 'confirmed', 'processing_by_hq', 'shipment_from_hq', 'partially_shipped', 'shipped', 'ready_to_pickup', 'complete')`,
    ),
  ],
);

export const clickCollectItems = pgTable(
  'click_collect_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => clickCollectOrders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    qty: integer('qty').notNull(),
    qtyShipped: integer('qty_shipped').notNull().default(0),
    mark: text('mark').notNull(),
  },
  (table) => [
    uniqueIndex('click_collect_items_order_line_idx').on(table.orderId, table.lineNo),
    check('click_collect_items_qty_check', sql`${table.qty} > 0 and ${table.qtyShipped} >= 0 and ${table.qtyShipped} <= ${table.qty}`),
    check('click_collect_items_mark_check', sql`${table.mark} in ('order_to_hq', 'ready_to_pickup')`),
  ],
);

/** Units HQ shipped to the store, one row per recorded shipment. */
export const clickCollectShipments = pgTable(
  'click_collect_shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => clickCollectOrders.id, { onDelete: 'cascade' }),
    lines: jsonb('lines').$type<{ itemId: string; qty: number }[]>().notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: instant('recorded_at').notNull(),
  },
  (table) => [index('click_collect_shipments_order_idx').on(table.orderId)],
);
