import type { AuditStamp } from '../user-administration/audit-log';
import type { Result } from '../../../domain/shared/result';
import type { AccessGraph } from '../../../domain/roles/access-graph';
import type { GroupRoleInput, PermissionInput, RoleInput } from '../../../domain/roles/role-fields';

export interface AccessReference {
  id: string;
  description: string;
}

export interface PermissionRecord {
  id: string;
  scope: string;
  description: string;
}

export interface RoleRecord {
  id: string;
  name: string;
  description: string;
  permissions: PermissionRecord[];
  groupRoles: AccessReference[];
}

export interface GroupRoleRecord {
  id: string;
  name: string;
  description: string;
  roles: AccessReference[];
}

/** One page of an administration list, with how many there are in all. */
export interface AdministrationPage<T> {
  data: T[];
  page: number;
  count: number;
  pageTotal: number;
}

export interface ListQuery {
  search: string | null;
  page: number;
  limit: number;
}

/** The writes of one access change, inside its transaction. */
export interface AccessChangeStore {
  /**
   * Who holds the scope, and everything a change of these roles and group roles could give it to: roles holding
   * it or named, the group roles including them or named, and the enabled users of those.
   */
  accessGraph(scope: string, touched: { roleIds: readonly string[]; groupRoleIds: readonly string[] }): Promise<AccessGraph>;
  roleNameTaken(name: string, exceptId: string | null): Promise<boolean>;
  groupRoleNameTaken(name: string, exceptId: string | null): Promise<boolean>;
  permissionExists(scope: string): Promise<boolean>;
  /** The ids among these that name roles. */
  existingRoleIds(ids: readonly string[]): Promise<string[]>;
  /**
   * Saves the role and its permissions (adding a catalogue scope not yet a permission); answers its id, or null when
   * there is no role of that id to change. The group role and permission saves answer the same way.
   */
  saveRole(id: string | null, role: RoleInput): Promise<string | null>;
  saveGroupRole(id: string | null, group: GroupRoleInput): Promise<string | null>;
  savePermission(id: string | null, permission: PermissionInput): Promise<string | null>;
}

export interface RoleRepository {
  roles(query: ListQuery & { groupRoleIds: readonly string[] | null }): Promise<AdministrationPage<RoleRecord>>;
  role(id: string): Promise<RoleRecord | undefined>;
  groupRoles(query: ListQuery): Promise<AdministrationPage<GroupRoleRecord>>;
  groupRole(id: string): Promise<GroupRoleRecord | undefined>;
  permissions(query: ListQuery): Promise<AdministrationPage<PermissionRecord>>;
  permission(id: string): Promise<PermissionRecord | undefined>;
  /**
   * Runs an access change in one transaction, after every other access change has finished, so two
   * administrators cannot each remove the other's last way back in. Its saves are recorded in the audit log under
   * the stamp, in the same transaction; a refused outcome rolls the whole change back.
   */
  changeAccess<T extends Result<unknown>>(stamp: AuditStamp, work: (store: AccessChangeStore) => Promise<T>): Promise<T>;
  /** The sales organisations of a user's areas. */
  salesOrganisationsOf(userId: string): Promise<{ sorg: string; name: string }[]>;
}
