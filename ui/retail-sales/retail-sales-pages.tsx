import type { ReactElement } from 'react';
import { lazyPage } from '../shell/lazy-page';

const RetailSalesPage = lazyPage(() => import('./RetailSalesPage').then((module) => module.RetailSalesPage));

/** The pages of this area by route name (domain/navigation/routes.ts); frame registration opens from the retail sales page. */
export const RETAIL_SALES_PAGES: Partial<Record<string, () => ReactElement>> = {
  'retail-sales': () => <RetailSalesPage />,
};
