import type { ReactElement } from 'react';
import { lazyPage } from '../shell/lazy-page';

const ClaimsPage = lazyPage(() => import('./ClaimsPage').then((module) => module.ClaimsPage));
const ClaimPage = lazyPage(() => import('./ClaimPage').then((module) => module.ClaimPage));

/** The pages of this area by route name (domain/navigation/routes.ts). */
export const CLAIM_PAGES: Partial<Record<string, () => ReactElement>> = {
  claim: () => <ClaimsPage />,
  'claim-id': () => <ClaimPage />,
};
