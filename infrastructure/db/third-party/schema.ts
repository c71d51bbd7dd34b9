import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers, salesOrganisations, users } from '../schema';

/** Third-party vendors, their articles, the dealers' orders to them and the vendors' users. */

const instant = (name: string) => timestamp(name, { withTimezone: true });

/** A vendor selling through the portal to the dealers of one sales organisation. */
export const thirdPartyVendors = pgTable('third_party_vendors', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  sorg: text('sorg')
    .notNull()
    .references(() => salesOrganisations.sorg),
});

/** The users who act for a vendor: they see and maintain only that vendor's articles and orders. */
export const thirdPartyVendorUsers = pgTable('third_party_vendor_users', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  vendorId: uuid('vendor_id')
    .notNull()
    .references(() => thirdPartyVendors.id, { onDelete: 'cascade' }),
});

/** Where a vendor delivers to a customer, when it is not the customer's own address. */
export const thirdPartyVendorAddresses = pgTable(
  'third_party_vendor_addresses',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => thirdPartyVendors.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
  },
  (table) => [primaryKey({ columns: [table.vendorId, table.customerId] })],
);

/** A vendor's article: its price per sales unit, how many base units a sales unit holds, and the units in stock. */
export const thirdPartyProducts = pgTable(
  'third_party_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => thirdPartyVendors.id, { onDelete: 'cascade' }),
    articleCode: text('article_code').notNull(),
    name: text('name').notNull(),
    price: numeric('price').notNull(),
    salesUnit: text('sales_unit').notNull(),
    uomConverter: integer('uom_converter').notNull(),
    stock: integer('stock').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('third_party_products_vendor_code_idx').on(table.vendorId, table.articleCode),
    check('third_party_products_values_check', sql`${table.price} >= 0 and ${table.uomConverter} >= 1 and ${table.stock} >= 0`),
  ],
);

/** A dealer's order to one vendor, placed by a third-party checkout. */
export const thirdPartyOrders = pgTable(
  'third_party_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no').notNull().unique(),
    checkoutId: uuid('checkout_id').notNull(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => thirdPartyVendors.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    currency: text('currency').notNull(),
    total: numeric('total').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    reqDeliveryDate: date('req_delivery_date', { mode: 'string' }),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('third_party_orders_customer_idx').on(table.customerId, table.createdAt), index('third_party_orders_vendor_idx').on(table.vendorId, table.createdAt)],
);

/** A line of a third-party order, with the status the vendor moves it through. */
export const thirdPartyOrderItems = pgTable(
  'third_party_order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => thirdPartyOrders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    articleCode: text('article_code').notNull(),
    name: text('name').notNull(),
    salesUnit: text('sales_unit').notNull(),
    qty: integer('qty').notNull(),
    price: numeric('price').notNull(),
    subtotal: numeric('subtotal').notNull(),
    status: text('status').notNull().default('ordered'),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('third_party_order_items_line_idx').on(table.orderId, table.lineNo),
    check('third_party_order_items_status_check', sql`${table.status} in ('ordered', 'confirmed', 'shipped', 'delivered', 'cancelled')`),
    check('third_party_order_items_qty_check', sql`${table.qty} > 0`),
  ],
);

/** The extra price displays a sales organisation shows in a module (priceComponents). */
export const priceComponents = pgTable(
  'price_components',
  {
    sorg: text('sorg')
      .notNull()
      .references(() => salesOrganisations.sorg),
    module: text('module').notNull(),
    additionalDisplays: jsonb('additional_displays').$type<string[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.sorg, table.module] })],
);
