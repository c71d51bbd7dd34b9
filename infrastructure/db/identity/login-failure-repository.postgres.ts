import { and, eq, gte } from 'drizzle-orm';
import type { LoginFailureRepository } from '../../../application/service/auth/ports';
import type { Database } from '../database';
import { loginFailures } from '../schema';

export class LoginFailureRepositoryPostgres implements LoginFailureRepository {
  constructor(private readonly db: Database) {}

  async failuresSince(username: string, since: Date): Promise<Date[]> {
    const rows = await this.db
      .select({ failedAt: loginFailures.failedAt })
      .from(loginFailures)
      .where(and(eq(loginFailures.username, username), gte(loginFailures.failedAt, since)));
    return rows.map((row) => row.failedAt);
  }

  async record(username: string, at: Date): Promise<void> {
    await this.db.insert(loginFailures).values({ username, failedAt: at });
  }

  async clear(username: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.username, username));
  }
}
