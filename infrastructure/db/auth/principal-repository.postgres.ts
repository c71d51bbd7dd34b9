import { and, eq, sql } from 'drizzle-orm';
import type { AccessClaims, Principal, PrincipalRepository } from '../../../application/service/auth/ports';
import type { Database } from '../database';
import { preparedOnce } from '../prepared-query';
import { refreshTokens, users } from '../schema';

function principalQuery(db: Database) {
  return db
    .select({
      userId: users.id,
      username: users.username,
      limitation: users.limitation,
      ownCustomerId: users.customerId,
      disabled: users.disabled,
      // A session family is live when a sign-in of this user started it and nothing revoked it since.
      familyLive: sql<boolean>`coalesce((${db
        .select({ live: sql`bool_and(${refreshTokens.revokedAt} is null)` })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, sql.placeholder('familyId')), eq(refreshTokens.userId, users.id)))}), false)`,
      scopes: sql<string[]>`coalesce((
        select array_agg(distinct p.scope order by p.scope) from permissions p
        join role_permissions rp on rp.permission_id = p.id
        where rp.role_id in (
          select ur.role_id from user_roles ur where ur.user_id = "users"."id"
          union select grr.role_id from group_role_roles grr where grr.group_role_id = "users"."group_role_id"
        )), '{}')`,
      roles: sql<string[]>`coalesce((
        select array_agg(r.name order by r.name) from roles r join user_roles ur on ur.role_id = r.id where ur.user_id = "users"."id"
      ), '{}')`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1);
}

export class PrincipalRepositoryPostgres implements PrincipalRepository {
  /** Every signed-in request reads its principal. */
  private readonly principalOf: ReturnType<ReturnType<typeof principalQuery>['prepare']>;

  constructor(db: Database) {
    this.principalOf = preparedOnce(db, 'principal', principalQuery(db));
  }

  async load(claims: AccessClaims): Promise<Principal | undefined> {
    const [row] = await this.principalOf.execute({ userId: claims.userId, familyId: claims.familyId });
    if (!row || row.disabled || !row.familyLive) return undefined;
    return {
      userId: row.userId,
      username: row.username,
      familyId: claims.familyId,
      scopes: row.scopes,
      roles: row.roles,
      limitation: row.limitation,
      ownCustomerId: row.ownCustomerId,
      activeCustomerCode: claims.salesActiveCustCode,
    };
  }
}
