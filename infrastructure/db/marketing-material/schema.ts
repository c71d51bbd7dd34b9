import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { contentTargetMarkets } from '../schema';

/** Marketing categories (a tree per type), the markets each is published for, and their images. */

export const marketingCategories = pgTable(
  'marketing_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    route: text('route').notNull().default(''),
    parentId: uuid('parent_id').references((): AnyPgColumn => marketingCategories.id, { onDelete: 'restrict' }),
    itemPerLine: integer('item_per_line').notNull().default(4),
    showChilds: boolean('show_childs').notNull().default(true),
    searchParam: text('search_param').notNull().default(''),
    layout: text('layout').notNull().default('grid'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('marketing_categories_parent_idx').on(table.type, table.parentId),
    check('marketing_categories_type_check', sql`${table.type} in ('brand_assets', 'product_lineup')`),
  ],
);

export const marketingCategoryMarkets = pgTable(
  'marketing_category_markets',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => marketingCategories.id, { onDelete: 'cascade' }),
    marketId: uuid('market_id')
      .notNull()
      .references(() => contentTargetMarkets.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.marketId] }), index('marketing_category_markets_market_idx').on(table.marketId)],
);

export const marketingImages = pgTable(
  'marketing_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => marketingCategories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    storedName: text('stored_name').notNull().unique(),
    thumbnailName: text('thumbnail_name').notNull().unique(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('marketing_images_category_idx').on(table.categoryId, table.createdAt)],
);
