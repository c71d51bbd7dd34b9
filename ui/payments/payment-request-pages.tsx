import type { ReactElement } from 'react';
import { lazyPage } from '../shell/lazy-page';

const PaymentRequestsPage = lazyPage(() => import('./PaymentRequestsPage').then((module) => module.PaymentRequestsPage));

/** The pages of this area by route name (domain/navigation/routes.ts). */
export const PAYMENT_REQUEST_PAGES: Partial<Record<string, () => ReactElement>> = {
  payment: () => <PaymentRequestsPage />,
};
