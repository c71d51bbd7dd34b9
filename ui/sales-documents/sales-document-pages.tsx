import type { ReactElement } from 'react';
import { Navigate } from 'react-router';
import { SALES_DOCUMENT_TYPES } from '../../domain/sales-documents/sales-document';
import { useLocalePath } from '../i18n/portal-locale';
import { lazyPage } from '../shell/lazy-page';

const SalesDocumentsPage = lazyPage(() => import('./SalesDocumentsPage').then((module) => module.SalesDocumentsPage));
const SalesDocumentPage = lazyPage(() => import('./SalesDocumentPage').then((module) => module.SalesDocumentPage));

/** The bare /sales-document opens the first kind of document. */
function FirstSalesDocumentType() {
  return <Navigate to={useLocalePath()(`/sales-document/${SALES_DOCUMENT_TYPES[0]}`)} replace />;
}

/** The pages of this area by route name (domain/navigation/routes.ts). */
export const SALES_DOCUMENT_PAGES: Partial<Record<string, () => ReactElement>> = {
  'sales-document': () => <FirstSalesDocumentType />,
  'sales-document-type': () => <SalesDocumentsPage />,
  'sales-document-type-id': () => <SalesDocumentPage />,
};
