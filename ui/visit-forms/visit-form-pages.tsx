import type { ReactElement } from 'react';
import { lazyPage } from '../shell/lazy-page';

const VisitFormIndexPage = lazyPage(() => import('./VisitFormListPage').then((module) => module.VisitFormIndexPage));
const VisitFormListPage = lazyPage(() => import('./VisitFormListPage').then((module) => module.VisitFormListPage));
const VisitFormCreatePage = lazyPage(() => import('./VisitFormPage').then((module) => module.VisitFormCreatePage));
const VisitFormDetailPage = lazyPage(() => import('./VisitFormPage').then((module) => module.VisitFormDetailPage));

/** The pages of this area by route name (domain/navigation/routes.ts). */
export const VISIT_FORM_PAGES: Partial<Record<string, () => ReactElement>> = {
  'visit-form': () => <VisitFormIndexPage />,
  'visit-form-polygon': () => <VisitFormListPage kind="polygon" />,
  'visit-form-wim': () => <VisitFormListPage kind="wim" />,
  'visit-form-polygon-create': () => <VisitFormCreatePage kind="polygon" />,
  'visit-form-wim-create': () => <VisitFormCreatePage kind="wim" />,
  'visit-form-polygon-id': () => <VisitFormDetailPage kind="polygon" />,
  'visit-form-wim-id': () => <VisitFormDetailPage kind="wim" />,
};
