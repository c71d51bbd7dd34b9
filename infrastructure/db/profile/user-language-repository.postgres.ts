import { eq } from 'drizzle-orm';
import type { UserLanguageRepository } from '../../../application/service/profile/ports';
import type { Database } from '../database';
import { users } from '../schema';

export class UserLanguageRepositoryPostgres implements UserLanguageRepository {
  constructor(private readonly db: Database) {}

  async setLanguage(userId: string, languageId: string): Promise<void> {
    await this.db.update(users).set({ languageId }).where(eq(users.id, userId));
  }
}
