import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers, users } from '../schema';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A user's request for an export of the download area. The export itself runs as a job of the job queue (pg-boss,
 * in its own `job_queue` schema); this row is what the person sees of it: status, progress and the file.
 */
export const downloadRequests = pgTable(
  'download_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The customer whose rows are exported; null for an audit user, who exports the rows of `sorgs`. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    sorgs: jsonb('sorgs').$type<string[]>().notNull().default([]),
    module: text('module').notNull(),
    rangeFrom: date('range_from', { mode: 'string' }).notNull(),
    rangeTo: date('range_to', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('queued'),
    /** Per cent of the rows written so far. */
    progress: integer('progress').notNull().default(0),
    rowCount: integer('row_count'),
    fileName: text('file_name').notNull(),
    requestedAt: instant('requested_at').notNull(),
    completedAt: instant('completed_at'),
  },
  (table) => [
    index('download_requests_user_idx').on(table.userId, table.requestedAt),
    check('download_requests_status_check', sql`${table.status} in ('queued', 'running', 'completed', 'failed')`),
  ],
);
