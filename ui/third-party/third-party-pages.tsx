import type { ReactElement } from 'react';
import { lazyPage } from '../shell/lazy-page';

const ThirdPartyCatalogPage = lazyPage(() => import('./ThirdPartyCatalogPage').then((module) => module.ThirdPartyCatalogPage));
const ThirdPartyOrderPage = lazyPage(() => import('./ThirdPartyOrderPage').then((module) => module.ThirdPartyOrderPage));
const ArticleMaintenancePage = lazyPage(() => import('./ArticleMaintenancePage').then((module) => module.ArticleMaintenancePage));

/** The pages of this area by route name (domain/navigation/routes.ts); the -new catalogue shows the same page. */
export const THIRD_PARTY_PAGES: Partial<Record<string, () => ReactElement>> = {
  '3rd-party-catalog': () => <ThirdPartyCatalogPage />,
  '3rd-party-catalog-new': () => <ThirdPartyCatalogPage />,
  '3rd-party-order': () => <ThirdPartyOrderPage />,
  '3rd-party-article-maintenance': () => <ArticleMaintenancePage />,
};
