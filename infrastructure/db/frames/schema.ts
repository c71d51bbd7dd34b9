import { date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers, salesOrganisations } from '../schema';

/** The frames the brand delivered to its dealers, and the bikes dealers keep on their own account. */

/** A frame the brand delivered: its stamped number, brand and model, and the dealer it went to. */
export const frames = pgTable(
  'frames',
  {
    frameNumber: text('frame_number').primaryKey(),
    brand: text('brand').notNull(),
    articleCode: text('article_code').notNull(),
    articleName: text('article_name').notNull(),
    /** The frame's number in the brand's earlier numbering, where it had one. */
    oldCode: text('old_code'),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    deliveredOn: date('delivered_on', { mode: 'string' }).notNull(),
  },
  (table) => [index('frames_customer_idx').on(table.customerId, table.brand)],
);

/** A bike a dealer keeps on its own account (demonstration or rental fleet), per brand, as its last upload listed it. */
export const frameAccountBikes = pgTable(
  'frame_account_bikes',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    frameNumber: text('frame_number').notNull(),
    articleName: text('article_name').notNull(),
    usage: text('usage').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.brand, table.frameNumber] })],
);

/** The brands whose frames the dealers of a sales organisation register on the portal; other brands register elsewhere. */
export const frameBrands = pgTable(
  'frame_brands',
  {
    sorg: text('sorg')
      .notNull()
      .references(() => salesOrganisations.sorg, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sorg, table.brand] })],
);
