import { asc, eq, sql } from 'drizzle-orm';
import type { BuyerFacts, BuyerRepository } from '../../../application/service/catalogue/article-ports';
import type { Database } from '../database';
import { preparedOnce } from '../prepared-query';
import { customers, userAreas } from '../schema';

function buyerFactsQuery(db: Database) {
  return db
    .select({
      customerId: customers.id,
      r3: customers.r3,
      sorgs: sql<string[]>`coalesce((select array_agg(ca.sorg order by ca.sorg) from customer_areas ca where ca.customer_id = "customers"."id"), '{}')`,
      assignedToUser: sql<boolean>`exists (select 1 from user_customers uc where uc.user_id = ${sql.placeholder('userId')} and uc.customer_id = "customers"."id")`,
    })
    .from(customers)
    .where(eq(customers.r3, sql.placeholder('r3')))
    .limit(1);
}

export class BuyerRepositoryPostgres implements BuyerRepository {
  /** Every catalogue, cart and checkout call checks its buyer again. */
  private readonly buyerFactsOf: ReturnType<ReturnType<typeof buyerFactsQuery>['prepare']>;

  constructor(private readonly db: Database) {
    this.buyerFactsOf = preparedOnce(db, 'buyer_facts', buyerFactsQuery(db));
  }

  async buyerFacts(userId: string, r3: string): Promise<BuyerFacts | undefined> {
    const [row] = await this.buyerFactsOf.execute({ userId, r3 });
    return row;
  }

  async userAreaSorgs(userId: string): Promise<string[]> {
    const rows = await this.db.select({ sorg: userAreas.sorg }).from(userAreas).where(eq(userAreas.userId, userId)).orderBy(asc(userAreas.sorg));
    return rows.map((row) => row.sorg);
  }
}
