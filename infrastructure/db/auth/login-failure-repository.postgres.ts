import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { LoginAttempt, LoginFailureHistory, LoginFailureRepository } from '../../../application/service/auth/ports';
import type { Database } from '../database';
import { loginFailures } from '../schema';

export class LoginFailureRepositoryPostgres implements LoginFailureRepository {
  constructor(private readonly db: Database) {}

  /**
   * Under transaction-scoped advisory locks on the attempt's account and client address (taken in one order, so
   * two attempts never wait on each other crosswise): concurrent attempts on one account or from one address
   * read and record one after the other, each seeing the failures the earlier ones recorded.
   */
  async begin(attempt: LoginAttempt, since: Date): Promise<{ attemptId: string; history: LoginFailureHistory }> {
    return this.db.transaction(async (tx) => {
      for (const key of [`login:account:${attempt.username}`, `login:client:${attempt.client}`].sort()) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      }
      const rows = await tx
        .select({ username: loginFailures.username, client: loginFailures.client, device: loginFailures.device, failedAt: loginFailures.failedAt })
        .from(loginFailures)
        .where(and(gte(loginFailures.failedAt, since), or(eq(loginFailures.username, attempt.username), eq(loginFailures.client, attempt.client))));
      const [recorded] = await tx
        .insert(loginFailures)
        .values({ username: attempt.username, client: attempt.client, device: attempt.device, failedAt: attempt.at })
        .returning({ id: loginFailures.id });
      const ofAccount = rows.filter((row) => row.username === attempt.username);
      return {
        attemptId: recorded!.id,
        history: {
          account: ofAccount.filter((row) => row.device === null).map((row) => row.failedAt),
          device: attempt.device === null ? null : ofAccount.filter((row) => row.device === attempt.device).map((row) => row.failedAt),
          client: rows.filter((row) => row.client === attempt.client).map((row) => row.failedAt),
        },
      };
    });
  }

  async forget(attemptId: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
  }

  async forgive(attempt: LoginAttempt): Promise<void> {
    const sameBrowser = attempt.device === null ? isNull(loginFailures.device) : eq(loginFailures.device, attempt.device);
    await this.db.delete(loginFailures).where(and(eq(loginFailures.username, attempt.username), eq(loginFailures.client, attempt.client), sameBrowser));
  }
}
