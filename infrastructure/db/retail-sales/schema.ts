import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers, users } from '../schema';
import { frames } from '../frames/schema';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A retail sale: a dealer's registration of a sold frame, with the buyer, on its way into the brand's records
 * (domain/retail-sales/retail-sale-status.ts). A frame is registered at most once.
 */
export const retailSales = pgTable(
  'retail_sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    frameNumber: text('frame_number')
      .notNull()
      .unique('retail_sales_frame_number_key')
      .references(() => frames.frameNumber, { onDelete: 'cascade' }),
    soldDate: date('sold_date', { mode: 'string' }).notNull(),
    consumerName: text('consumer_name').notNull(),
    consumerPhone: text('consumer_phone').notNull(),
    consumerAddress: text('consumer_address').notNull(),
    consumerCity: text('consumer_city').notNull(),
    consumerEmail: text('consumer_email').notNull(),
    dealerName: text('dealer_name').notNull(),
    nonRetail: boolean('non_retail').notNull(),
    useAccountData: boolean('use_account_data').notNull(),
    status: text('status').notNull(),
    /** Why the brand's records refused the sale, while it is failed. */
    failureReason: text('failure_reason'),
    registeredBy: uuid('registered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    index('retail_sales_customer_idx').on(table.customerId, table.createdAt),
    check(
      'retail_sales_status_check',
      sql`${table.status} in ('pending_insert', 'failed_insert', 'processing_insert', 'pending_update', 'failed_update', 'processing_update', 'complete')`,
    ),
  ],
);
