import type { ReactElement } from 'react';
import { lazyPage } from '../shell/lazy-page';

// The redirect loads with the domain's list of types, which sign-in does not need.
const FirstSalesDocumentType = lazyPage(() => import('./FirstSalesDocumentType').then((module) => module.FirstSalesDocumentType));
const SalesDocumentsPage = lazyPage(() => import('./SalesDocumentsPage').then((module) => module.SalesDocumentsPage));
const SalesDocumentPage = lazyPage(() => import('./SalesDocumentPage').then((module) => module.SalesDocumentPage));
const FirstSalesDocumentAdminPage = lazyPage(() => import('./FirstSalesDocumentAdminPage').then((module) => module.FirstSalesDocumentAdminPage));
const SalesDocumentsAdminPage = lazyPage(() => import('./SalesDocumentsAdminPage').then((module) => module.SalesDocumentsAdminPage));
const SalesDocumentFormPage = lazyPage(() => import('./SalesDocumentFormPage').then((module) => module.SalesDocumentFormPage));
const SalesDocumentGroupsAdminPage = lazyPage(() => import('./SalesDocumentGroupsAdminPage').then((module) => module.SalesDocumentGroupsAdminPage));
const SalesDocumentGroupFormPage = lazyPage(() => import('./SalesDocumentGroupFormPage').then((module) => module.SalesDocumentGroupFormPage));

/** The pages of this area by route name (domain/navigation/routes.ts). */
export const SALES_DOCUMENT_PAGES: Partial<Record<string, () => ReactElement>> = {
  'sales-document': () => <FirstSalesDocumentType />,
  'sales-document-type': () => <SalesDocumentsPage />,
  'sales-document-type-id': () => <SalesDocumentPage />,
  'admin-sales-document': () => <FirstSalesDocumentAdminPage />,
  'admin-sales-document-list': () => <SalesDocumentsAdminPage />,
  'admin-sales-document-list-create': () => <SalesDocumentFormPage />,
  'admin-sales-document-list-id-edit': () => <SalesDocumentFormPage />,
  'admin-sales-document-group': () => <SalesDocumentGroupsAdminPage />,
  'admin-sales-document-group-create': () => <SalesDocumentGroupFormPage />,
  'admin-sales-document-group-id-edit': () => <SalesDocumentGroupFormPage />,
};
