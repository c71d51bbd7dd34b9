import type { ReactElement } from 'react';
import { lazyPage } from '../shell/lazy-page';

const DownloadAreaPage = lazyPage(() => import('./DownloadAreaPage').then((module) => module.DownloadAreaPage));

/** The pages of this area by route name (domain/navigation/routes.ts). */
export const DOWNLOAD_AREA_PAGES: Partial<Record<string, () => ReactElement>> = {
  'download-area': () => <DownloadAreaPage />,
};
