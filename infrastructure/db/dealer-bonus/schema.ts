import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers, salesOrganisations } from '../schema';

/**
 * The dealer bonus programme of a sales organisation for a year, one row per tier: the purchase the tier needs,
 * its bonus rate in percent, and the on-time payment share and retail registrations it asks for.
 */
export const bonusTiers = pgTable(
  'bonus_tiers',
  {
    sorg: text('sorg')
      .notNull()
      .references(() => salesOrganisations.sorg),
    year: integer('year').notNull(),
    name: text('name').notNull(),
    purchaseTarget: numeric('purchase_target', { precision: 18, scale: 2 }).notNull(),
    bonusRate: numeric('bonus_rate', { precision: 5, scale: 2 }).notNull(),
    minOnTimeRatio: numeric('min_on_time_ratio', { precision: 4, scale: 3 }).notNull().default('0'),
    minRetailRegistrations: integer('min_retail_registrations').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.sorg, table.year, table.name] }),
    check('bonus_tiers_purchase_target_check', sql`${table.purchaseTarget} >= 0`),
    check('bonus_tiers_bonus_rate_check', sql`${table.bonusRate} >= 0 and ${table.bonusRate} <= 100`),
    check('bonus_tiers_on_time_check', sql`${table.minOnTimeRatio} >= 0 and ${table.minOnTimeRatio} <= 1`),
    check('bonus_tiers_registrations_check', sql`${table.minRetailRegistrations} >= 0`),
  ],
);

/**
 * Bikes a dealer registered as sold to a consumer (retail registrations). The portal has no frame registration
 * yet (spec 002 names it without fields for the bonus), so the bonus counts these rows; frame registration, when it
 * comes, writes here or replaces this table behind the same repository.
 */
export const retailRegistrations = pgTable(
  'retail_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    frameNumber: text('frame_number').notNull().unique(),
    articleCode: text('article_code').notNull(),
    brand: text('brand').notNull(),
    soldOn: date('sold_on', { mode: 'string' }).notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('retail_registrations_customer_sold_idx').on(table.customerId, table.soldOn)],
);
