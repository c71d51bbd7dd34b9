import { asc, eq } from 'drizzle-orm';
import type { LanguageRepository } from '../../../application/service/config/ports';
import type { Database } from '../database';
import { languages } from '../schema';

export class LanguageRepositoryPostgres implements LanguageRepository {
  constructor(private readonly db: Database) {}

  all() {
    return this.db.select({ id: languages.id, description: languages.description }).from(languages).orderBy(asc(languages.id));
  }

  async find(id: string) {
    const [row] = await this.db.select({ id: languages.id, description: languages.description }).from(languages).where(eq(languages.id, id)).limit(1);
    return row;
  }
}
