import type { AdministrationPage, GroupRole, ListRequest, Permission, Role } from '../../application/portal/roles/ports';
import { foundOrUnavailable, portalApi, portsOf, read } from '../store/portal-api';

/** Every read of roles, group roles and permissions shares this tag: a save reloads them all. */
export const ACCESS_ADMINISTRATION = 'AccessAdministration' as const;

/** The role administration's plain reads. */
export const rolesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    roles: build.query<AdministrationPage<Role>, ListRequest & { groupRoleIds: readonly string[] }>({
      queryFn: (request, api) => read(() => portsOf(api).roles.roles(request)),
      providesTags: [ACCESS_ADMINISTRATION],
    }),
    role: build.query<Role, string>({
      queryFn: async (id, api) => {
        const answer = await read(() => portsOf(api).roles.role(id));
        return 'error' in answer ? answer : foundOrUnavailable(answer.data);
      },
      providesTags: [ACCESS_ADMINISTRATION],
    }),
    groupRoles: build.query<AdministrationPage<GroupRole>, ListRequest>({
      queryFn: (request, api) => read(() => portsOf(api).roles.groupRoles(request)),
      providesTags: [ACCESS_ADMINISTRATION],
    }),
    groupRole: build.query<GroupRole, string>({
      queryFn: async (id, api) => {
        const answer = await read(() => portsOf(api).roles.groupRole(id));
        return 'error' in answer ? answer : foundOrUnavailable(answer.data);
      },
      providesTags: [ACCESS_ADMINISTRATION],
    }),
    permissions: build.query<AdministrationPage<Permission>, ListRequest>({
      queryFn: (request, api) => read(() => portsOf(api).roles.permissions(request)),
      providesTags: [ACCESS_ADMINISTRATION],
    }),
    permission: build.query<Permission, string>({
      queryFn: async (id, api) => {
        const answer = await read(() => portsOf(api).roles.permission(id));
        return 'error' in answer ? answer : foundOrUnavailable(answer.data);
      },
      providesTags: [ACCESS_ADMINISTRATION],
    }),
    scopeCatalogue: build.query<{ name: string; description: string }[], void>({
      queryFn: (_arg, api) => read(() => portsOf(api).roles.scopeCatalogue()),
    }),
  }),
});

export const { useRolesQuery, useRoleQuery, useGroupRolesQuery, useGroupRoleQuery, usePermissionsQuery, usePermissionQuery, useScopeCatalogueQuery } = rolesApi;
