import { eq, sql } from 'drizzle-orm';
import type { ActiveCustomerFacts, ActiveCustomerRepository } from '../../../application/service/customers/active-customer';
import type { Database } from '../database';
import { preparedOnce } from '../prepared-query';
import { customers } from '../schema';

// The subqueries name the outer row's column in full: drizzle writes a bare "id" for ${customers.id}, which inside a
// subquery over a table with its own id column would mean that table's.
function activeCustomerQuery(db: Database) {
  return db
    .select({
      customerId: customers.id,
      r3: customers.r3,
      name: customers.name,
      sorg: customers.sorg,
      sorgs: sql<string[]>`coalesce((select array_agg(ca.sorg order by ca.sorg) from customer_areas ca where ca.customer_id = "customers"."id"), '{}')`,
      companyCodes: sql<string[]>`coalesce((select array_agg(cc.code order by cc.code) from customer_companies cc where cc.customer_id = "customers"."id"), '{}')`,
      assignedToUser: sql<boolean>`exists (select 1 from user_customers uc where uc.user_id = ${sql.placeholder('userId')} and uc.customer_id = "customers"."id")`,
    })
    .from(customers)
    .where(eq(customers.r3, sql.placeholder('r3')))
    .limit(1);
}

export class ActiveCustomerRepositoryPostgres implements ActiveCustomerRepository {
  /** Every request that acts for a customer reads it. */
  private readonly factsOf: ReturnType<ReturnType<typeof activeCustomerQuery>['prepare']>;

  constructor(db: Database) {
    this.factsOf = preparedOnce(db, 'active_customer', activeCustomerQuery(db));
  }

  async activeCustomerFacts(userId: string, r3: string): Promise<ActiveCustomerFacts | undefined> {
    const [row] = await this.factsOf.execute({ userId, r3 });
    if (!row) return undefined;
    return { ...row, sorgs: row.sorgs.length > 0 ? row.sorgs : [row.sorg] };
  }
}
