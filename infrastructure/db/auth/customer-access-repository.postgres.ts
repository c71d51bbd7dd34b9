import { and, eq } from 'drizzle-orm';
import type { CustomerAccessRepository } from '../../../application/service/auth/ports';
import type { Database } from '../database';
import { customers, userCustomers } from '../schema';

export class CustomerAccessRepositoryPostgres implements CustomerAccessRepository {
  constructor(private readonly db: Database) {}

  async findCustomerByCode(code: { r3: string; isr?: string | null }): Promise<{ id: string; r3: string } | undefined> {
    const condition = and(eq(customers.r3, code.r3), code.isr ? eq(customers.isr, code.isr) : undefined);
    const [row] = await this.db.select({ id: customers.id, r3: customers.r3 }).from(customers).where(condition).limit(1);
    return row;
  }

  async assignedCustomerIds(userId: string): Promise<string[]> {
    const rows = await this.db.select({ id: userCustomers.customerId }).from(userCustomers).where(eq(userCustomers.userId, userId));
    return rows.map((row) => row.id);
  }
}
