import type { ReactElement } from 'react';
import { lazyPage } from '../shell/lazy-page';

const EditProfilePage = lazyPage(() => import('./EditProfilePage').then((module) => module.EditProfilePage));
const ForgotPasswordPage = lazyPage(() => import('./ForgotPasswordPage').then((module) => module.ForgotPasswordPage));
const SetPasswordPage = lazyPage(() => import('./SetPasswordPage').then((module) => module.SetPasswordPage));

/** The own-profile and password pages by route name (domain/navigation/routes.ts); the password pages need no sign-in. */
export const PROFILE_PAGES: Partial<Record<string, () => ReactElement>> = {
  'user-edit-profile': () => <EditProfilePage />,
  'forgot-password': () => <ForgotPasswordPage />,
  'set-password': () => <SetPasswordPage />,
};
