import type { ReactElement } from 'react';
import { lazyPage } from '../shell/lazy-page';

// The redirect loads with the domain's list of types, which sign-in does not need.
const FirstSalesDocumentType = lazyPage(() => import('./FirstSalesDocumentType').then((module) => module.FirstSalesDocumentType));
const SalesDocumentsPage = lazyPage(() => import('./SalesDocumentsPage').then((module) => module.SalesDocumentsPage));
const SalesDocumentPage = lazyPage(() => import('./SalesDocumentPage').then((module) => module.SalesDocumentPage));

/** The pages of this area by route name (domain/navigation/routes.ts). */
export const SALES_DOCUMENT_PAGES: Partial<Record<string, () => ReactElement>> = {
  'sales-document': () => <FirstSalesDocumentType />,
  'sales-document-type': () => <SalesDocumentsPage />,
  'sales-document-type-id': () => <SalesDocumentPage />,
};
