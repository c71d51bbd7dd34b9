import type { ReactElement } from 'react';
import { lazyPage } from '../shell/lazy-page';

const CatalogueAnalysisPage = lazyPage(() => import('./CatalogueAnalysisPage').then((module) => module.CatalogueAnalysisPage));

/** The catalogue analysis by route name; the -new route shows the same page. */
export const CATALOGUE_ANALYSIS_PAGES: Partial<Record<string, () => ReactElement>> = {
  'admin-catalog-analyze': () => <CatalogueAnalysisPage />,
  'admin-catalog-analyze-new': () => <CatalogueAnalysisPage />,
};
