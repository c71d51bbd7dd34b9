import type { AdministrationPage, GroupRole, ListRequest, Permission, Role, RolesGateway } from '../../../application/portal/roles/ports';
import type { GroupRoleInput, PermissionInput, RoleInput } from '../../../domain/roles/role-fields';
import { ok, refused, type Result } from '../../../domain/shared/result';
import {
  CreateGroupRoleDocument,
  CreatePermissionDocument,
  CreateRoleDocument,
  GroupRoleDocument,
  GroupRolesDocument,
  PermissionDocument,
  PermissionsDocument,
  RoleDocument,
  RolesDocument,
  ScopeCatalogueDocument,
  UpdateGroupRoleDocument,
  UpdatePermissionDocument,
  UpdateRoleDocument,
  type GroupRoleFieldsFragment,
  type RoleFieldsFragment,
} from '../../graphql/generated/client/graphql';
import { fromContractUserErrors, type ContractUserError } from '../contract-user-errors';
import type { GraphqlClient } from '../graphql-client';

interface SaveAnswer<T> {
  message: { status: boolean };
  userErrors: readonly ContractUserError[];
  saved: T | null | undefined;
}

function outcome<T, V>({ message, userErrors, saved }: SaveAnswer<T>, toView: (value: T) => V): Result<V> {
  if (message.status && userErrors.length === 0 && saved) return ok(toView(saved));
  return refused(...fromContractUserErrors(userErrors));
}

const toRole = (role: RoleFieldsFragment): Role => ({
  ...role,
  permissions: role.permissions.map((permission) => ({ ...permission })),
  groupRoles: role.groupRoles.map((group) => ({ ...group })),
});
const toGroupRole = (group: GroupRoleFieldsFragment): GroupRole => ({ ...group, roles: group.roles.map((role) => ({ ...role })) });
const toPermission = (permission: Permission): Permission => ({ id: permission.id, name: permission.name, description: permission.description });

function page<T, V>(answer: { data: readonly T[]; info: { page: number; count: number; pageTotal: number } }, toView: (value: T) => V): AdministrationPage<V> {
  return { data: answer.data.map(toView), ...answer.info };
}

const listVariables = (request: ListRequest) => ({ search: request.search || null, page: request.page, limit: request.limit });
const roleVariables = (role: RoleInput) => ({ name: role.name, description: role.description, permissions: [...role.scopes] });
const groupRoleVariables = (group: GroupRoleInput) => ({ name: group.name, description: group.description, roleIds: [...group.roleIds] });
const permissionVariables = (permission: PermissionInput) => ({ name: permission.scope, description: permission.description });

/** The RolesGateway over the service's GraphQL operations. */
export class RolesGatewayGraphql implements RolesGateway {
  constructor(readonly graphql: GraphqlClient) {}

  async roles(request: ListRequest & { groupRoleIds: readonly string[] }): Promise<AdministrationPage<Role>> {
    const { roles } = await this.graphql.request(RolesDocument, { ...listVariables(request), groupRoleIds: request.groupRoleIds.length > 0 ? [...request.groupRoleIds] : null });
    return page(roles, toRole);
  }

  async role(id: string): Promise<Role | null> {
    const { role } = await this.graphql.request(RoleDocument, { id });
    return role ? toRole(role) : null;
  }

  async groupRoles(request: ListRequest): Promise<AdministrationPage<GroupRole>> {
    const { groupRoles } = await this.graphql.request(GroupRolesDocument, listVariables(request));
    return page(groupRoles, toGroupRole);
  }

  async groupRole(id: string): Promise<GroupRole | null> {
    const { groupRole } = await this.graphql.request(GroupRoleDocument, { id });
    return groupRole ? toGroupRole(groupRole) : null;
  }

  async permissions(request: ListRequest): Promise<AdministrationPage<Permission>> {
    const { permissions } = await this.graphql.request(PermissionsDocument, listVariables(request));
    return page(permissions, toPermission);
  }

  async permission(id: string): Promise<Permission | null> {
    const { permission } = await this.graphql.request(PermissionDocument, { id });
    return permission ? toPermission(permission) : null;
  }

  async scopeCatalogue(): Promise<{ name: string; description: string }[]> {
    const { scopeCatalogue } = await this.graphql.request(ScopeCatalogueDocument, {});
    return scopeCatalogue.map((scope) => ({ ...scope }));
  }

  async saveRole(id: string | null, role: RoleInput): Promise<Result<Role>> {
    const input = roleVariables(role);
    if (id === null) {
      const { createRole } = await this.graphql.request(CreateRoleDocument, { input });
      return outcome({ ...createRole, saved: createRole.role }, toRole);
    }
    const { updateRole } = await this.graphql.request(UpdateRoleDocument, { id, input });
    return outcome({ ...updateRole, saved: updateRole.role }, toRole);
  }

  async saveGroupRole(id: string | null, group: GroupRoleInput): Promise<Result<GroupRole>> {
    const input = groupRoleVariables(group);
    if (id === null) {
      const { createGroupRole } = await this.graphql.request(CreateGroupRoleDocument, { input });
      return outcome({ ...createGroupRole, saved: createGroupRole.groupRole }, toGroupRole);
    }
    const { updateGroupRole } = await this.graphql.request(UpdateGroupRoleDocument, { id, input });
    return outcome({ ...updateGroupRole, saved: updateGroupRole.groupRole }, toGroupRole);
  }

  async savePermission(id: string | null, permission: PermissionInput): Promise<Result<Permission>> {
    const input = permissionVariables(permission);
    if (id === null) {
      const { createPermission } = await this.graphql.request(CreatePermissionDocument, { input });
      return outcome({ ...createPermission, saved: createPermission.permission }, toPermission);
    }
    const { updatePermission } = await this.graphql.request(UpdatePermissionDocument, { id, input });
    return outcome({ ...updatePermission, saved: updatePermission.permission }, toPermission);
  }
}
