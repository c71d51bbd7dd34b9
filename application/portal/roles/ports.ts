import type { GroupRoleInput, PermissionInput, RoleInput } from '../../../domain/roles/role-fields';
import type { Result } from '../../../domain/shared/result';

export interface AccessReference {
  id: string;
  description: string;
}

/** A permission: a scope (`name`) a role grants, and what it opens. */
export interface Permission {
  id: string;
  name: string;
  description: string;
}

export interface Role {
  id: string;
  name: string;
  description: string;
  permissions: Permission[];
  groupRoles: AccessReference[];
}

export interface GroupRole {
  id: string;
  name: string;
  description: string;
  roles: AccessReference[];
}

/** One page of an administration list. */
export interface AdministrationPage<T> {
  data: T[];
  page: number;
  count: number;
  pageTotal: number;
}

export interface ListRequest {
  search: string;
  page: number;
  limit: number;
}

export interface RolesGateway {
  roles(request: ListRequest & { groupRoleIds: readonly string[] }): Promise<AdministrationPage<Role>>;
  role(id: string): Promise<Role | null>;
  groupRoles(request: ListRequest): Promise<AdministrationPage<GroupRole>>;
  groupRole(id: string): Promise<GroupRole | null>;
  permissions(request: ListRequest): Promise<AdministrationPage<Permission>>;
  permission(id: string): Promise<Permission | null>;
  /** The scopes of the service's catalogue, by name: what a role's permissions are chosen from. */
  scopeCatalogue(): Promise<{ name: string; description: string }[]>;
  saveRole(id: string | null, role: RoleInput): Promise<Result<Role>>;
  saveGroupRole(id: string | null, group: GroupRoleInput): Promise<Result<GroupRole>>;
  savePermission(id: string | null, permission: PermissionInput): Promise<Result<Permission>>;
}
