import type { ReactNode } from 'react';
import { ClickCollectPage } from './ClickCollectPage';

/** The pages of this area by route name (domain/navigation/routes.ts). */
export const CLICK_COLLECT_PAGES: Partial<Record<string, () => ReactNode>> = {
  'click-collect': () => <ClickCollectPage />,
};
