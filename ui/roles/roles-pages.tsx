import type { ReactElement } from 'react';
import { lazyPage } from '../shell/lazy-page';

const RolesPage = lazyPage(() => import('./AccessListPages').then((module) => module.RolesPage));
const GroupRolesPage = lazyPage(() => import('./AccessListPages').then((module) => module.GroupRolesPage));
const PermissionsPage = lazyPage(() => import('./AccessListPages').then((module) => module.PermissionsPage));
const RoleFormPage = lazyPage(() => import('./AccessFormPages').then((module) => module.RoleFormPage));
const GroupRoleFormPage = lazyPage(() => import('./AccessFormPages').then((module) => module.GroupRoleFormPage));
const PermissionFormPage = lazyPage(() => import('./AccessFormPages').then((module) => module.PermissionFormPage));

/** The pages of role, group-role and permission administration by route name (domain/navigation/routes.ts). */
export const ROLES_PAGES: Partial<Record<string, () => ReactElement>> = {
  'admin-roles': () => <RolesPage />,
  'admin-roles-create': () => <RoleFormPage />,
  'admin-roles-edit-id': () => <RoleFormPage />,
  'admin-group-roles': () => <GroupRolesPage />,
  'admin-group-roles-create': () => <GroupRoleFormPage />,
  'admin-group-roles-edit-id': () => <GroupRoleFormPage />,
  'admin-permissions': () => <PermissionsPage />,
  'admin-permissions-create': () => <PermissionFormPage />,
  'admin-permissions-edit-id': () => <PermissionFormPage />,
};
