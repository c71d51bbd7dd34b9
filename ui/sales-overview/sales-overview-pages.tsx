import type { ReactElement } from 'react';
import { lazyPage } from '../shell/lazy-page';

const SalesOverviewPage = lazyPage(() => import('./SalesOverviewPage').then((module) => module.SalesOverviewPage));
const DealerBonusPage = lazyPage(() => import('./DealerBonusPage').then((module) => module.DealerBonusPage));

/** The sales figures' pages by route name (domain/navigation/routes.ts); the older addresses show the current pages. */
export const SALES_OVERVIEW_PAGES: Partial<Record<string, () => ReactElement>> = {
  'sales-overview': () => <SalesOverviewPage />,
  'sales-overview-new': () => <SalesOverviewPage />,
  'bonus-dealer': () => <DealerBonusPage />,
  'bonus-dealer-new': () => <DealerBonusPage />,
  'bonus-dealer-polygon': () => <DealerBonusPage />,
  'bonus-dealer-wim': () => <DealerBonusPage />,
};
