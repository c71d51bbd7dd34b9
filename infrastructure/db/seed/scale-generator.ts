import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../database';
import * as t from '../schema';
import { DEMO_CUSTOMER_COUNT, generatedCustomer, type DemoCustomer } from './demo-data';

export interface ScaleOptions {
  /** Generated customers on top of the demo ones (default 5,000). */
  customers?: number;
  /** Generated sales users, each acting for a window of the generated customers (default 200). */
  salesUsers?: number;
  /** Fewest and most customers one sales user is assigned (defaults 100 and 500, capped at the customer count). */
  minAssigned?: number;
  maxAssigned?: number;
  /** One dealer login per generated customer, as a live portal has (default true). */
  dealerUsers?: boolean;
  /** Rows per INSERT statement (default 1,000). */
  batchSize?: number;
  /** The sales organisation the generated customers belong to (default ID01, the localhost brand). */
  sorg?: string;
  /** Hash every generated user signs in with; pass the demo password's hash so DEMO_PASSWORD works for all. */
  passwordHash: string;
}

export interface ScaleSalesUser {
  username: string;
  name: string;
  /** Positions (0-based) of the generated customers this user may act for. */
  assignedFrom: number;
  assignedCount: number;
}

export interface ScalePlan {
  customers: number;
  sorg: string;
  salesUsers: ScaleSalesUser[];
  dealerUsers: number;
  assignments: number;
  /** The sales user assigned the most customers, the heaviest case for the customer picker. */
  busiestSalesUser: ScaleSalesUser;
}

export interface ScaleResult extends ScalePlan {
  /** False when this database already held the generated population. */
  applied: boolean;
  rows: number;
  elapsedMs: number;
}

const SEED_NAME = 'scale';
const SEED_VERSION = 1;
const FIRST_NAMES = ['Agus', 'Dewi', 'Hendra', 'Lestari', 'Bayu', 'Putri', 'Rizky', 'Wulan', 'Fajar', 'Indah', 'Yoga', 'Ratna'];
const LAST_NAMES = ['Saputra', 'Hidayat', 'Kusuma', 'Nugroho', 'Wibowo', 'Setiawan', 'Halim', 'Gunawan', 'Permana'];
const SECOND_COMPANY = { code: '-2000', name: 'PT Velocita Parts Distribution' };

/** The number of the position-th generated customer in generatedCustomer(); the demo seed uses 1..80. */
export function scaleCustomerNumber(position: number): number {
  return DEMO_CUSTOMER_COUNT + 1 + position;
}

export function scaleCustomer(position: number, sorg = 'ID01'): DemoCustomer {
  const customer = generatedCustomer(scaleCustomerNumber(position), sorg);
  // Every fifth dealer buys through a second company, like the demo's multi-company dealer.
  return position % 5 === 4 ? { ...customer, companies: [...customer.companies, { code: `${sorg}${SECOND_COMPANY.code}`, name: SECOND_COMPANY.name }] } : customer;
}

export function scaleDealerUsername(position: number): string {
  return `dealer${String(scaleCustomerNumber(position)).padStart(5, '0')}`;
}

/** What generateScaleData inserts, derived from the options alone, so a caller can know the users without a query. */
export function planScaleData(options: Omit<ScaleOptions, 'passwordHash'> = {}): ScalePlan {
  const customers = Math.max(1, Math.trunc(options.customers ?? 5000));
  const userCount = Math.max(1, Math.trunc(options.salesUsers ?? 200));
  const maxAssigned = Math.min(customers, options.maxAssigned ?? 500);
  const minAssigned = Math.min(maxAssigned, options.minAssigned ?? 100);
  const salesUsers = Array.from({ length: userCount }, (_, index): ScaleSalesUser => {
    // (index * 61) % 101 walks 0..100 in a scattered order, spreading the loads between the two bounds.
    const share = ((index * 61) % 101) / 100;
    const first = FIRST_NAMES[index % FIRST_NAMES.length]!;
    const last = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]!;
    return {
      username: `sales${String(index + 1).padStart(4, '0')}`,
      name: `${first} ${last}`,
      assignedFrom: (index * 389) % customers,
      assignedCount: minAssigned + Math.round((maxAssigned - minAssigned) * share),
    };
  });
  const busiestSalesUser = salesUsers.reduce((busiest, user) => (user.assignedCount > busiest.assignedCount ? user : busiest));
  return {
    customers,
    sorg: options.sorg ?? 'ID01',
    salesUsers,
    dealerUsers: options.dealerUsers === false ? 0 : customers,
    assignments: salesUsers.reduce((sum, user) => sum + user.assignedCount, 0),
    busiestSalesUser,
  };
}

async function inBatches<T>(rows: readonly T[], size: number, insert: (batch: T[]) => Promise<unknown>): Promise<number> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
  return rows.length;
}

/**
 * Adds a generated population on top of the demo seed: customers with their areas and companies, sales users
 * each assigned a window of them, and optionally one dealer login per customer. Everything derives from the
 * position, so two runs with the same options produce the same data. Runs once per database.
 */
export async function generateScaleData(db: Database, options: ScaleOptions): Promise<ScaleResult> {
  const started = performance.now();
  const plan = planScaleData(options);
  const batchSize = Math.max(1, options.batchSize ?? 1000);
  const [already] = await db.select().from(t.seedRuns).where(eq(t.seedRuns.name, SEED_NAME));
  if (already) return { ...plan, applied: false, rows: 0, elapsedMs: performance.now() - started };

  let rows = 0;
  await db.transaction(async (tx) => {
    const lookups = await tx
      .select({ id: t.roles.id, name: t.roles.name })
      .from(t.roles)
      .where(inArray(t.roles.name, ['salesman', 'dealer']));
    const roleId = new Map(lookups.map((row) => [row.name, row.id]));
    const groups = await tx.select({ id: t.groupRoles.id, name: t.groupRoles.name }).from(t.groupRoles);
    const groupId = new Map(groups.map((row) => [row.name, row.id]));
    const salesmanRole = roleId.get('salesman');
    const dealerRole = roleId.get('dealer');
    if (!salesmanRole || !dealerRole) throw new Error('generateScaleData needs the demo seed (roles salesman and dealer) first');

    const customers = Array.from({ length: plan.customers }, (_, position) => scaleCustomer(position, plan.sorg));
    const customerIds: string[] = [];
    rows += await inBatches(customers, batchSize, async (batch) => {
      const inserted = await tx
        .insert(t.customers)
        .values(batch.map(({ r3, isr, unified, name, phone, address, city, email, sorg }) => ({ r3, isr, unified, name, phone, address, city, email, sorg })))
        .returning({ id: t.customers.id, r3: t.customers.r3 });
      const byR3 = new Map(inserted.map((row) => [row.r3, row.id]));
      for (const customer of batch) customerIds.push(byR3.get(customer.r3)!);
    });
    const idAt = (position: number) => customerIds[position]!;

    rows += await inBatches(
      customers.map((customer, position) => ({ customerId: idAt(position), sorg: customer.sorg, custGroup: customer.custGroup })),
      batchSize,
      (batch) => tx.insert(t.customerAreas).values(batch),
    );
    rows += await inBatches(
      customers.flatMap((customer, position) => customer.companies.map((company) => ({ customerId: idAt(position), ...company }))),
      batchSize,
      (batch) => tx.insert(t.customerCompanies).values(batch),
    );

    const salesRows = plan.salesUsers.map((user) => ({
      username: user.username,
      name: user.name,
      email: `${user.username}@velocita.example`,
      passwordHash: options.passwordHash,
      languageId: 'en-us',
      groupRoleId: groupId.get('Sales team') ?? null,
    }));
    const dealerRows = customers.slice(0, plan.dealerUsers).map((customer, position) => ({
      username: scaleDealerUsername(position),
      name: customer.name,
      email: customer.email,
      passwordHash: options.passwordHash,
      languageId: 'en-us',
      groupRoleId: groupId.get('Dealers') ?? null,
      customerId: idAt(position),
    }));
    const userIds = new Map<string, string>();
    rows += await inBatches([...salesRows, ...dealerRows], batchSize, async (batch) => {
      const inserted = await tx.insert(t.users).values(batch).returning({ id: t.users.id, username: t.users.username });
      for (const row of inserted) userIds.set(row.username, row.id);
    });
    const salesIds = plan.salesUsers.map((user) => userIds.get(user.username)!);
    const dealerIds = dealerRows.map((user) => userIds.get(user.username)!);

    rows += await inBatches(
      [...salesIds.map((userId) => ({ userId, roleId: salesmanRole })), ...dealerIds.map((userId) => ({ userId, roleId: dealerRole }))],
      batchSize,
      (batch) => tx.insert(t.userRoles).values(batch),
    );
    rows += await inBatches(
      [
        ...salesIds.map((userId) => ({ userId, sorg: plan.sorg, limitation: null, formVisit: 'polygon' })),
        ...dealerIds.map((userId) => ({ userId, sorg: plan.sorg, limitation: null, formVisit: null })),
      ],
      batchSize,
      (batch) => tx.insert(t.userAreas).values(batch),
    );
    rows += await inBatches(
      plan.salesUsers.flatMap((user, index) =>
        Array.from({ length: user.assignedCount }, (_, offset) => ({ userId: salesIds[index]!, customerId: idAt((user.assignedFrom + offset) % plan.customers) })),
      ),
      batchSize,
      (batch) => tx.insert(t.userCustomers).values(batch),
    );
    await tx.insert(t.seedRuns).values({ name: SEED_NAME, version: SEED_VERSION });
  });
  return { ...plan, applied: true, rows, elapsedMs: performance.now() - started };
}
