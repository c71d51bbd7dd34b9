import type { ReactElement } from 'react';
import { lazyShellPage } from '../shell/lazy-page';

const AdminErrorPage = lazyShellPage(() => import('./AdminErrorPage').then((module) => module.AdminErrorPage));

/** The pages every content area shares, by route name (domain/navigation/routes.ts). */
export const CONTENT_PAGES: Partial<Record<string, () => ReactElement>> = {
  'error-admin': () => <AdminErrorPage />,
};
