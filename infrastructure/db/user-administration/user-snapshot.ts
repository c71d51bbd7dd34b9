import { asc, eq, inArray } from 'drizzle-orm';
import type { AdministeredUser } from '../../../application/service/user-administration/ports';
import type { AuditState } from '../../../domain/user-administration/audit-change';
import type { UserLimitation } from '../../../domain/user-administration/user-form';
import type { Database } from '../database';
import { contentTargetMarkets, groupRoles, languages, roles, userAreas, userContentTargetMarkets, userRoles, users } from '../schema';

/** Loads users with their roles, group role, areas and markets, in the order of the ids given. */
export async function loadAdministeredUsers(db: Database, ids: readonly string[]): Promise<AdministeredUser[]> {
  if (ids.length === 0) return [];
  const wanted = [...ids];
  const [rows, roleRows, areaRows, marketRows] = await Promise.all([
    db
      .select({ user: users, languageDescription: languages.description, groupRoleName: groupRoles.name })
      .from(users)
      .innerJoin(languages, eq(languages.id, users.languageId))
      .leftJoin(groupRoles, eq(groupRoles.id, users.groupRoleId))
      .where(inArray(users.id, wanted)),
    db
      .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(userRoles.userId, wanted))
      .orderBy(asc(roles.name)),
    db.select().from(userAreas).where(inArray(userAreas.userId, wanted)).orderBy(asc(userAreas.sorg)),
    db
      .select({ userId: userContentTargetMarkets.userId, id: contentTargetMarkets.id, marketName: contentTargetMarkets.marketName })
      .from(userContentTargetMarkets)
      .innerJoin(contentTargetMarkets, eq(contentTargetMarkets.id, userContentTargetMarkets.marketId))
      .where(inArray(userContentTargetMarkets.userId, wanted))
      .orderBy(asc(contentTargetMarkets.marketName), asc(contentTargetMarkets.id)),
  ]);
  const byId = new Map(
    rows.map(({ user, languageDescription, groupRoleName }): [string, AdministeredUser] => [
      user.id,
      {
        id: user.id,
        email: user.email ?? '',
        name: user.name,
        username: user.username,
        sendEmail: user.sendEmail,
        sendEmailWarranty: user.sendEmailWarranty,
        isFakeEmail: user.isFakeEmail,
        language: { id: user.languageId, description: languageDescription },
        roles: roleRows.filter((role) => role.userId === user.id).map((role) => ({ id: role.id, description: role.name })),
        groupRole: user.groupRoleId && groupRoleName ? { id: user.groupRoleId, description: groupRoleName } : null,
        userAreas: areaRows
          .filter((area) => area.userId === user.id)
          .map((area) => ({ sorg: area.sorg, limitation: area.limitation as UserLimitation | null, option: area.option, value: area.value })),
        contentTargetMarkets: marketRows.filter((market) => market.userId === user.id).map((market) => ({ id: market.id, marketName: market.marketName })),
      },
    ]),
  );
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

/** A user as the audit log keeps it: what an administrator sees and changes, by name rather than by id. */
export function auditStateOf(user: AdministeredUser): AuditState {
  return {
    email: user.email,
    name: user.name,
    username: user.username,
    sendEmail: user.sendEmail,
    sendEmailWarranty: user.sendEmailWarranty,
    isFakeEmail: user.isFakeEmail,
    language: user.language.id,
    roles: user.roles.map((role) => role.description),
    groupRole: user.groupRole?.description ?? null,
    userAreas: user.userAreas,
    contentTargetMarkets: user.contentTargetMarkets.map((market) => market.marketName),
  };
}
