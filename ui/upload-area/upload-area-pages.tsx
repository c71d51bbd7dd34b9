import type { ReactElement } from 'react';
import { lazyPage } from '../shell/lazy-page';

const UploadAreaPage = lazyPage(() => import('./UploadAreaPage').then((module) => module.UploadAreaPage));

/** The pages of this area by route name (domain/navigation/routes.ts). */
export const UPLOAD_AREA_PAGES: Partial<Record<string, () => ReactElement>> = {
  'upload-area': () => <UploadAreaPage />,
};
