import type { ReactElement } from 'react';
import { CUSTOMER_INQUIRY_PAGES } from '../customer-inquiry/customer-inquiry-pages';
import { NEWS_PAGES } from '../news/news-pages';
import { lazyShellPage } from '../shell/lazy-page';

const AdminErrorPage = lazyShellPage(() => import('./AdminErrorPage').then((module) => module.AdminErrorPage));

/** The pages every content area shares, and the news and new-customer inquiry pages, by route name (domain/navigation/routes.ts). */
export const CONTENT_PAGES: Partial<Record<string, () => ReactElement>> = {
  'error-admin': () => <AdminErrorPage />,
  ...NEWS_PAGES,
  ...CUSTOMER_INQUIRY_PAGES,
};
