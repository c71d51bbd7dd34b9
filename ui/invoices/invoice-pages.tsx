import type { ReactElement } from 'react';
import { lazyPage } from '../shell/lazy-page';

const OpenInvoicesPage = lazyPage(() => import('./OpenInvoicesPage').then((module) => module.OpenInvoicesPage));
const PaidInvoicesPage = lazyPage(() => import('./PaidInvoicesPage').then((module) => module.PaidInvoicesPage));

/** The pages of this area by route name (domain/navigation/routes.ts); the -new paid-invoice route shows the same page. */
export const INVOICE_PAGES: Partial<Record<string, () => ReactElement>> = {
  'invoice-open-invoice': () => <OpenInvoicesPage />,
  'invoice-invoice-list': () => <PaidInvoicesPage />,
  'invoice-invoice-list-new': () => <PaidInvoicesPage />,
};
