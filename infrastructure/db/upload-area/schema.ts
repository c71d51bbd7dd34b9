import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AccountBikeRowResult } from '../../../domain/upload-area/account-bike-sheet';
import { users } from '../schema';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A file a user uploads (resumably, with tus) into an album of the upload area, and what processing it gave. The
 * bytes live in the upload folder only until the album's job has processed them.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** The tus upload's id, which is also its address under /api/upload-area/. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    album: text('album').notNull(),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('uploading'),
    /** Per cent of the rows processed so far. */
    progress: integer('progress').notNull().default(0),
    /** Why the file as a whole was refused (a dictionary key), when it was. */
    failureReason: text('failure_reason'),
    rowResults: jsonb('row_results').$type<AccountBikeRowResult[]>().notNull().default([]),
    createdAt: instant('created_at').notNull(),
    completedAt: instant('completed_at'),
  },
  (table) => [
    index('uploads_user_idx').on(table.userId, table.createdAt),
    check('uploads_status_check', sql`${table.status} in ('uploading', 'queued', 'processing', 'processed', 'failed')`),
  ],
);
