import { applyDemoNews } from './demo-news';
import { eq } from 'drizzle-orm';
import { SCOPE_CATALOGUE } from '../../../domain/access/scope-catalogue';
import type { Database } from '../database';
import * as t from '../schema';
import {
  DEMO_ANNOUNCEMENTS,
  DEMO_AREA_ANNOUNCEMENTS,
  DEMO_BANNERS,
  DEMO_BIKE_CATEGORIES,
  DEMO_CONTENT_TARGET_MARKETS,
  DEMO_USER_CONTENT_MARKETS,
  DEMO_GROUP_ROLES,
  DEMO_HOSTS,
  DEMO_LANGUAGES,
  DEMO_PORTAL_SETTINGS,
  DEMO_ROLES,
  DEMO_SALES_ORGANISATIONS,
  DEMO_USERS,
  demoCustomers,
  validityAround,
  type DemoUser,
} from './demo-data';
import { demoCreditAccounts } from './demo-credit.data';
import { applyDemoCommerce } from './demo-commerce';
import { applyDemoInvoicing } from './demo-invoicing';
import { applyDemoPdi } from './demo-pdi';
import { applyDemoFrames } from './demo-frames';
import { applyDemoVisitsAndSalesAreas } from './demo-visit-forms';
import { applyDemoClaims } from './demo-claims';
import { applyDemoSales } from './demo-sales';
import { applyDemoThirdParty } from './demo-third-party';
import { applyDemoContentLibrary } from './demo-content-library';

const SEED_NAME = 'demo';
const SEED_VERSION = 1;
const ANNOUNCEMENT_VALIDITY_MS = 365 * 24 * 60 * 60_000;

/**
 * Fills an empty database with the demo brands, users and customers. Runs once: a recorded seed run makes later
 * starts skip it, so data changed through the portal survives restarts.
 */
export async function applyDemoSeed(db: Database, options: { passwordHash: string; now: Date }): Promise<boolean> {
  const [already] = await db.select().from(t.seedRuns).where(eq(t.seedRuns.name, SEED_NAME));
  if (already) return false;
  await db.transaction(async (tx) => {
    await tx.insert(t.salesOrganisations).values(DEMO_SALES_ORGANISATIONS);
    await tx.insert(t.languages).values(DEMO_LANGUAGES);
    await tx.insert(t.hostConfigs).values(DEMO_HOSTS);
    await tx.insert(t.portalSettings).values(Object.entries(DEMO_PORTAL_SETTINGS).map(([key, value]) => ({ key, value })));

    const permissionRows = await tx
      .insert(t.permissions)
      .values(Object.entries(SCOPE_CATALOGUE).map(([scope, description]) => ({ scope, description })))
      .returning({ id: t.permissions.id, scope: t.permissions.scope });
    const permissionId = new Map(permissionRows.map((row) => [row.scope, row.id]));
    const roleRows = await tx
      .insert(t.roles)
      .values(DEMO_ROLES.map(({ name, description }) => ({ name, description })))
      .returning({ id: t.roles.id, name: t.roles.name });
    const roleId = new Map(roleRows.map((row) => [row.name, row.id]));
    await tx.insert(t.rolePermissions).values(
      DEMO_ROLES.flatMap((role) => role.scopes.map((scope) => ({ roleId: roleId.get(role.name)!, permissionId: permissionId.get(scope)! }))),
    );
    const groupRows = await tx
      .insert(t.groupRoles)
      .values(DEMO_GROUP_ROLES.map(({ name, description }) => ({ name, description })))
      .returning({ id: t.groupRoles.id, name: t.groupRoles.name });
    const groupId = new Map(groupRows.map((row) => [row.name, row.id]));
    await tx.insert(t.groupRoleRoles).values(DEMO_GROUP_ROLES.flatMap((group) => group.roles.map((role) => ({ groupRoleId: groupId.get(group.name)!, roleId: roleId.get(role)! }))));

    const customers = demoCustomers();
    const customerRows = await tx
      .insert(t.customers)
      .values(customers.map(({ r3, isr, unified, name, phone, address, city, email, sorg }) => ({ r3, isr, unified, name, phone, address, city, email, sorg })))
      .returning({ id: t.customers.id, r3: t.customers.r3, sorg: t.customers.sorg });
    const customerId = new Map(customerRows.map((row) => [row.r3, row.id]));
    await tx.insert(t.customerAreas).values(customers.map((customer) => ({ customerId: customerId.get(customer.r3)!, sorg: customer.sorg, custGroup: customer.custGroup })));
    const companyRows = await tx
      .insert(t.customerCompanies)
      .values(customers.flatMap((customer) => customer.companies.map((company) => ({ customerId: customerId.get(customer.r3)!, ...company }))))
      .returning({ id: t.customerCompanies.id, customerId: t.customerCompanies.customerId, code: t.customerCompanies.code });
    const companyId = new Map(companyRows.map((row) => [`${row.customerId}/${row.code}`, row.id]));
    await tx.insert(t.companyCreditAccounts).values(
      customers.flatMap((customer) =>
        demoCreditAccounts(customer).map(({ companyCode, ...account }) => ({
          customerCompanyId: companyId.get(`${customerId.get(customer.r3)!}/${companyCode}`)!,
          ...account,
          updatedAt: options.now,
        })),
      ),
    );

    const marketRows = await tx
      .insert(t.contentTargetMarkets)
      .values(DEMO_CONTENT_TARGET_MARKETS)
      .returning({ id: t.contentTargetMarkets.id, marketName: t.contentTargetMarkets.marketName });

    for (const user of DEMO_USERS) {
      const [row] = await tx
        .insert(t.users)
        .values({
          username: user.username,
          name: user.name,
          email: user.email,
          passwordHash: options.passwordHash,
          limitation: user.limitation,
          languageId: user.language,
          groupRoleId: user.groupRole ? groupId.get(user.groupRole)! : null,
          customerId: user.customer ? customerId.get(user.customer)! : null,
        })
        .returning({ id: t.users.id });
      const userId = row!.id;
      await tx.insert(t.userRoles).values(user.roles.map((role) => ({ userId, roleId: roleId.get(role)! })));
      await tx.insert(t.userAreas).values(user.areas.map((area) => ({ userId, ...area })));
      const assigned = assignedCustomers(user, customerRows);
      if (assigned.length > 0) await tx.insert(t.userCustomers).values(assigned.map((id) => ({ userId, customerId: id })));
      const markets = marketRows.filter((market) => DEMO_USER_CONTENT_MARKETS[user.username]?.includes(market.marketName));
      if (markets.length > 0) await tx.insert(t.userContentTargetMarkets).values(markets.map((market) => ({ userId, marketId: market.id })));
    }

    await tx.insert(t.announcements).values(
      DEMO_ANNOUNCEMENTS.map((announcement) => ({
        ...announcement,
        validFrom: options.now,
        validTo: new Date(options.now.getTime() + ANNOUNCEMENT_VALIDITY_MS),
      })),
    );
    await tx.insert(t.announcements).values(
      DEMO_AREA_ANNOUNCEMENTS.map(({ fromDays, toDays, ...announcement }) => ({ ...announcement, ...validityAround(options.now, fromDays, toDays) })),
    );
    await tx.insert(t.banners).values(DEMO_BANNERS.map(({ fromDays, toDays, ...banner }) => ({ ...banner, ...validityAround(options.now, fromDays, toDays) })));
    await tx.insert(t.bikeCategories).values(DEMO_BIKE_CATEGORIES);
    await applyDemoCommerce(tx, { now: options.now });
    await applyDemoInvoicing(tx, { now: options.now });
    await applyDemoPdi(tx, { now: options.now });
    await applyDemoFrames(tx, { now: options.now });
    await applyDemoVisitsAndSalesAreas(tx, { now: options.now });
    await applyDemoClaims(tx, { now: options.now });
    await applyDemoSales(tx, { now: options.now });
    await applyDemoThirdParty(tx, { now: options.now, passwordHash: options.passwordHash });
    await applyDemoContentLibrary(tx, { now: options.now });
    await applyDemoNews(tx, { now: options.now });
    await tx.insert(t.seedRuns).values({ name: SEED_NAME, version: SEED_VERSION });
  });
  return true;
}

function assignedCustomers(user: DemoUser, customers: { id: string; r3: string; sorg: string }[]): string[] {
  switch (user.assigned) {
    case 'none':
      return [];
    case 'first-12':
      return customers.filter((customer) => customer.sorg === 'ID01').slice(0, 12).map((customer) => customer.id);
    case 'all-id01':
      return customers.filter((customer) => customer.sorg === 'ID01').map((customer) => customer.id);
    case 'all':
      return customers.map((customer) => customer.id);
  }
}

