import { Navigate } from 'react-router';
import { SALES_DOCUMENT_TYPES } from '../../domain/sales-documents/sales-document';
import { useLocalePath } from '../i18n/portal-locale';

/** The bare /sales-document opens the first kind of document. */
export function FirstSalesDocumentType() {
  return <Navigate to={useLocalePath()(`/sales-document/${SALES_DOCUMENT_TYPES[0]}`)} replace />;
}
