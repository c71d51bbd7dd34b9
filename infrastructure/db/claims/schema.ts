import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { pdiInspections } from '../pdi/schema';
import { customers, users } from '../schema';

/** Warranty claims: the workflow's statuses and capabilities, the problems to pick, the frames a claim can name, and the dealers' claims. */

const instant = (name: string) => timestamp(name, { withTimezone: true });

/** Serials of claim reference numbers (WC-2026-000042): a sequence, so two claims never share one. */
export const claimReferenceSerials = pgSequence('claim_reference_serials', { startWith: 1, increment: 1 });

/** A status of the workflow; `position` orders them in the filter. */
export const claimStatuses = pgTable(
  'claim_statuses',
  {
    id: text('id').primaryKey(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    needsReason: boolean('needs_reason').notNull().default(false),
    notAWarranty: boolean('not_a_warranty').notNull().default(false),
    position: integer('position').notNull(),
  },
  (table) => [check('claim_statuses_category_check', sql`${table.category} in ('open', 'review', 'closed')`)],
);

/** A move the workflow allows: in a product category, for a customer category, from one status to another. */
export const claimCapabilities = pgTable(
  'claim_capabilities',
  {
    productCategory: text('product_category').notNull(),
    custCategory: text('cust_category').notNull(),
    fromStatusId: text('from_status_id').notNull().references(() => claimStatuses.id, { onDelete: 'cascade' }),
    toStatusId: text('to_status_id').notNull().references(() => claimStatuses.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.productCategory, table.custCategory, table.fromStatusId, table.toStatusId] })],
);

/** A problem a dealer can name, per product category. */
export const claimProblems = pgTable('claim_problems', {
  id: text('id').primaryKey(),
  productCategory: text('product_category').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull(),
});

/**
 * The frames the warranty desk knows: the brands' own and those of brands it only distributes (which it does not
 * warrant), with a recall campaign a frame is part of and when it was reported stolen.
 */
export const claimFrames = pgTable('claim_frames', {
  frameNumber: text('frame_number').primaryKey(),
  articleCode: text('article_code').notNull(),
  brand: text('brand').notNull(),
  recallCampaign: text('recall_campaign'),
  stolenReportedAt: instant('stolen_reported_at'),
});

/** A dealer's warranty claim. */
export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referenceNo: text('reference_no').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    statusId: text('status_id')
      .notNull()
      .references(() => claimStatuses.id),
    articleCode: text('article_code').notNull(),
    articleName: text('article_name').notNull(),
    brand: text('brand').notNull(),
    frameNumber: text('frame_number').notNull().default(''),
    qty: integer('qty').notNull(),
    problemIds: text('problem_ids').array().notNull().default(sql`'{}'::text[]`),
    customerNotes: text('customer_notes').notNull().default(''),
    resolution: text('resolution'),
    consumerName: text('consumer_name').notNull().default(''),
    consumerPhone: text('consumer_phone').notNull().default(''),
    consumerEmail: text('consumer_email').notNull().default(''),
    consumerAddress: text('consumer_address').notNull().default(''),
    isNotAWarranty: boolean('is_not_a_warranty').notNull().default(false),
    reasonRejection: text('reason_rejection'),
    pdiId: uuid('pdi_id').references(() => pdiInspections.id, { onDelete: 'set null' }),
    recallCampaign: text('recall_campaign'),
    stolenBike: boolean('stolen_bike').notNull().default(false),
    creditNoteNo: text('credit_note_no'),
    creditNoteAt: instant('credit_note_at'),
    /** Replacement deliveries: [{ number, date }]. */
    deliveryOrders: jsonb('delivery_orders').$type<{ number: string; date: string }[]>().notNull().default([]),
    filedBy: uuid('filed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    /**
     * What the list's search looks in: reference, frame number and article code in capitals, a line apart so that a
     * search cannot match across two of them. One LIKE on capitals costs a fifth of three ILIKEs.
     */
    searchKey: text('search_key')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`upper(${claims.referenceNo} || chr(10) || ${claims.frameNumber} || chr(10) || ${claims.articleCode})`),
  },
  (table) => [
    // Ascending on purpose: read backwards they give the list's order (created_at DESC, id DESC, nulls first) for one
    // page. The search key at their end lets a search pick a page's ids and count its matches from the index alone.
    index('claims_customer_created_idx').on(table.customerId, table.createdAt, table.id, table.searchKey),
    index('claims_customer_status_created_idx').on(table.customerId, table.statusId, table.createdAt, table.id, table.searchKey),
    index('claims_created_idx').on(table.createdAt, table.id, table.searchKey),
    // The search matches anywhere in the key (LIKE '%…%'), which only trigrams can look up across all customers.
    index('claims_search_key_trgm_idx').using('gin', table.searchKey.op('gin_trgm_ops')),
    index('claims_frame_idx').on(table.frameNumber),
    check('claims_kind_check', sql`${table.kind} in ('bike', 'paa')`),
  ],
);

/** A file of a claim, one per slot (invoice, idCard, photo1–6, video, additionalDoc1–5). */
export const claimFiles = pgTable(
  'claim_files',
  {
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    slot: text('slot').notNull(),
    fileName: text('file_name').notNull(),
    storedName: text('stored_name').notNull(),
    thumbnailName: text('thumbnail_name'),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedAt: instant('uploaded_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.claimId, table.slot] })],
);

/** Each status change: who, when, from, to and why. */
export const claimHistories = pgTable(
  'claim_histories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    fromStatusId: text('from_status_id'),
    toStatusId: text('to_status_id').notNull(),
    reason: text('reason'),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: instant('changed_at').notNull(),
  },
  (table) => [index('claim_histories_claim_idx').on(table.claimId, table.changedAt)],
);

export const claimComments = pgTable(
  'claim_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('claim_comments_claim_idx').on(table.claimId, table.createdAt)],
);
