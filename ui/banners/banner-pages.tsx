import type { ReactElement } from 'react';
import { lazyPage } from '../shell/lazy-page';

const BannersAdminPage = lazyPage(() => import('./BannersAdminPage').then((module) => module.BannersAdminPage));
const BannerFormPage = lazyPage(() => import('./BannerFormPage').then((module) => module.BannerFormPage));

/** The pages of this area by route name (domain/navigation/routes.ts). */
export const BANNER_PAGES: Partial<Record<string, () => ReactElement>> = {
  'admin-banners': () => <BannersAdminPage />,
  'admin-banners-create': () => <BannerFormPage />,
  'admin-banners-id-edit': () => <BannerFormPage />,
};
