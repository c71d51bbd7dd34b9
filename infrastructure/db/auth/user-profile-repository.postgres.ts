import { asc, eq, sql } from 'drizzle-orm';
import type { UserAreaView, UserProfile, UserProfileRepository } from '../../../application/service/auth/current-user';
import type { Database } from '../database';
import { groupRoles, languages, userAreas, users } from '../schema';

/** Prepared once: the profile is read by every GET /user, the call each page makes when it opens. */
function prepareProfileOf(db: Database) {
  return db
    .select({ name: users.name, email: users.email, groupRole: groupRoles.name, languageId: languages.id, languageDescription: languages.description })
    .from(users)
    .innerJoin(languages, eq(languages.id, users.languageId))
    .leftJoin(groupRoles, eq(groupRoles.id, users.groupRoleId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('profile_of_user');
}

export class UserProfileRepositoryPostgres implements UserProfileRepository {
  private readonly profileOf: ReturnType<typeof prepareProfileOf>;

  constructor(private readonly db: Database) {
    this.profileOf = prepareProfileOf(db);
  }

  async findProfile(userId: string): Promise<UserProfile | undefined> {
    const [row] = await this.profileOf.execute({ userId });
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
