import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actableCustomerIds, CHANGE_CUSTOMER_SCOPE, customerReach } from '../../domain/access/customer-access';
import { openDatabase, type OpenedDatabase } from '../../infrastructure/db/database';
import { CustomerAccessRepositoryPostgres } from '../../infrastructure/db/auth/customer-access-repository.postgres';
import { CustomerDirectoryPostgres } from '../../infrastructure/db/customers/customer-directory.postgres';
import { applyDemoSeed } from '../../infrastructure/db/seed/apply-demo-seed';
import { customers, userCustomers, users } from '../../infrastructure/db/schema';

/** More than the demo data's customers, so one page holds every customer within a reach. */
const WHOLE_REACH = 1_000;

describe('the customers within a user\'s reach, as the directory selects them', () => {
  let database: OpenedDatabase;
  let userIds: string[];
  let customerIds: string[];
  beforeAll(async () => {
    database = await openDatabase({ engine: 'pglite' });
    await applyDemoSeed(database.db, { passwordHash: 'not-used', now: new Date('2026-11-25T09:00:00Z') });
    const assigned = await database.db.selectDistinct({ userId: userCustomers.userId }).from(userCustomers);
    userIds = [...assigned.map((row) => row.userId), ...(await database.db.select({ id: users.id }).from(users).limit(5)).map((row) => row.id)];
    customerIds = (await database.db.select({ id: customers.id }).from(customers)).map((row) => row.id);
  });
  afterAll(async () => {
    await database.close();
  });

  it('are the domain\'s actable customers, for users with and without assignments, own customer and scope', async () => {
    expect(userIds.length).toBeGreaterThan(5);
    const directory = new CustomerDirectoryPostgres(database.db);
    const access = new CustomerAccessRepositoryPostgres(database.db);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...userIds),
        fc.option(fc.constantFrom(...customerIds)),
        fc.subarray([CHANGE_CUSTOMER_SCOPE, 'page.catalog', 'page.payment']),
        async (userId, ownCustomerId, scopes) => {
          const facts = { scopes, ownCustomerId, assignedCustomerIds: await access.assignedCustomerIds(userId) };
          const selected = await directory.page(userId, customerReach(facts), undefined, 1, WHOLE_REACH);
          const selectedIds = await Promise.all(selected.items.map(async (item) => (await directory.findByR3(item.code.r3))?.internalId));

          expect(selectedIds.sort()).toEqual(actableCustomerIds(facts).sort());
          expect(selected.total).toBe(selectedIds.length);
        },
      ),
      { numRuns: 40 },
    );
  });
});
