import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contentTargetMarkets } from '../schema';

/** Sales documents (sales and technical), their groups, and the content target markets each is published for. */

const instant = (name: string) => timestamp(name, { withTimezone: true });

export const salesDocumentGroups = pgTable('sales_document_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
});

export const salesDocumentGroupMarkets = pgTable(
  'sales_document_group_markets',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => salesDocumentGroups.id, { onDelete: 'cascade' }),
    marketId: uuid('market_id')
      .notNull()
      .references(() => contentTargetMarkets.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.marketId] }), index('sales_document_group_markets_market_idx').on(table.marketId)],
);

export const salesDocuments = pgTable(
  'sales_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    body: text('body').notNull().default(''),
    validFrom: instant('valid_from').notNull(),
    validTo: instant('valid_to').notNull(),
    groupId: uuid('group_id').references(() => salesDocumentGroups.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    deletedAt: instant('deleted_at'),
  },
  (table) => [
    index('sales_documents_type_created_idx').on(table.type, table.createdAt),
    check('sales_documents_type_check', sql`${table.type} in ('sales', 'technical')`),
    check('sales_documents_validity_check', sql`${table.validFrom} <= ${table.validTo}`),
  ],
);

export const salesDocumentMarkets = pgTable(
  'sales_document_markets',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => salesDocuments.id, { onDelete: 'cascade' }),
    marketId: uuid('market_id')
      .notNull()
      .references(() => contentTargetMarkets.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.marketId] }), index('sales_document_markets_market_idx').on(table.marketId)],
);

/** Files attached to a sales document; the bytes live in the file store under stored_name. */
export const salesDocumentAttachments = pgTable(
  'sales_document_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => salesDocuments.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    storedName: text('stored_name').notNull().unique(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('sales_document_attachments_document_idx').on(table.documentId, table.createdAt), check('sales_document_attachments_size_check', sql`${table.size} > 0`)],
);
