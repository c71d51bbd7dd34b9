import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CurrencyFormat, HostConfigSettings } from '../../domain/config/host-config';

/** A sales organisation: the company unit a customer buys from, with its currency. */
export const salesOrganisations = pgTable('sales_organisations', {
  sorg: text('sorg').primaryKey(),
  name: text('name').notNull(),
  currency: jsonb('currency').$type<CurrencyFormat>().notNull(),
});

/** One white-label brand on one host name. */
export const hostConfigs = pgTable('host_configs', {
  host: text('host').primaryKey(),
  brandName: text('brand_name').notNull(),
  webTitle: text('web_title').notNull(),
  sorg: text('sorg').notNull().references(() => salesOrganisations.sorg),
  settings: jsonb('settings').$type<HostConfigSettings>().notNull().default({}),
  maintenanceMessage: text('maintenance_message'),
});

/** Settings shared by every host, such as the hosts with special credit wording. */
export const portalSettings = pgTable('portal_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const languages = pgTable('languages', {
  id: text('id').primaryKey(),
  description: text('description').notNull(),
});

export const permissions = pgTable('permissions', {
  id: uuid('id').primaryKey().defaultRandom(),
  scope: text('scope').notNull().unique(),
  description: text('description').notNull(),
});

export const roles = pgTable('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: uuid('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: uuid('permission_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.permissionId] })],
);

export const groupRoles = pgTable('group_roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
});

export const groupRoleRoles = pgTable(
  'group_role_roles',
  {
    groupRoleId: uuid('group_role_id').notNull().references(() => groupRoles.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.groupRoleId, table.roleId] })],
);

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    r3: text('r3').notNull().unique(),
    isr: text('isr').unique(),
    unified: text('unified'),
    name: text('name').notNull(),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    email: text('email'),
    sorg: text('sorg').notNull().references(() => salesOrganisations.sorg),
  },
  (table) => [index('customers_sorg_idx').on(table.sorg)],
);

/** The groups a customer belongs to within a sales organisation (shown in the picker as the customer group). */
export const customerAreas = pgTable(
  'customer_areas',
  {
    customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    sorg: text('sorg').notNull().references(() => salesOrganisations.sorg),
    custGroup: text('cust_group'),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.sorg] })],
);

/** The legal companies a customer buys through, each with its own credit account. */
export const customerCompanies = pgTable(
  'customer_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('customer_companies_code_idx').on(table.customerId, table.code)],
);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  name: text('name').notNull(),
  email: text('email'),
  passwordHash: text('password_hash').notNull(),
  limitation: text('limitation'),
  languageId: text('language_id').notNull().references(() => languages.id),
  groupRoleId: uuid('group_role_id').references(() => groupRoles.id),
  /** The customer a dealer user belongs to; sales staff and administrators have none. */
  customerId: uuid('customer_id').references(() => customers.id),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The user's phone number with its country code (+62… by default). */
  phone: text('phone'),
  /** Whether the user gets the portal's e-mail notifications, and those about warranty claims. */
  sendEmail: boolean('send_email').notNull().default(true),
  sendEmailWarranty: boolean('send_email_warranty').notNull().default(false),
  /** The address is a placeholder, not a mailbox: nothing is sent to it. */
  isFakeEmail: boolean('is_fake_email').notNull().default(false),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.roleId] })],
);

/** The sales organisations a user works in, with a limitation per area (for example audit). */
export const userAreas = pgTable(
  'user_areas',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    sorg: text('sorg').notNull().references(() => salesOrganisations.sorg),
    limitation: text('limitation'),
    formVisit: text('form_visit'),
    /** A free setting of the area, as an option name and its value. */
    option: text('option'),
    value: text('value'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.sorg] })],
);

/** Customers a sales user may act for. */
export const userCustomers = pgTable(
  'user_customers',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.customerId] }), index('user_customers_customer_idx').on(table.customerId)],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. Tokens minted from one sign-in share a family; presenting a spent
 * token revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    activeCustomerCode: text('active_customer_code'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    spentAt: timestamp('spent_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The pair this token was exchanged for, encrypted, answered again to a second request within the grace window. */
    successor: text('successor'),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);

/** Failed sign-ins per user name, for throttling. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    /** The client address the attempt came from. */
    client: text('client').notNull().default(''),
    /** The known browser (device cookie) it came from; null for an unknown one. */
    device: text('device'),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('login_failures_username_idx').on(table.username, table.failedAt), index('login_failures_client_idx').on(table.client, table.failedAt)],
);

/** Secrets the service creates on first start when the environment gives none (token signing key). */
export const serviceSecrets = pgTable('service_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull(),
});

/** Announcements per sales organisation; public ones also show before sign-in. */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sorg: text('sorg').notNull().references(() => salesOrganisations.sorg),
    type: text('type').notNull(),
    title: text('title').notNull(),
    url: text('url'),
    content: text('content').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
  },
  (table) => [index('announcements_sorg_validity_idx').on(table.sorg, table.validFrom, table.validTo)],
);

/** Pictures shown in the banner popup to the users of a sales organisation while they are valid. */
export const banners = pgTable(
  'banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sorg: text('sorg').notNull().references(() => salesOrganisations.sorg),
    /** Name of the image in the file store's banner folder, served under /bnrs/image/{bannerFile}. */
    bannerFile: text('banner_file').notNull(),
    link: text('link'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('banners_sorg_validity_idx').on(table.sorg, table.validFrom, table.validTo)],
);

/**
 * The credit account of one customer company as the ERP reports it. Exposure and balance are derived from these
 * figures; money is numeric(18,2) and travels as strings, never as floats.
 */
export const companyCreditAccounts = pgTable(
  'company_credit_accounts',
  {
    customerCompanyId: uuid('customer_company_id')
      .primaryKey()
      .references(() => customerCompanies.id, { onDelete: 'cascade' }),
    /** ISO code of the currency the account is kept in. */
    currency: text('currency').notNull(),
    /** The credit control area that watches the account. */
    creditControl: text('credit_control'),
    creditLimit: numeric('credit_limit', { precision: 18, scale: 2 }).notNull().default('0'),
    openInvoice: numeric('open_invoice', { precision: 18, scale: 2 }).notNull().default('0'),
    openDeliveryOrder: numeric('open_delivery_order', { precision: 18, scale: 2 }).notNull().default('0'),
    consignment: numeric('consignment', { precision: 18, scale: 2 }).notNull().default('0'),
    reasonBlocked: text('reason_blocked'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'company_credit_accounts_reason_blocked_check',
      sql`${table.reasonBlocked} is null or ${table.reasonBlocked} in ('limit_exceeded', 'overdue_over_limit', 'oldest_ar_blocked', 'other_company_blocked')`,
    ),
  ],
);

/** Consumer voice: what a user wrote, with the customer the session acted for and the host it came through. */
export const consumerFeedback = pgTable(
  'consumer_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    host: text('host').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('consumer_feedback_created_idx').on(table.createdAt)],
);

/** Browser push subscriptions; one row per push endpoint, owned by the user who subscribed last from it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** Milliseconds since the epoch at which the browser ends the subscription, when it says. */
    expirationTime: bigint('expiration_time', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/** The bike categories (merchandise categories) of a sales organisation's catalogue menu. */
export const bikeCategories = pgTable(
  'bike_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sorg: text('sorg').notNull().references(() => salesOrganisations.sorg),
    mcid: text('mcid').notNull(),
    wording: text('wording').notNull(),
    type: text('type').notNull().default('bike'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('bike_categories_sorg_mcid_idx').on(table.sorg, table.mcid)],
);

/** Markets that content (marketing material, sales documents, news) is published for. */
export const contentTargetMarkets = pgTable(
  'content_target_markets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    marketName: text('market_name').notNull(),
    type: text('type').notNull(),
  },
  (table) => [
    uniqueIndex('content_target_markets_type_name_idx').on(table.type, table.marketName),
    check('content_target_markets_type_check', sql`${table.type} in ('marketing_material', 'sales_document', 'news')`),
  ],
);

/** The content target markets a user reads content of. */
export const userContentTargetMarkets = pgTable(
  'user_content_target_markets',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    marketId: uuid('market_id').notNull().references(() => contentTargetMarkets.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.marketId] })],
);
