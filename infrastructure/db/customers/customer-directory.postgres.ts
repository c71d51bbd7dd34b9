import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { CustomerReach } from '../../../domain/access/customer-access';
import type { CustomerDirectory, CustomerSummary } from '../../../application/service/customers/ports';
import type { Database } from '../database';
import { escapeLike } from '../like-pattern';
import { customers, userCustomers } from '../schema';

const summaryColumns = {
  internalId: customers.id,
  r3: customers.r3,
  isr: customers.isr,
  unified: customers.unified,
  name: customers.name,
  phone: customers.phone,
  address: customers.address,
  city: customers.city,
  email: customers.email,
  areas: sql<{ sorg: string; custGroup: string | null }[]>`coalesce((
    select json_agg(json_build_object('sorg', ca.sorg, 'custGroup', ca.cust_group) order by ca.sorg)
    from customer_areas ca where ca.customer_id = "customers"."id"), '[]'::json)`,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: unknown } & {
  internalId: string; r3: string; isr: string | null; unified: string | null; name: string; phone: string | null;
  address: string | null; city: string | null; email: string | null; areas: { sorg: string; custGroup: string | null }[];
};

function toSummary(row: SummaryRow): CustomerSummary & { internalId: string } {
  return {
    internalId: row.internalId,
    id: row.isr ?? row.r3,
    name: row.name,
    phone: row.phone,
    address: row.address,
    city: row.city,
    email: row.email,
    code: { r3: row.r3, isr: row.isr, unified: row.unified },
    areas: row.areas,
  };
}

export class CustomerDirectoryPostgres implements CustomerDirectory {
  constructor(private readonly db: Database) {}

  async page(userId: string, reach: CustomerReach, search: string | undefined, page: number, limit: number) {
    // The assigned ids as one array the primary key is probed with: as a semi-join, the planner scans every customer
    // with the search's filters instead of only the few hundred a sales user reaches.
    const assigned = this.db.select({ id: userCustomers.customerId }).from(userCustomers).where(eq(userCustomers.userId, userId));
    const reached = or(
      reach.ownCustomerId ? eq(customers.id, reach.ownCustomerId) : undefined,
      reach.includesAssigned ? sql`${customers.id} = any(array${assigned})` : undefined,
    );
    if (!reached) return { items: [], total: 0 };
    const pattern = search ? `%${escapeLike(search)}%` : undefined;
    const searched = pattern
      ? or(
          ilike(customers.r3, pattern),
          ilike(customers.isr, pattern),
          ilike(customers.name, pattern),
          ilike(customers.phone, pattern),
          ilike(customers.address, pattern),
          ilike(customers.email, pattern),
          ilike(customers.city, pattern),
        )
      : undefined;
    const condition = and(reached, searched);
    const rows = await this.db
      .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(customers)
      .where(condition)
      .orderBy(customers.name, customers.r3)
      .limit(limit)
      .offset((page - 1) * limit);
    const items = rows.map((row) => toSummary(row as SummaryRow));
    if (rows.length > 0 || page === 1) return { items, total: rows[0]?.total ?? 0 };
    // A page past the end has no row to carry the total.
    const [totalRow] = await this.db.select({ total: count() }).from(customers).where(condition);
    return { items, total: totalRow?.total ?? 0 };
  }

  async findByR3(r3: string) {
    const [row] = await this.db.select(summaryColumns).from(customers).where(eq(customers.r3, r3)).limit(1);
    return row ? toSummary(row as SummaryRow) : undefined;
  }
}
