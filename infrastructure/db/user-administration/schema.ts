import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema';

/**
 * The administrative audit log: one row per change of a user, role, group role or permission, written in the
 * transaction of the change. The actor's name is kept beside the id so the entry still reads after the actor's
 * account is deleted.
 */
export const administrativeAuditEntries = pgTable(
  'administrative_audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorUsername: text('actor_username').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    changedFields: text('changed_fields').array().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('administrative_audit_entries_subject_idx').on(table.subjectType, table.subjectId, table.at),
    index('administrative_audit_entries_actor_idx').on(table.actorId, table.at),
    check('administrative_audit_entries_action_check', sql`${table.action} in ('create', 'update', 'delete', 'password_link_sent')`),
    check('administrative_audit_entries_subject_type_check', sql`${table.subjectType} in ('user', 'role', 'group_role', 'permission')`),
  ],
);

/**
 * Single-use links to set a password, stored as SHA-256 hashes of their secret. A newer link for the same user
 * marks the older unused ones replaced.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (table) => [index('password_links_user_idx').on(table.userId), check('password_links_purpose_check', sql`${table.purpose} in ('reset', 'administrator')`)],
);
