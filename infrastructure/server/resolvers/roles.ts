import type { GroupRoleRecord, PermissionRecord, RoleRecord } from '../../../application/service/roles/ports';
import { listQuery, saveGroupRole, savePermission, saveRole } from '../../../application/service/roles/roles-administration';
import { administratorSalesOrganisations } from '../../../application/service/roles/administrator-sales-organisations';
import { SCOPE_CATALOGUE } from '../../../domain/access/scope-catalogue';
import type { Result } from '../../../domain/shared/result';
import type { Resolvers } from '../../graphql/generated/resolvers';
import type { FieldPolicies } from '../graphql/field-policies';
import { resultAnswer } from '../graphql/mutation-answer';
import { signedIn } from './platform';

const ACCESS_ADMINISTRATION = { scopes: ['page.user-management'] };
const USER_ADMINISTRATION = { scopes: [['page.user-management', 'page.user-management-us']] };

export const rolePolicies: FieldPolicies = {
  'Query.roles': USER_ADMINISTRATION,
  'Query.role': ACCESS_ADMINISTRATION,
  'Query.groupRoles': USER_ADMINISTRATION,
  'Query.groupRole': ACCESS_ADMINISTRATION,
  'Query.permissions': ACCESS_ADMINISTRATION,
  'Query.permission': ACCESS_ADMINISTRATION,
  'Query.scopeCatalogue': ACCESS_ADMINISTRATION,
  'Query.sorgs': USER_ADMINISTRATION,
  'Mutation.createRole': ACCESS_ADMINISTRATION,
  'Mutation.updateRole': ACCESS_ADMINISTRATION,
  'Mutation.createGroupRole': ACCESS_ADMINISTRATION,
  'Mutation.updateGroupRole': ACCESS_ADMINISTRATION,
  'Mutation.createPermission': ACCESS_ADMINISTRATION,
  'Mutation.updatePermission': ACCESS_ADMINISTRATION,
};

const toPermission = (permission: PermissionRecord) => ({ id: permission.id, name: permission.scope, description: permission.description });
const toRole = (role: RoleRecord) => ({ ...role, permissions: role.permissions.map(toPermission) });
const toGroupRole = (group: GroupRoleRecord) => group;

/** A save's answer: the message and refusals, beside the saved row when it succeeded. */
function saved<T, V>(result: Result<T>, toView: (value: T) => V, keys: { success: string; failure: string }) {
  return { ...resultAnswer(result, keys), value: result.ok ? toView(result.value) : null };
}

const ROLE_KEYS = { success: 'success_save_role', failure: 'failed_save_role' };
const GROUP_ROLE_KEYS = { success: 'success_save_group_role', failure: 'failed_save_group_role' };
const PERMISSION_KEYS = { success: 'success_save_permission', failure: 'failed_save_permission' };

function roleAnswer(result: Result<RoleRecord>) {
  const { value, ...answer } = saved(result, toRole, ROLE_KEYS);
  return { ...answer, role: value };
}

function groupRoleAnswer(result: Result<GroupRoleRecord>) {
  const { value, ...answer } = saved(result, toGroupRole, GROUP_ROLE_KEYS);
  return { ...answer, groupRole: value };
}

function permissionAnswer(result: Result<PermissionRecord>) {
  const { value, ...answer } = saved(result, toPermission, PERMISSION_KEYS);
  return { ...answer, permission: value };
}

function roleInput(input: { name: string; description?: string | null; permissions: readonly string[] }) {
  return { name: input.name, description: input.description ?? '', scopes: input.permissions };
}

function groupRoleInput(input: { name: string; description?: string | null; roleIds: readonly string[] }) {
  return { name: input.name, description: input.description ?? '', roleIds: input.roleIds };
}

export const roleResolvers: Resolvers = {
  Query: {
    roles: async (_parent, args, { services }) => {
      const page = await services.roles.roles({ ...listQuery(args), groupRoleIds: args.groupRoleIds?.length ? args.groupRoleIds : null });
      return { data: page.data.map(toRole), info: { page: page.page, count: page.count, pageTotal: page.pageTotal } };
    },
    role: async (_parent, { id }, { services }) => {
      const role = await services.roles.role(id);
      return role ? toRole(role) : null;
    },
    groupRoles: async (_parent, args, { services }) => {
      const page = await services.roles.groupRoles(listQuery(args));
      return { data: page.data, info: { page: page.page, count: page.count, pageTotal: page.pageTotal } };
    },
    groupRole: async (_parent, { id }, { services }) => (await services.roles.groupRole(id)) ?? null,
    permissions: async (_parent, args, { services }) => {
      const page = await services.roles.permissions(listQuery(args));
      return { data: page.data.map(toPermission), info: { page: page.page, count: page.count, pageTotal: page.pageTotal } };
    },
    permission: async (_parent, { id }, { services }) => {
      const permission = await services.roles.permission(id);
      return permission ? toPermission(permission) : null;
    },
    scopeCatalogue: () => Object.entries(SCOPE_CATALOGUE).map(([name, description]) => ({ name, description })).sort((a, b) => a.name.localeCompare(b.name)),
    sorgs: (_parent, _args, { services, principal }) => administratorSalesOrganisations(services, signedIn(principal)),
  },
  Mutation: {
    createRole: async (_parent, { input }, { services, principal }) => roleAnswer(await saveRole(services, signedIn(principal), null, roleInput(input))),
    updateRole: async (_parent, { id, input }, { services, principal }) => roleAnswer(await saveRole(services, signedIn(principal), id, roleInput(input))),
    createGroupRole: async (_parent, { input }, { services, principal }) => groupRoleAnswer(await saveGroupRole(services, signedIn(principal), null, groupRoleInput(input))),
    updateGroupRole: async (_parent, { id, input }, { services, principal }) =>
      groupRoleAnswer(await saveGroupRole(services, signedIn(principal), id, groupRoleInput(input))),
    createPermission: async (_parent, { input }, { services, principal }) =>
      permissionAnswer(await savePermission(services, signedIn(principal), null, { scope: input.name, description: input.description })),
    updatePermission: async (_parent, { id, input }, { services, principal }) =>
      permissionAnswer(await savePermission(services, signedIn(principal), id, { scope: input.name, description: input.description })),
  },
};
