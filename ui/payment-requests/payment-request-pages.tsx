import type { ReactNode } from 'react';
import { PaymentRequestsPage } from './PaymentRequestsPage';

/** The pages of this area by route name (domain/navigation/routes.ts). */
export const PAYMENT_REQUEST_PAGES: Partial<Record<string, () => ReactNode>> = {
  payment: () => <PaymentRequestsPage />,
};
