import type { ReactElement } from 'react';
import { lazyPage } from '../shell/lazy-page';

const PdiPage = lazyPage(() => import('./PdiPage').then((module) => module.PdiPage));

/** The pages of this area by route name (domain/navigation/routes.ts). */
export const PDI_PAGES: Partial<Record<string, () => ReactElement>> = {
  pdi: () => <PdiPage />,
};
