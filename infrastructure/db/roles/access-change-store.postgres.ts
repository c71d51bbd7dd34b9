import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { AuditStamp, AuditSubjectType } from '../../../application/service/user-administration/audit-log';
import type { AccessChangeStore } from '../../../application/service/roles/ports';
import type { AuditState } from '../../../domain/user-administration/audit-change';
import { SCOPE_CATALOGUE } from '../../../domain/access/scope-catalogue';
import type { AccessGraph } from '../../../domain/roles/access-graph';
import { isKnownScope, type GroupRoleInput, type PermissionInput, type RoleInput } from '../../../domain/roles/role-fields';
import { recordAuditEntry } from '../user-administration/audit-log.postgres';
import type { Database } from '../database';
import { groupRoleRoles, groupRoles, permissions, rolePermissions, roles, userRoles, users } from '../schema';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The key of the advisory lock every access change holds, so changes of who holds what run one after another. */
export const ACCESS_CHANGE_LOCK = 'access-change';

/**
 * The writes of one access change, over its transaction. Each save reads the row before and after and records both
 * in the administrative audit log in the same transaction, under the stamp of the administrator making the change.
 */
export class AccessChangeStorePostgres implements AccessChangeStore {
  constructor(
    private readonly tx: Transaction,
    private readonly stamp: AuditStamp,
  ) {}

  private async audited(subjectType: AuditSubjectType, id: string | null, state: (id: string) => Promise<AuditState | null>, save: () => Promise<string | null>): Promise<string | null> {
    const before = id === null ? null : await state(id);
    const savedId = await save();
    if (savedId === null) return null;
    await recordAuditEntry(this.tx, this.stamp, { action: id === null ? 'create' : 'update', subjectType, subjectId: savedId, before, after: await state(savedId) });
    return savedId;
  }

  private async roleState(id: string): Promise<AuditState | null> {
    const [role] = await this.tx.select({ name: roles.name, description: roles.description }).from(roles).where(eq(roles.id, id));
    if (!role) return null;
    const granted = await this.tx.select({ scope: permissions.scope }).from(rolePermissions).innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId)).where(eq(rolePermissions.roleId, id));
    return { ...role, permissions: granted.map((row) => row.scope).sort() };
  }

  private async groupRoleState(id: string): Promise<AuditState | null> {
    const [group] = await this.tx.select({ name: groupRoles.name, description: groupRoles.description }).from(groupRoles).where(eq(groupRoles.id, id));
    if (!group) return null;
    const members = await this.tx.select({ name: roles.name }).from(groupRoleRoles).innerJoin(roles, eq(roles.id, groupRoleRoles.roleId)).where(eq(groupRoleRoles.groupRoleId, id));
    return { ...group, roles: members.map((row) => row.name).sort() };
  }

  private async permissionState(id: string): Promise<AuditState | null> {
    const [permission] = await this.tx.select({ scope: permissions.scope, description: permissions.description }).from(permissions).where(eq(permissions.id, id));
    return permission ?? null;
  }

  async accessGraph(scope: string, named: { roleIds: readonly string[]; groupRoleIds: readonly string[] }): Promise<AccessGraph> {
    const touched = { roleIds: named.roleIds.filter(isUuid), groupRoleIds: named.groupRoleIds.filter(isUuid) };
    const holding = await this.tx
      .select({ roleId: rolePermissions.roleId })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(eq(permissions.scope, scope));
    const roleIds = [...new Set([...holding.map((row) => row.roleId), ...touched.roleIds])];
    const roleScopes = roleIds.length === 0 ? [] : await this.tx
      .select({ roleId: rolePermissions.roleId, scope: permissions.scope })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(inArray(rolePermissions.roleId, roleIds));
    const groupLinks = await this.tx
      .select({ groupRoleId: groupRoleRoles.groupRoleId, roleId: groupRoleRoles.roleId })
      .from(groupRoleRoles)
      .where(or(roleIds.length > 0 ? inArray(groupRoleRoles.roleId, roleIds) : sql`false`, touched.groupRoleIds.length > 0 ? inArray(groupRoleRoles.groupRoleId, [...touched.groupRoleIds]) : sql`false`));
    const groupRoleIds = [...new Set([...groupLinks.map((link) => link.groupRoleId), ...touched.groupRoleIds])];
    const userLinks = roleIds.length === 0 ? [] : await this.tx.select({ userId: userRoles.userId, roleId: userRoles.roleId }).from(userRoles).where(inArray(userRoles.roleId, roleIds));
    const candidateIds = [...new Set(userLinks.map((link) => link.userId))];
    const candidates = await this.tx
      .select({ id: users.id, groupRoleId: users.groupRoleId })
      .from(users)
      .where(and(eq(users.disabled, false), or(candidateIds.length > 0 ? inArray(users.id, candidateIds) : sql`false`, groupRoleIds.length > 0 ? inArray(users.groupRoleId, groupRoleIds) : sql`false`)));
    return {
      roles: roleIds.map((id) => ({ id, scopes: roleScopes.filter((row) => row.roleId === id).map((row) => row.scope) })),
      groupRoles: groupRoleIds.map((id) => ({ id, roleIds: groupLinks.filter((link) => link.groupRoleId === id).map((link) => link.roleId) })),
      users: candidates.map((user) => ({ id: user.id, groupRoleId: user.groupRoleId, roleIds: userLinks.filter((link) => link.userId === user.id).map((link) => link.roleId) })),
    };
  }

  async roleNameTaken(name: string, exceptId: string | null): Promise<boolean> {
    const rows = await this.tx.select({ id: roles.id }).from(roles).where(and(sql`lower(${roles.name}) = lower(${name})`, exceptId ? ne(roles.id, exceptId) : undefined)).limit(1);
    return rows.length > 0;
  }

  async groupRoleNameTaken(name: string, exceptId: string | null): Promise<boolean> {
    const rows = await this.tx.select({ id: groupRoles.id }).from(groupRoles).where(and(sql`lower(${groupRoles.name}) = lower(${name})`, exceptId ? ne(groupRoles.id, exceptId) : undefined)).limit(1);
    return rows.length > 0;
  }

  async permissionExists(scope: string): Promise<boolean> {
    return (await this.tx.select({ id: permissions.id }).from(permissions).where(eq(permissions.scope, scope)).limit(1)).length > 0;
  }

  async existingRoleIds(ids: readonly string[]): Promise<string[]> {
    const wellFormed = ids.filter(isUuid);
    if (wellFormed.length === 0) return [];
    return (await this.tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, wellFormed))).map((row) => row.id);
  }

  saveRole(id: string | null, role: RoleInput): Promise<string | null> {
    if (id !== null && !isUuid(id)) return Promise.resolve(null);
    return this.audited('role', id, (each) => this.roleState(each), () => this.writeRole(id, role));
  }

  private async writeRole(id: string | null, role: RoleInput): Promise<string | null> {
    const values = { name: role.name, description: role.description };
    const [saved] = id === null ? await this.tx.insert(roles).values(values).returning({ id: roles.id }) : await this.tx.update(roles).set(values).where(eq(roles.id, id)).returning({ id: roles.id });
    if (!saved) return null;
    const roleId = saved.id;
    const missing = role.scopes.filter(isKnownScope).map((scope) => ({ scope, description: SCOPE_CATALOGUE[scope] }));
    if (missing.length > 0) await this.tx.insert(permissions).values(missing).onConflictDoNothing({ target: permissions.scope });
    await this.tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
    if (role.scopes.length > 0) {
      const granted = await this.tx.select({ id: permissions.id }).from(permissions).where(inArray(permissions.scope, [...role.scopes]));
      await this.tx.insert(rolePermissions).values(granted.map((permission) => ({ roleId, permissionId: permission.id })));
    }
    return roleId;
  }

  saveGroupRole(id: string | null, group: GroupRoleInput): Promise<string | null> {
    if (id !== null && !isUuid(id)) return Promise.resolve(null);
    return this.audited('group_role', id, (each) => this.groupRoleState(each), () => this.writeGroupRole(id, group));
  }

  private async writeGroupRole(id: string | null, group: GroupRoleInput): Promise<string | null> {
    const values = { name: group.name, description: group.description };
    const [saved] = id === null ? await this.tx.insert(groupRoles).values(values).returning({ id: groupRoles.id }) : await this.tx.update(groupRoles).set(values).where(eq(groupRoles.id, id)).returning({ id: groupRoles.id });
    if (!saved) return null;
    const groupRoleId = saved.id;
    await this.tx.delete(groupRoleRoles).where(eq(groupRoleRoles.groupRoleId, groupRoleId));
    if (group.roleIds.length > 0) await this.tx.insert(groupRoleRoles).values(group.roleIds.map((roleId) => ({ groupRoleId, roleId })));
    return groupRoleId;
  }

  savePermission(id: string | null, permission: PermissionInput): Promise<string | null> {
    if (id !== null && !isUuid(id)) return Promise.resolve(null);
    return this.audited('permission', id, (each) => this.permissionState(each), () => this.writePermission(id, permission));
  }

  private async writePermission(id: string | null, permission: PermissionInput): Promise<string | null> {
    const [saved] =
      id === null
        ? await this.tx.insert(permissions).values(permission).returning({ id: permissions.id })
        : await this.tx.update(permissions).set({ description: permission.description }).where(eq(permissions.id, id)).returning({ id: permissions.id });
    return saved?.id ?? null;
  }
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the text can be a row id: anything else names no row and must not reach a uuid column. */
export function isUuid(text: string): boolean {
  return UUID_PATTERN.test(text);
}
