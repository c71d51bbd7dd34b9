import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/** Countries a prospect may name in a new-customer inquiry. */
export const countries = pgTable('countries', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

/** Cities of each country, for the inquiry's city choice. */
export const cities = pgTable(
  'cities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    countryId: text('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
  },
  (table) => [index('cities_country_idx').on(table.countryId, table.description)],
);

/** Inquiries of prospects who want to become customers, with the client address they came from (rate limit). */
export const customerInquiries = pgTable(
  'customer_inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    host: text('host').notNull(),
    reason: text('reason').notNull(),
    goal: text('goal').notNull(),
    custName: text('cust_name').notNull(),
    custAddress: text('cust_address').notNull(),
    custState: text('cust_state').notNull(),
    custPostalCode: text('cust_postal_code'),
    custCountry: text('cust_country').notNull(),
    custEmail: text('cust_email').notNull(),
    custPhone: text('cust_phone').notNull(),
    custCity: text('cust_city').notNull(),
    custWeb: text('cust_web'),
    clientAddress: text('client_address').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('customer_inquiries_client_idx').on(table.clientAddress, table.createdAt),
    index('customer_inquiries_created_idx').on(table.createdAt),
  ],
);
