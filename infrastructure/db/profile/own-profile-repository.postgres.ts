import { and, eq, ne, sql } from 'drizzle-orm';
import type { OwnProfile, OwnProfileRepository } from '../../../application/service/profile/ports';
import type { Database } from '../database';
import { users } from '../schema';

export class OwnProfileRepositoryPostgres implements OwnProfileRepository {
  constructor(private readonly db: Database) {}

  async find(userId: string): Promise<(OwnProfile & { passwordHash: string }) | undefined> {
    const [row] = await this.db
      .select({
        name: users.name,
        email: users.email,
        phone: users.phone,
        languageId: users.languageId,
        sendEmail: users.sendEmail,
        sendEmailWarranty: users.sendEmailWarranty,
        passwordHash: users.passwordHash,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row ? { ...row, email: row.email ?? '' } : undefined;
  }

  async emailTaken(email: string, exceptUserId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, exceptUserId)))
      .limit(1);
    return rows.length > 0;
  }

  async update(userId: string, profile: OwnProfile, passwordHash: string | null): Promise<void> {
    await this.db
      .update(users)
      .set({ ...profile, ...(passwordHash ? { passwordHash } : {}) })
      .where(eq(users.id, userId));
  }
}
