import { ADMINISTRATION_SCOPE, keepsAWayBackIn, type AccessChange } from '../../../domain/roles/access-graph';
import { validateGroupRole, validatePermission, validateRole, type GroupRoleInput, type PermissionInput, type RoleInput } from '../../../domain/roles/role-fields';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError, type UserError } from '../../../domain/shared/user-error';
import type { AuditStamp } from '../user-administration/audit-log';
import type { Principal } from '../auth/ports';
import type { Clock } from '../shared/ports';
import type { AccessChangeStore, GroupRoleRecord, ListQuery, PermissionRecord, RoleRecord, RoleRepository } from './ports';

/** The most rows one page of an administration list may hold. */
export const MAX_LIST_LIMIT = 100;

export interface RolesDeps {
  roles: RoleRepository;
  clock: Clock;
}

/** Who makes a change: the audit log records it under their name. */
export type Administrator = Pick<Principal, 'userId' | 'username'>;

const stampOf = (deps: RolesDeps, actor: Administrator): AuditStamp => ({ actorId: actor.userId, actorUsername: actor.username, at: deps.clock.now() });

/** A list request as the service serves it: a trimmed search or none, page from 1, limit from 1 to 100. */
export function listQuery(request: { search?: string | null; page?: number | null; limit?: number | null }): ListQuery {
  const search = request.search?.trim() || null;
  const page = Math.max(1, Math.trunc(request.page ?? 1));
  const limit = Math.min(MAX_LIST_LIMIT, Math.max(1, Math.trunc(request.limit ?? 15)));
  return { search, page, limit };
}

const LAST_ADMINISTRATOR = 'last_administrator';

/** The saved row's id, or the refusal of a change of a row that does not exist. */
function savedId(id: string | null): Result<string> {
  return id === null ? refused(userError('id', 'not_found')) : ok(id);
}

/** Refuses, on the field named, a change that would leave nobody holding the administration scope. */
async function wayBackInKept(store: AccessChangeStore, change: AccessChange, field: string, touched: { roleIds: readonly string[]; groupRoleIds: readonly string[] }): Promise<UserError[]> {
  const graph = await store.accessGraph(ADMINISTRATION_SCOPE, touched);
  return keepsAWayBackIn(graph, change) ? [] : [userError(field, LAST_ADMINISTRATOR)];
}

/**
 * Creates a role, or changes one: its name, description and permissions. The change applies to the users holding the
 * role (directly or through a group role) from their next request: scopes are read per request, not carried in
 * tokens. Taking the administration scope from its last holders is refused.
 */
export async function saveRole(deps: RolesDeps, actor: Administrator, id: string | null, input: RoleInput): Promise<Result<RoleRecord>> {
  const valid = validateRole(input);
  if (!valid.ok) return valid;
  const role = valid.value;
  const saved = await deps.roles.changeAccess(stampOf(deps, actor), async (store): Promise<Result<string>> => {
    if (id !== null && (await store.existingRoleIds([id])).length === 0) return refused(userError('id', 'not_found'));
    if (await store.roleNameTaken(role.name, id)) return refused(userError('name', 'name_taken'));
    if (id !== null) {
      const refusal = await wayBackInKept(store, { kind: 'role-scopes', roleId: id, scopes: role.scopes }, 'permissions', { roleIds: [id], groupRoleIds: [] });
      if (refusal.length > 0) return refused(...refusal);
    }
    return savedId(await store.saveRole(id, role));
  });
  if (!saved.ok) return saved;
  const record = await deps.roles.role(saved.value);
  return record ? ok(record) : refused(userError('id', 'not_found'));
}

/** Creates a group role, or changes one; emptying the last group role that gives the administration scope is refused. */
export async function saveGroupRole(deps: RolesDeps, actor: Administrator, id: string | null, input: GroupRoleInput): Promise<Result<GroupRoleRecord>> {
  const valid = validateGroupRole(input);
  if (!valid.ok) return valid;
  const group = valid.value;
  const saved = await deps.roles.changeAccess(stampOf(deps, actor), async (store): Promise<Result<string>> => {
    const known = new Set(await store.existingRoleIds(group.roleIds));
    const unknown = group.roleIds.findIndex((roleId) => !known.has(roleId));
    if (unknown >= 0) return refused(userError(['roleIds', String(unknown)], 'not_found'));
    if (await store.groupRoleNameTaken(group.name, id)) return refused(userError('name', 'name_taken'));
    if (id !== null) {
      const change: AccessChange = { kind: 'group-role-roles', groupRoleId: id, roleIds: group.roleIds };
      const refusal = await wayBackInKept(store, change, 'roleIds', { roleIds: group.roleIds, groupRoleIds: [id] });
      if (refusal.length > 0) return refused(...refusal);
    }
    return savedId(await store.saveGroupRole(id, group));
  });
  if (!saved.ok) return saved;
  const record = await deps.roles.groupRole(saved.value);
  return record ? ok(record) : refused(userError('id', 'not_found'));
}

/** Adds a catalogue scope as a permission, or describes one anew; a permission's scope never changes. */
export async function savePermission(deps: RolesDeps, actor: Administrator, id: string | null, input: PermissionInput): Promise<Result<PermissionRecord>> {
  const existing = id === null ? undefined : await deps.roles.permission(id);
  if (id !== null && !existing) return refused(userError('id', 'not_found'));
  const valid = validatePermission(existing ? { ...input, scope: existing.scope } : input);
  if (!valid.ok) return valid;
  const saved = await deps.roles.changeAccess(stampOf(deps, actor), async (store): Promise<Result<string>> => {
    if (id === null && (await store.permissionExists(valid.value.scope))) return refused(userError('name', 'name_taken'));
    return savedId(await store.savePermission(id, valid.value));
  });
  if (!saved.ok) return saved;
  const record = await deps.roles.permission(saved.value);
  return record ? ok(record) : refused(userError('id', 'not_found'));
}
