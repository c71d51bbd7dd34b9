import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { VisitPhotoSlot } from '../../../domain/visit-forms/visit-form';
import { customers, users } from '../schema';

/** A salesman's record of a visit to a customer's shop; `photos` maps each filled slot to its stored photo name. */
export const visitForms = pgTable(
  'visit_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    otherMidrange: text('other_midrange').notNull(),
    brandDomination: text('brand_domination').notNull(),
    qtyPlgGrp: integer('qty_plg_grp').notNull(),
    qtyNonPlgGrp: integer('qty_non_plg_grp').notNull(),
    brandDisplay: text('brand_display').notNull(),
    seriesList: jsonb('series_list').$type<string[]>().notNull(),
    seriesBrand: text('series_brand').notNull(),
    equipment: jsonb('equipment').$type<string[]>().notNull(),
    notes: text('notes').notNull(),
    photos: jsonb('photos').$type<Partial<Record<VisitPhotoSlot, string>>>().notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('visit_forms_kind_created_idx').on(table.kind, table.createdAt), check('visit_forms_kind_check', sql`${table.kind} in ('polygon', 'wim')`)],
);
