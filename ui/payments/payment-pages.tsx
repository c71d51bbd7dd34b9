import type { ReactElement } from 'react';
import { lazyPage } from '../shell/lazy-page';

const PaymentInvoicePage = lazyPage(() => import('./PaymentInvoicePage').then((module) => module.PaymentInvoicePage));

/** The pages of this area by route name (domain/navigation/routes.ts): both invoice payment routes show one page. */
export const PAYMENT_PAGES: Partial<Record<string, () => ReactElement>> = {
  'payment-invoice': () => <PaymentInvoicePage />,
  'payment-invoice-v2': () => <PaymentInvoicePage />,
};
