import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contentTargetMarkets } from '../schema';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/** News items: soft-deleted (deleted_at) and restorable; valid between valid_from and valid_to. */
export const news = pgTable(
  'news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    /** Sanitised rich text (HTML). */
    body: text('body').notNull(),
    validFrom: instant('valid_from').notNull(),
    validTo: instant('valid_to'),
    itemPerLine: integer('item_per_line').notNull().default(3),
    placeholderOnCard: boolean('placeholder_on_card').notNull().default(true),
    titleOnCard: boolean('title_on_card').notNull().default(true),
    subtitleOnCard: boolean('subtitle_on_card').notNull().default(true),
    releasedonOnCard: boolean('releasedon_on_card').notNull().default(true),
    resolutionOnCard: boolean('resolution_on_card').notNull().default(false),
    gotopdpOnCard: boolean('gotopdp_on_card').notNull().default(false),
    productLink: text('product_link'),
    /** The stored picture's file name in the news-image folder (`{uuid}.{extension}`); its sizes are made from it. */
    imageFile: text('image_file'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    deletedAt: instant('deleted_at'),
  },
  (table) => [
    index('news_valid_idx').on(table.validFrom, table.validTo),
    check('news_item_per_line_check', sql`${table.itemPerLine} between 1 and 4`),
  ],
);

/** The news target markets each news item is published for. */
export const newsTargetMarkets = pgTable(
  'news_target_markets',
  {
    newsId: uuid('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    marketId: uuid('market_id')
      .notNull()
      .references(() => contentTargetMarkets.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.newsId, table.marketId] }), index('news_target_markets_market_idx').on(table.marketId)],
);
