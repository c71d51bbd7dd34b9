import { eq } from 'drizzle-orm';
import type { UserAccount, UserAccountRepository } from '../../../application/service/auth/ports';
import type { Database } from '../database';
import { customers, users } from '../schema';

export class UserAccountRepositoryPostgres implements UserAccountRepository {
  constructor(private readonly db: Database) {}

  findByUsername(username: string): Promise<UserAccount | undefined> {
    return this.findWhere(eq(users.username, username));
  }

  findById(id: string): Promise<UserAccount | undefined> {
    return this.findWhere(eq(users.id, id));
  }

  private async findWhere(condition: ReturnType<typeof eq>): Promise<UserAccount | undefined> {
    const [row] = await this.db
      .select({ id: users.id, username: users.username, passwordHash: users.passwordHash, disabled: users.disabled, ownCustomerCode: customers.r3 })
      .from(users)
      .leftJoin(customers, eq(customers.id, users.customerId))
      .where(condition)
      .limit(1);
    return row;
  }
}
