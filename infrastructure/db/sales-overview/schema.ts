import { index, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../schema';

/**
 * The sales overview's summary of the invoice items: net sales and invoiced quantity per dealer, sales organisation,
 * payer, month and product (brand, product category, merchandise category, model, series). A trigger on
 * invoice_items (migration 00xx_sales_overview) keeps it in step with every insert, change and delete, so a year of
 * a large dealer is a few hundred summary rows instead of hundreds of thousands of invoice lines. Text columns hold
 * '' rather than null, so they can be part of the key.
 */
export const salesMonthlyTotals = pgTable(
  'sales_monthly_totals',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sorg: text('sorg').notNull(),
    payerCode: text('payer_code').notNull(),
    payerName: text('payer_name').notNull(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    /** 'bike' or 'paa' for a catalogue article; '' for an article the catalogue does not know. */
    productCategory: text('product_category').notNull(),
    brand: text('brand').notNull(),
    merchandiseCategory: text('merchandise_category').notNull(),
    modelCode: text('model_code').notNull(),
    modelName: text('model_name').notNull(),
    series: text('series').notNull(),
    netSales: numeric('net_sales', { precision: 18, scale: 2 }).notNull(),
    invoiceQuantity: integer('invoice_quantity').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'sales_monthly_totals_pk',
      columns: [table.customerId, table.sorg, table.year, table.month, table.payerCode, table.productCategory, table.brand, table.merchandiseCategory, table.modelCode, table.series],
    }),
    index('sales_monthly_totals_year_idx').on(table.customerId, table.year),
  ],
);
