import type { Scope } from '../access/scopes';

/** The scope that opens user, role, group-role and permission administration: the way back in. */
export const ADMINISTRATION_SCOPE: Scope = 'page.user-management';

/**
 * Who holds which scopes, as far as a change of access can matter: roles with their scopes, group roles with their
 * roles, and the enabled users with their own roles and group role. A user holds every scope of their roles and of
 * the roles of their group role.
 */
export interface AccessGraph {
  roles: readonly { id: string; scopes: readonly Scope[] }[];
  groupRoles: readonly { id: string; roleIds: readonly string[] }[];
  users: readonly { id: string; roleIds: readonly string[]; groupRoleId: string | null }[];
}

/** One administrative change of who holds what. */
export type AccessChange =
  | { kind: 'role-scopes'; roleId: string; scopes: readonly Scope[] }
  | { kind: 'group-role-roles'; groupRoleId: string; roleIds: readonly string[] }
  | { kind: 'user-access'; userId: string; roleIds: readonly string[]; groupRoleId: string | null }
  | { kind: 'user-removed'; userId: string };

/** The users who hold the scope, each once, in the order the graph lists them. */
export function holdersOf(graph: AccessGraph, scope: Scope): string[] {
  const grantingRoles = new Set(graph.roles.filter((role) => role.scopes.includes(scope)).map((role) => role.id));
  const grantingGroups = new Set(graph.groupRoles.filter((group) => group.roleIds.some((id) => grantingRoles.has(id))).map((group) => group.id));
  const holders = graph.users.filter(
    (user) => user.roleIds.some((id) => grantingRoles.has(id)) || (user.groupRoleId !== null && grantingGroups.has(user.groupRoleId)),
  );
  return [...new Set(holders.map((user) => user.id))];
}

/** The graph as it is once the change is made; a role or group role the graph lacks is added by the change. */
export function applyAccessChange(graph: AccessGraph, change: AccessChange): AccessGraph {
  switch (change.kind) {
    case 'role-scopes': {
      const others = graph.roles.filter((role) => role.id !== change.roleId);
      return { ...graph, roles: [...others, { id: change.roleId, scopes: [...change.scopes] }] };
    }
    case 'group-role-roles': {
      const others = graph.groupRoles.filter((group) => group.id !== change.groupRoleId);
      return { ...graph, groupRoles: [...others, { id: change.groupRoleId, roleIds: [...change.roleIds] }] };
    }
    case 'user-access': {
      const others = graph.users.filter((user) => user.id !== change.userId);
      return { ...graph, users: [...others, { id: change.userId, roleIds: [...change.roleIds], groupRoleId: change.groupRoleId }] };
    }
    case 'user-removed':
      return { ...graph, users: graph.users.filter((user) => user.id !== change.userId) };
  }
}

/**
 * Whether the change leaves somebody able to administer access. Removing the last holder of the administration
 * scope would leave nobody able to give it back, so such a change is refused (`last_administrator`); a change that
 * leaves at least one holder is allowed, whoever it takes the scope from.
 */
export function keepsAWayBackIn(graph: AccessGraph, change: AccessChange): boolean {
  return holdersOf(applyAccessChange(graph, change), ADMINISTRATION_SCOPE).length > 0;
}
