import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers, salesOrganisations, users } from '../schema';
import { products } from '../catalogue/schema';

/** The server-side cart of one user buying for one customer. */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('carts_user_customer_idx').on(table.userId, table.customerId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: uuid('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    sorg: text('sorg').notNull().references(() => salesOrganisations.sorg),
    qty: integer('qty').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.cartId, table.productId, table.sorg] }), check('cart_items_qty_check', sql`${table.qty} > 0`)],
);

/** The addresses a customer has goods delivered to. An inactive ship-to can no longer be ordered to. */
export const shipToAddresses = pgTable(
  'ship_to_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code'),
    country: text('country').notNull(),
    phone: text('phone'),
    warehouseArea: text('warehouse_area').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('ship_to_addresses_customer_code_idx').on(table.customerId, table.code)],
);

/** How a sales organisation ships an order: a base amount plus an amount per unit, free from a quantity. */
export const shipmentRates = pgTable(
  'shipment_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sorg: text('sorg').notNull().references(() => salesOrganisations.sorg),
    code: text('code').notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    baseAmount: numeric('base_amount', { precision: 18, scale: 2 }).notNull(),
    perUnitAmount: numeric('per_unit_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    freeFromQty: integer('free_from_qty'),
    leadDays: integer('lead_days').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('shipment_rates_sorg_code_idx').on(table.sorg, table.code)],
);

/** Freight benefits per warehouse area: from a quantity on, an order's freight is discounted by a percentage. */
export const freightBenefits = pgTable(
  'freight_benefits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sorg: text('sorg').notNull().references(() => salesOrganisations.sorg),
    warehouseArea: text('warehouse_area').notNull(),
    minQty: integer('min_qty').notNull(),
    description: text('description').notNull(),
    freightDiscountPercent: numeric('freight_discount_percent', { precision: 5, scale: 2 }).notNull(),
  },
  (table) => [uniqueIndex('freight_benefits_area_qty_idx').on(table.sorg, table.warehouseArea, table.minQty)],
);

/**
 * Order limits: how many units of an article a customer may order in total (its order balance is the limit less
 * what it has ordered). A checkout beyond the balance fails with insufficient_order_balance.
 */
export const orderLimits = pgTable(
  'order_limits',
  {
    customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    sorg: text('sorg').notNull().references(() => salesOrganisations.sorg),
    limitQty: integer('limit_qty').notNull(),
    orderedQty: integer('ordered_qty').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.productId, table.sorg] }),
    check('order_limits_limit_check', sql`${table.limitQty} >= 0`),
    check('order_limits_ordered_check', sql`${table.orderedQty} >= 0`),
  ],
);

/**
 * Idempotency keys of completed checkouts, per user: a repeated request with the same key answers the stored
 * outcome instead of ordering again. The row is written in the checkout's own transaction, so a key exists only
 * for a checkout that placed its orders.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    /** A hash of the request, so the same key with a different request is told apart. */
    requestHash: text('request_hash').notNull(),
    checkoutId: uuid('checkout_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
