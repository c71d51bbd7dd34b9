import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PdiCheck } from '../../../domain/pdi/inspection';
import { customers, users } from '../schema';

/** The brands' pre-delivery checklists and the dealers' recorded inspections. */

const instant = (name: string) => timestamp(name, { withTimezone: true });

/** A point of a brand's checklist; `position` orders the points. */
export const pdiChecklistItems = pgTable(
  'pdi_checklist_items',
  {
    brand: text('brand').notNull(),
    id: text('id').notNull(),
    position: integer('position').notNull(),
    label: text('label').notNull(),
  },
  (table) => [primaryKey({ columns: [table.brand, table.id] })],
);

/** A dealer's inspection of one frame; deleted ones keep their row with `deleted_at` set. */
export const pdiInspections = pgTable(
  'pdi_inspections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    frameNumber: text('frame_number').notNull(),
    articleCode: text('article_code').notNull(),
    description: text('description').notNull(),
    brand: text('brand').notNull(),
    merchandise: text('merchandise').notNull(),
    mechanic: text('mechanic').notNull(),
    checks: jsonb('checks').$type<PdiCheck[]>().notNull(),
    outcome: text('outcome').notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    deletedAt: instant('deleted_at'),
  },
  (table) => [
    index('pdi_inspections_customer_idx').on(table.customerId, table.createdAt),
    check('pdi_inspections_outcome_check', sql`${table.outcome} in ('ready', 'not_ready')`),
  ],
);
