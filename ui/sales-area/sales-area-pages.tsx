import type { ReactElement } from 'react';
import { lazyPage } from '../shell/lazy-page';

// The map library (d3-geo) comes with this page's code only, so no other route loads it.
const SalesAreaPage = lazyPage(() => import('./SalesAreaPage').then((module) => module.SalesAreaPage));

/** The pages of this area by route name (domain/navigation/routes.ts). */
export const SALES_AREA_PAGES: Partial<Record<string, () => ReactElement>> = {
  'sales-area': () => <SalesAreaPage />,
};
