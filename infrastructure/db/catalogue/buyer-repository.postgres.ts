import { asc, eq, sql } from 'drizzle-orm';
import type { BuyerFacts, BuyerRepository } from '../../../application/service/catalogue/article-ports';
import type { Database } from '../database';
import { customers, userAreas } from '../schema';

export class BuyerRepositoryPostgres implements BuyerRepository {
  constructor(private readonly db: Database) {}

  async buyerFacts(userId: string, r3: string): Promise<BuyerFacts | undefined> {
    const [row] = await this.db
      .select({
        customerId: customers.id,
        r3: customers.r3,
        sorgs: sql<string[]>`coalesce((select array_agg(ca.sorg order by ca.sorg) from customer_areas ca where ca.customer_id = "customers"."id"), '{}')`,
        assignedToUser: sql<boolean>`exists (select 1 from user_customers uc where uc.user_id = ${userId} and uc.customer_id = "customers"."id")`,
      })
      .from(customers)
      .where(eq(customers.r3, r3))
      .limit(1);
    return row;
  }

  async userAreaSorgs(userId: string): Promise<string[]> {
    const rows = await this.db.select({ sorg: userAreas.sorg }).from(userAreas).where(eq(userAreas.userId, userId)).orderBy(asc(userAreas.sorg));
    return rows.map((row) => row.sorg);
  }
}
