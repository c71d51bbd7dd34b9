import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers, users } from '../schema';

/** Consumers' click-and-collect orders at a dealer's store, their items and the units HQ shipped to the store. */

const instant = (name: string) => timestamp(name, { withTimezone: true });

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
