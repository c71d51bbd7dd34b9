import type { ReactElement } from 'react';
import { lazyPage } from '../shell/lazy-page';

const AnnouncementsAdminPage = lazyPage(() => import('./AnnouncementsAdminPage').then((module) => module.AnnouncementsAdminPage));
// The form carries the rich-text editor: it loads only when an administrator opens it.
const AnnouncementFormPage = lazyPage(() => import('./AnnouncementFormPage').then((module) => module.AnnouncementFormPage));

/** The pages of this area by route name (domain/navigation/routes.ts). */
export const ANNOUNCEMENT_PAGES: Partial<Record<string, () => ReactElement>> = {
  'admin-announcements': () => <AnnouncementsAdminPage />,
  'admin-announcements-create': () => <AnnouncementFormPage />,
  'admin-announcements-id-edit': () => <AnnouncementFormPage />,
};
