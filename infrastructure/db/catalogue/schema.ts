import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers, salesOrganisations, users } from '../schema';

/** A PostgreSQL full-text document; written only by the database (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Every article the brands sell: bikes (with model year, series, bike category and the model its variants share)
 * and parts and accessories (PAA). The article code is the ERP's key; the slug addresses the product page. What a
 * sales organisation sells of it, at what price and from which stock lives in the tables below.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    articleCode: text('article_code').notNull().unique(),
    /** The code as the portal prints it (grouped or shortened); the search also finds the plain code. */
    articleCodeDisplay: text('article_code_display').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** 'bike' or 'paa' (parts and accessories). */
    category: text('category').notNull(),
    /** Merchandise category: the bike category (mcid of bike_categories) of a bike, a PAA category for a part. */
    mcid: text('mcid'),
    /** The model the variants (sizes, colours) of one bike or part belong to; the group view lists models. */
    modelCode: text('model_code').notNull(),
    modelName: text('model_name').notNull(),
    series: text('series'),
    modelYear: integer('model_year'),
    brand: text('brand').notNull(),
    /** Size, colour or other variant text. */
    variant: text('variant'),
    slug: text('slug').notNull().unique(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    uom: text('uom').notNull().default('EA'),
    /** The exact (pack) quantity: orders come in whole multiples of it; null means any quantity. */
    exactQty: integer('exact_qty'),
    /** The most units one order may hold; null means no quota. */
    orderQuota: integer('order_quota'),
    hierarchyBlocked: boolean('hierarchy_blocked').notNull().default(false),
    brandBlocked: boolean('brand_blocked').notNull().default(false),
    categoryBlocked: boolean('category_blocked').notNull().default(false),
    /** Position in the recommended sort: lower first (editorial ranking maintained with the catalogue). */
    recommendedRank: integer('recommended_rank').notNull().default(1_000_000),
    /** The product picture's name (domain/catalogue/product-image.ts), its source in the file store; null when it has none. */
    imageName: text('image_name'),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('simple', ${products.name} || ' ' || ${products.articleCode} || ' ' || ${products.modelName} || ' ' || coalesce(${products.series}, '') || ' ' || ${products.brand})`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('products_category_check', sql`${table.category} in ('bike', 'paa')`),
    check('products_exact_qty_check', sql`${table.exactQty} is null or ${table.exactQty} > 0`),
    check('products_order_quota_check', sql`${table.orderQuota} is null or ${table.orderQuota} >= 0`),
    index('products_search_vector_idx').using('gin', table.searchVector),
    index('products_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('products_article_code_trgm_idx').using('gin', table.articleCode.op('gin_trgm_ops')),
    /** Article-code prefixes, case-insensitively (lower(article_code) like 'vb-ae%'), without the trigram index's long posting lists. */
    index('products_article_code_prefix_idx').on(sql`lower(${table.articleCode}) text_pattern_ops`),
    index('products_recommended_idx').on(table.category, table.recommendedRank, table.name, table.id),
    index('products_model_idx').on(table.modelCode),
    index('products_category_mcid_idx').on(table.category, table.mcid),
  ],
);

/**
 * Which sales organisations sell an article, with the attributes catalogue analysis maintains: whether it may be
 * ordered, whether ordering is blocked there, and its new-arrival window. Deleting an article from a sales
 * organisation deletes this row.
 */
export const productSorgs = pgTable(
  'product_sorgs',
  {
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    sorg: text('sorg').notNull().references(() => salesOrganisations.sorg),
    allowOrder: boolean('allow_order').notNull().default(true),
    orderBlocked: boolean('order_blocked').notNull().default(false),
    sorgBlocked: boolean('sorg_blocked').notNull().default(false),
    newArrivalFrom: date('new_arrival_from'),
    newArrivalTo: date('new_arrival_to'),
    newArrivalActive: boolean('new_arrival_active').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.sorg] }), index('product_sorgs_sorg_idx').on(table.sorg, table.productId)],
);

/** The dealer (list) price and the recommended retail price of an article in a sales organisation's currency. */
export const prices = pgTable(
  'prices',
  {
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    sorg: text('sorg').notNull().references(() => salesOrganisations.sorg),
    currency: text('currency').notNull(),
    dealer: numeric('dealer', { precision: 18, scale: 2 }).notNull(),
    retail: numeric('retail', { precision: 18, scale: 2 }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.sorg] }), check('prices_dealer_check', sql`${table.dealer} >= 0`)],
);

/**
 * Sales deals on an article's dealer price: for one customer, or for every customer of the sales organisation
 * (customer null). A deal without a term always holds; one with a term (>= or <=) and a tier quantity holds only
 * for line quantities that meet it. `value` is a percentage or a fixed amount off each unit.
 */
export const priceDeals = pgTable(
  'price_deals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    sorg: text('sorg').notNull().references(() => salesOrganisations.sorg),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    salesDealNo: text('sales_deal_no').notNull(),
    description: text('description'),
    type: text('type').notNull(),
    value: numeric('value', { precision: 18, scale: 4 }).notNull(),
    term: text('term'),
    tierQty: integer('tier_qty'),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
  },
  (table) => [
    check('price_deals_type_check', sql`${table.type} in ('percentage', 'amount')`),
    check('price_deals_value_check', sql`${table.value} >= 0`),
    check('price_deals_term_check', sql`(${table.term} is null and ${table.tierQty} is null) or (${table.term} in ('>=', '<=') and ${table.tierQty} >= 0)`),
    index('price_deals_product_idx').on(table.productId, table.sorg),
  ],
);

/** Warehouses a sales organisation ships from, in the order stock is taken from them. */
export const stockLocations = pgTable('stock_locations', {
  code: text('code').primaryKey(),
  sorg: text('sorg').notNull().references(() => salesOrganisations.sorg),
  name: text('name').notNull(),
  /** The warehouse area freight benefits and shipment rates are counted per. */
  warehouseArea: text('warehouse_area').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * Units of an article at a location. `available` can be ordered now and never drops below zero (checked here and
 * by every checkout); `customerOrdered` is booked by open orders; the next arrival is the next planned delivery.
 */
export const stockLevels = pgTable(
  'stock_levels',
  {
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    locationCode: text('location_code').notNull().references(() => stockLocations.code),
    available: integer('available').notNull().default(0),
    customerOrdered: integer('customer_ordered').notNull().default(0),
    nextArrival: date('next_arrival'),
    nextArrivalQty: integer('next_arrival_qty'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.locationCode] }),
    check('stock_levels_available_check', sql`${table.available} >= 0`),
    check('stock_levels_customer_ordered_check', sql`${table.customerOrdered} >= 0`),
  ],
);

/** A groupset: a complete drivetrain kit sold as one article, with the components it holds. */
export const groupsets = pgTable('groupsets', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** The article that is ordered for the whole kit. */
  productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  series: text('series'),
  speeds: integer('speeds'),
  description: text('description').notNull().default(''),
});

export const groupsetComponents = pgTable(
  'groupset_components',
  {
    groupsetId: uuid('groupset_id').notNull().references(() => groupsets.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.groupsetId, table.productId] })],
);

/** A promotion of a sales organisation, shown on the catalogue while it is valid. */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sorg: text('sorg').notNull().references(() => salesOrganisations.sorg),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    terms: text('terms').notNull().default(''),
    badge: text('badge'),
    tagline: text('tagline'),
    /** 'bike', 'paa', or null for both catalogues. */
    productCategory: text('product_category'),
    locations: text('locations').array().notNull().default(sql`'{}'::text[]`),
    /** The offers in detail: article codes and what each gets. */
    details: jsonb('details').$type<{ articleCode: string; offer: string }[]>().notNull().default([]),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('promotions_sorg_code_idx').on(table.sorg, table.code), index('promotions_validity_idx').on(table.sorg, table.validFrom, table.validTo)],
);

/** The best sellers of a sales organisation, ranked (1 first). */
export const bestSellers = pgTable(
  'best_sellers',
  {
    sorg: text('sorg').notNull().references(() => salesOrganisations.sorg),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sorg, table.productId] }), index('best_sellers_rank_idx').on(table.sorg, table.rank)],
);

/** Articles the catalogue home shows in a named section (new arrivals, featured, clearance…). */
export const articleDisplays = pgTable(
  'article_displays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sorg: text('sorg').notNull().references(() => salesOrganisations.sorg),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    label: text('label'),
    sortOrder: integer('sort_order').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
  },
  (table) => [index('article_displays_sorg_idx').on(table.sorg, table.section, table.sortOrder)],
);

/** What a customer has bought of an article: how often, how many, and when last (repeat order). */
export const purchaseHistory = pgTable(
  'purchase_history',
  {
    customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    sorg: text('sorg').notNull().references(() => salesOrganisations.sorg),
    timesOrdered: integer('times_ordered').notNull().default(1),
    totalQty: integer('total_qty').notNull(),
    firstOrderedAt: timestamp('first_ordered_at', { withTimezone: true }).notNull(),
    lastOrderedAt: timestamp('last_ordered_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.productId, table.sorg] }), index('purchase_history_last_idx').on(table.customerId, table.lastOrderedAt)],
);

/** A user's wish to hear when an article is back in stock in a sales organisation. */
export const restockSubscriptions = pgTable(
  'restock_subscriptions',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    sorg: text('sorg').notNull().references(() => salesOrganisations.sorg),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId, table.sorg] }), index('restock_subscriptions_product_idx').on(table.productId, table.sorg)],
);
