import type { ReactElement } from 'react';
import { lazyPage } from '../shell/lazy-page';

const NewCustomerInquiryPage = lazyPage(() => import('./NewCustomerInquiryPage').then((module) => module.NewCustomerInquiryPage));
const AdminCustomerInquiriesPage = lazyPage(() => import('./AdminCustomerInquiriesPage').then((module) => module.AdminCustomerInquiriesPage));

/** The new-customer inquiry pages by route name (domain/navigation/routes.ts). */
export const CUSTOMER_INQUIRY_PAGES: Partial<Record<string, () => ReactElement>> = {
  'new-customer-inquiry': () => <NewCustomerInquiryPage />,
  'admin-customer-inquiries': () => <AdminCustomerInquiriesPage />,
};
