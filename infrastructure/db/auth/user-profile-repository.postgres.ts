import { asc, eq, sql } from 'drizzle-orm';
import type { UserAreaView, UserProfile, UserProfileRepository } from '../../../application/service/auth/current-user';
import type { Database } from '../database';
import { preparedOnce } from '../prepared-query';
import { groupRoles, languages, userAreas, users } from '../schema';

function profileQuery(db: Database) {
  return db
    .select({ name: users.name, email: users.email, groupRole: groupRoles.name, languageId: languages.id, languageDescription: languages.description })
    .from(users)
    .innerJoin(languages, eq(languages.id, users.languageId))
    .leftJoin(groupRoles, eq(groupRoles.id, users.groupRoleId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1);
}

export class UserProfileRepositoryPostgres implements UserProfileRepository {
  /** The portal reads the profile on every start and page load (GET /user). */
  private readonly profileOf: ReturnType<ReturnType<typeof profileQuery>['prepare']>;

  constructor(private readonly db: Database) {
    this.profileOf = preparedOnce(db, 'user_profile', profileQuery(db));
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
