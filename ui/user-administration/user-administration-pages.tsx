import type { ReactElement } from 'react';
import { lazyPage } from '../shell/lazy-page';

const UsersListPage = lazyPage(() => import('./UsersListPage').then((module) => module.UsersListPage));
const CreateUserPage = lazyPage(() => import('./UserFormPage').then((module) => module.CreateUserPage));
const EditUserPage = lazyPage(() => import('./UserFormPage').then((module) => module.EditUserPage));
const CopyUserPage = lazyPage(() => import('./CopyUserPage').then((module) => module.CopyUserPage));
const CreateUsersMassPage = lazyPage(() => import('./CreateUsersMassPage').then((module) => module.CreateUsersMassPage));

/** The pages of user administration by route name (domain/navigation/routes.ts). */
export const USER_ADMINISTRATION_PAGES: Partial<Record<string, () => ReactElement>> = {
  'admin-users': () => <UsersListPage />,
  'admin-users-create': () => <CreateUserPage route="admin-users-create" />,
  'admin-users-create-us': () => <CreateUserPage route="admin-users-create-us" />,
  'admin-users-create-users-mass': () => <CreateUsersMassPage />,
  'admin-users-id-edit': () => <EditUserPage route="admin-users-id-edit" />,
  'admin-users-id-edit-us': () => <EditUserPage route="admin-users-id-edit-us" />,
  'admin-users-id-copy-us': () => <CopyUserPage />,
};
