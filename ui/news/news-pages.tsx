import type { ReactElement } from 'react';
import { lazyPage } from '../shell/lazy-page';

const NewsPage = lazyPage(() => import('./NewsPage').then((module) => module.NewsPage));
const NewsDetailPage = lazyPage(() => import('./NewsDetailPage').then((module) => module.NewsDetailPage));
const AdminNewsPage = lazyPage(() => import('./AdminNewsPage').then((module) => module.AdminNewsPage));
const NewsFormPage = lazyPage(() => import('./NewsFormPage').then((module) => module.NewsFormPage));

/** The news pages by route name (domain/navigation/routes.ts). */
export const NEWS_PAGES: Partial<Record<string, () => ReactElement>> = {
  news: () => <NewsPage />,
  'news-id': () => <NewsDetailPage />,
  'admin-news': () => <AdminNewsPage />,
  'admin-news-create': () => <NewsFormPage />,
  'admin-news-id-edit': () => <NewsFormPage />,
};
