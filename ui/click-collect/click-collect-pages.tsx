import type { ReactElement } from 'react';
import { lazyPage } from '../shell/lazy-page';

const ClickCollectPage = lazyPage(() => import('./ClickCollectPage').then((module) => module.ClickCollectPage));

/** The pages of this area by route name (domain/navigation/routes.ts). */
export const CLICK_COLLECT_PAGES: Partial<Record<string, () => ReactElement>> = {
  'click-collect': () => <ClickCollectPage />,
};
