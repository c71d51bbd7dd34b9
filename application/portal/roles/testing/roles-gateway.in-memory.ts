import { SCOPE_CATALOGUE } from '../../../../domain/access/scope-catalogue';
import type { GroupRoleInput, PermissionInput, RoleInput } from '../../../../domain/roles/role-fields';
import { ok, refused, type Result } from '../../../../domain/shared/result';
import { userError } from '../../../../domain/shared/user-error';
import type { AdministrationPage, GroupRole, ListRequest, Permission, Role, RolesGateway } from '../ports';

function pageOf<T>(items: T[], request: ListRequest, text: (item: T) => string): AdministrationPage<T> {
  const term = request.search.trim().toLowerCase();
  const found = items.filter((item) => text(item).toLowerCase().includes(term));
  return { data: found.slice((request.page - 1) * request.limit, request.page * request.limit), page: request.page, count: found.length, pageTotal: Math.max(1, Math.ceil(found.length / request.limit)) };
}

const permissionOf = (scope: string, index: number): Permission => ({ id: `p${index + 1}`, name: scope, description: SCOPE_CATALOGUE[scope as keyof typeof SCOPE_CATALOGUE] ?? scope });

/** Roles, group roles and permissions in memory, like the demo's: for stories and view tests. */
export class RolesGatewayInMemory implements RolesGateway {
  permissionsHeld: Permission[] = ['page.catalog', 'page.claim', 'page.user-management', 'cart.display-order-qty'].map(permissionOf);
  rolesHeld: Role[] = [
    { id: 'r1', name: 'administrator', description: 'Every scope of the portal', permissions: this.permissionsHeld.slice(), groupRoles: [{ id: 'g1', description: 'Head office' }] },
    { id: 'r2', name: 'dealer', description: 'Dealer accounts', permissions: [this.permissionsHeld[0]!, this.permissionsHeld[3]!], groupRoles: [{ id: 'g2', description: 'Dealers' }] },
    { id: 'r3', name: 'salesman', description: 'Sales staff', permissions: [this.permissionsHeld[0]!], groupRoles: [] },
  ];
  groupRolesHeld: GroupRole[] = [
    { id: 'g1', name: 'Head office', description: 'Portal administration', roles: [{ id: 'r1', description: 'administrator' }] },
    { id: 'g2', name: 'Dealers', description: 'Dealer accounts', roles: [{ id: 'r2', description: 'dealer' }] },
  ];

  async roles(request: ListRequest & { groupRoleIds: readonly string[] }): Promise<AdministrationPage<Role>> {
    const inGroups = this.rolesHeld.filter((role) => request.groupRoleIds.length === 0 || role.groupRoles.some((group) => request.groupRoleIds.includes(group.id)));
    return pageOf(inGroups, request, (role) => `${role.name} ${role.description}`);
  }

  async role(id: string): Promise<Role | null> {
    return this.rolesHeld.find((role) => role.id === id) ?? null;
  }

  async groupRoles(request: ListRequest): Promise<AdministrationPage<GroupRole>> {
    return pageOf(this.groupRolesHeld, request, (group) => `${group.name} ${group.description}`);
  }

  async groupRole(id: string): Promise<GroupRole | null> {
    return this.groupRolesHeld.find((group) => group.id === id) ?? null;
  }

  async permissions(request: ListRequest): Promise<AdministrationPage<Permission>> {
    return pageOf(this.permissionsHeld, request, (permission) => `${permission.name} ${permission.description}`);
  }

  async permission(id: string): Promise<Permission | null> {
    return this.permissionsHeld.find((permission) => permission.id === id) ?? null;
  }

  async scopeCatalogue(): Promise<{ name: string; description: string }[]> {
    return Object.entries(SCOPE_CATALOGUE).map(([name, description]) => ({ name, description }));
  }

  async saveRole(id: string | null, input: RoleInput): Promise<Result<Role>> {
    if (this.rolesHeld.some((role) => role.name === input.name && role.id !== id)) return refused(userError('name', 'name_taken'));
    const role: Role = { id: id ?? `r${this.rolesHeld.length + 1}`, name: input.name, description: input.description, permissions: input.scopes.map(permissionOf), groupRoles: [] };
    this.rolesHeld = [...this.rolesHeld.filter((each) => each.id !== role.id), role];
    return ok(role);
  }

  async saveGroupRole(id: string | null, input: GroupRoleInput): Promise<Result<GroupRole>> {
    const roles = this.rolesHeld.filter((role) => input.roleIds.includes(role.id)).map((role) => ({ id: role.id, description: role.name }));
    const group: GroupRole = { id: id ?? `g${this.groupRolesHeld.length + 1}`, name: input.name, description: input.description, roles };
    this.groupRolesHeld = [...this.groupRolesHeld.filter((each) => each.id !== group.id), group];
    return ok(group);
  }

  async savePermission(id: string | null, input: PermissionInput): Promise<Result<Permission>> {
    const permission: Permission = { id: id ?? `p${this.permissionsHeld.length + 1}`, name: input.scope, description: input.description };
    this.permissionsHeld = [...this.permissionsHeld.filter((each) => each.id !== permission.id), permission];
    return ok(permission);
  }
}
