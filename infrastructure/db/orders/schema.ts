import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgSequence, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers, salesOrganisations, users } from '../schema';
import { products } from '../catalogue/schema';
import { shipToAddresses } from '../cart/schema';

/** Order numbers, as the ERP would hand them out. */
export const orderNumbers = pgSequence('order_numbers', { startWith: 4500000001, increment: 1 });

/** A placed order: one per sales organisation of a checkout, with the ship-to as it was at the time. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no').notNull().unique().default(sql`nextval('order_numbers')::text`),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    sorg: text('sorg').notNull().references(() => salesOrganisations.sorg),
    status: text('status').notNull().default('open'),
    sapOrderNo: text('sap_order_no'),
    currency: text('currency').notNull(),
    /** The order's total: the exact sum of its lines rounded once at the currency's precision. */
    totalOrder: numeric('total_order', { precision: 18, scale: 2 }).notNull(),
    totalQty: integer('total_qty').notNull(),
    shipToId: uuid('ship_to_id').references(() => shipToAddresses.id, { onDelete: 'set null' }),
    shipTo: jsonb('ship_to').$type<Record<string, string | null>>().notNull(),
    custPoNo: text('cust_po_no'),
    notes: text('notes'),
    requestDeliveryDate: date('request_delivery_date'),
    paymentId: text('payment_id').notNull(),
    shipment: jsonb('shipment').$type<Record<string, unknown> | null>(),
    /** The checkout that placed the order (orders of one checkout share it). */
    checkoutId: uuid('checkout_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('orders_customer_idx').on(table.customerId, table.createdAt), index('orders_checkout_idx').on(table.checkoutId)],
);

/** A line of an order with its price as charged: unit and line amounts exact, never rounded on their own. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    productId: uuid('product_id').notNull().references(() => products.id),
    articleCode: text('article_code').notNull(),
    name: text('name').notNull(),
    uom: text('uom').notNull(),
    qty: integer('qty').notNull(),
    /** Units taken from stock at checkout; the rest waits for the next arrival (back order). */
    qtyFromStock: integer('qty_from_stock').notNull(),
    unitDealer: numeric('unit_dealer', { precision: 18, scale: 2 }).notNull(),
    unitNet: numeric('unit_net').notNull(),
    gross: numeric('gross').notNull(),
    discount: numeric('discount').notNull(),
    net: numeric('net').notNull(),
    salesDealNo: text('sales_deal_no'),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.lineNo] }), check('order_lines_qty_check', sql`${table.qty} > 0`)],
);

/** When and from where each order line's units are confirmed: from stock now, or from a next arrival. */
export const stockOrderConfirmations = pgTable(
  'stock_order_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    locationCode: text('location_code'),
    qty: integer('qty').notNull(),
    confirmedDate: date('confirmed_date'),
    /** 'stock' (taken at checkout), 'arrival' (from the next arrival) or 'open' (no date yet). */
    source: text('source').notNull(),
  },
  (table) => [index('stock_order_confirmations_order_idx').on(table.orderId, table.lineNo)],
);

// ---- open orders and deliveries, as the ERP reports them; exports of them ----

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const day = (name: string) => date(name, { mode: 'string' });
const instant = (name: string) => timestamp(name, { withTimezone: true });

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
