import { asc, eq } from 'drizzle-orm';
import type { UserAreaView, UserProfile, UserProfileRepository } from '../../../application/service/auth/current-user';
import type { Database } from '../database';
import { groupRoles, languages, userAreas, users } from '../schema';

export class UserProfileRepositoryPostgres implements UserProfileRepository {
  constructor(private readonly db: Database) {}

  async findProfile(userId: string): Promise<UserProfile | undefined> {
    const [row] = await this.db
      .select({ name: users.name, email: users.email, groupRole: groupRoles.name, languageId: languages.id, languageDescription: languages.description })
      .from(users)
      .innerJoin(languages, eq(languages.id, users.languageId))
      .leftJoin(groupRoles, eq(groupRoles.id, users.groupRoleId))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) return undefined;
    return { name: row.name, email: row.email, groupRole: row.groupRole, language: { id: row.languageId, description: row.languageDescription } };
  }

  areas(userId: string): Promise<UserAreaView[]> {
    return this.db
      .select({ sorg: userAreas.sorg, limitation: userAreas.limitation, formVisit: userAreas.formVisit })
      .from(userAreas)
      .where(eq(userAreas.userId, userId))
      .orderBy(asc(userAreas.sorg));
  }
}
