import type { ReactElement } from 'react';
import { lazyPage } from '../../shell/lazy-page';

const ClaimCreatePage = lazyPage(() => import('./ClaimFormPages').then((module) => module.ClaimCreatePage));
const ClaimCreateKindPage = lazyPage(() => import('./ClaimFormPages').then((module) => module.ClaimCreateKindPage));
const ClaimEditPage = lazyPage(() => import('./ClaimFormPages').then((module) => module.ClaimEditPage));

/** The claim form pages by route name (domain/navigation/routes.ts). */
export const CLAIM_FORM_PAGES: Partial<Record<string, () => ReactElement>> = {
  'claim-create': () => <ClaimCreatePage />,
  'claim-create-bike': () => <ClaimCreateKindPage kind="bike" />,
  'claim-create-paa': () => <ClaimCreateKindPage kind="paa" />,
  'claim-edit-id': () => <ClaimEditPage />,
};
