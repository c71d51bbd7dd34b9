import { and, eq, isNull } from 'drizzle-orm';
import type { RefreshTokenRecord, RefreshTokenRepository } from '../../../application/service/auth/ports';
import type { Database } from '../database';
import { refreshTokens } from '../schema';

export class RefreshTokenRepositoryPostgres implements RefreshTokenRepository {
  constructor(private readonly db: Database) {}

  async insert(record: Parameters<RefreshTokenRepository['insert']>[0]): Promise<void> {
    await this.db.insert(refreshTokens).values(record);
  }

  async findByHash(tokenHash: string): Promise<RefreshTokenRecord | undefined> {
    const [row] = await this.db
      .select({
        id: refreshTokens.id,
        familyId: refreshTokens.familyId,
        userId: refreshTokens.userId,
        activeCustomerCode: refreshTokens.activeCustomerCode,
        expiresAt: refreshTokens.expiresAt,
        spentAt: refreshTokens.spentAt,
        revokedAt: refreshTokens.revokedAt,
        successor: refreshTokens.successor,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    return row;
  }

  async spend(id: string, at: Date, successor: string): Promise<boolean> {
    const spent = await this.db
      .update(refreshTokens)
      .set({ spentAt: at, successor })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.spentAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return spent.length === 1;
  }

  async discard(tokenHash: string): Promise<void> {
    await this.db.delete(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  }

  async spendFamily(familyId: string, at: Date): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ spentAt: at })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.spentAt)));
  }

  async revokeFamily(familyId: string, at: Date): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }
}
