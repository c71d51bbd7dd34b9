import { and, asc, count, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AuditStamp } from '../../../application/service/user-administration/audit-log';
import type { Result } from '../../../domain/shared/result';
import type { AccessChangeStore, AdministrationPage, GroupRoleRecord, ListQuery, PermissionRecord, RoleRecord, RoleRepository } from '../../../application/service/roles/ports';
import type { Database } from '../database';
import { escapeLike } from '../like-pattern';
import { groupRoleRoles, groupRoles, permissions, rolePermissions, roles, salesOrganisations, userAreas } from '../schema';
import { ACCESS_CHANGE_LOCK, AccessChangeStorePostgres, isUuid } from './access-change-store.postgres';

/** Carries a refused change's outcome out of its transaction, which it rolls back. */
class RefusedChange extends Error {
  constructor(readonly outcome: Result<unknown>) {
    super('access change refused');
  }
}

function searched(search: string | null, ...columns: Parameters<typeof ilike>[0][]): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

function paged<T>(data: T[], total: number, query: ListQuery): AdministrationPage<T> {
  return { data, page: query.page, count: total, pageTotal: Math.max(1, Math.ceil(total / query.limit)) };
}

/** Roles, group roles and permissions in PostgreSQL. */
export class RoleRepositoryPostgres implements RoleRepository {
  constructor(private readonly db: Database) {}

  private async roleRecords(ids: string[]): Promise<RoleRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.select().from(roles).where(inArray(roles.id, ids));
    const granted = await this.db
      .select({ roleId: rolePermissions.roleId, id: permissions.id, scope: permissions.scope, description: permissions.description })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(inArray(rolePermissions.roleId, ids))
      .orderBy(asc(permissions.scope));
    const groups = await this.db
      .select({ roleId: groupRoleRoles.roleId, id: groupRoles.id, description: groupRoles.name })
      .from(groupRoleRoles)
      .innerJoin(groupRoles, eq(groupRoles.id, groupRoleRoles.groupRoleId))
      .where(inArray(groupRoleRoles.roleId, ids))
      .orderBy(asc(groupRoles.name));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [{
        id,
        name: row.name,
        description: row.description,
        permissions: granted.filter((each) => each.roleId === id).map(({ id: permissionId, scope, description }) => ({ id: permissionId, scope, description })),
        groupRoles: groups.filter((each) => each.roleId === id).map(({ id: groupRoleId, description }) => ({ id: groupRoleId, description })),
      }];
    });
  }

  private async groupRoleRecords(ids: string[]): Promise<GroupRoleRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.select().from(groupRoles).where(inArray(groupRoles.id, ids));
    const members = await this.db
      .select({ groupRoleId: groupRoleRoles.groupRoleId, id: roles.id, description: roles.name })
      .from(groupRoleRoles)
      .innerJoin(roles, eq(roles.id, groupRoleRoles.roleId))
      .where(inArray(groupRoleRoles.groupRoleId, ids))
      .orderBy(asc(roles.name));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [{ id, name: row.name, description: row.description, roles: members.filter((each) => each.groupRoleId === id).map(({ id: roleId, description }) => ({ id: roleId, description })) }] : [];
    });
  }

  async roles(query: ListQuery & { groupRoleIds: readonly string[] | null }): Promise<AdministrationPage<RoleRecord>> {
    const inGroups = query.groupRoleIds
      ? exists(this.db.select({ one: sql`1` }).from(groupRoleRoles).where(and(eq(groupRoleRoles.roleId, roles.id), inArray(groupRoleRoles.groupRoleId, query.groupRoleIds.filter(isUuid).concat('00000000-0000-0000-0000-000000000000')))))
      : undefined;
    const where = and(searched(query.search, roles.name, roles.description), inGroups);
    const [total] = await this.db.select({ total: count() }).from(roles).where(where);
    const ids = await this.db.select({ id: roles.id }).from(roles).where(where).orderBy(asc(roles.name)).limit(query.limit).offset((query.page - 1) * query.limit);
    return paged(await this.roleRecords(ids.map((row) => row.id)), total?.total ?? 0, query);
  }

  async role(id: string): Promise<RoleRecord | undefined> {
    return isUuid(id) ? (await this.roleRecords([id]))[0] : undefined;
  }

  async groupRoles(query: ListQuery): Promise<AdministrationPage<GroupRoleRecord>> {
    const where = searched(query.search, groupRoles.name, groupRoles.description);
    const [total] = await this.db.select({ total: count() }).from(groupRoles).where(where);
    const ids = await this.db.select({ id: groupRoles.id }).from(groupRoles).where(where).orderBy(asc(groupRoles.name)).limit(query.limit).offset((query.page - 1) * query.limit);
    return paged(await this.groupRoleRecords(ids.map((row) => row.id)), total?.total ?? 0, query);
  }

  async groupRole(id: string): Promise<GroupRoleRecord | undefined> {
    return isUuid(id) ? (await this.groupRoleRecords([id]))[0] : undefined;
  }

  async permissions(query: ListQuery): Promise<AdministrationPage<PermissionRecord>> {
    const where = searched(query.search, permissions.scope, permissions.description);
    const [total] = await this.db.select({ total: count() }).from(permissions).where(where);
    const data = await this.db.select().from(permissions).where(where).orderBy(asc(permissions.scope)).limit(query.limit).offset((query.page - 1) * query.limit);
    return paged(data, total?.total ?? 0, query);
  }

  async permission(id: string): Promise<PermissionRecord | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await this.db.select().from(permissions).where(eq(permissions.id, id));
    return row;
  }

  changeAccess<T extends Result<unknown>>(stamp: AuditStamp, work: (store: AccessChangeStore) => Promise<T>): Promise<T> {
    return this.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${ACCESS_CHANGE_LOCK}, 0))`);
        const outcome = await work(new AccessChangeStorePostgres(tx, stamp));
        // A refusal found part-way leaves nothing behind, whatever was written before it was found.
        if (!outcome.ok) throw new RefusedChange(outcome);
        return outcome;
      })
      .catch((failure: unknown) => {
        if (failure instanceof RefusedChange) return failure.outcome as T;
        throw failure;
      });
  }

  salesOrganisationsOf(userId: string): Promise<{ sorg: string; name: string }[]> {
    if (!isUuid(userId)) return Promise.resolve([]);
    return this.db
      .select({ sorg: salesOrganisations.sorg, name: salesOrganisations.name })
      .from(userAreas)
      .innerJoin(salesOrganisations, eq(salesOrganisations.sorg, userAreas.sorg))
      .where(eq(userAreas.userId, userId))
      .orderBy(asc(salesOrganisations.sorg));
  }
}
