import { Navigate } from 'react-router';
import { useLocalePath } from '../i18n/portal-locale';

/** The bare /admin/sales-document opens the document list. */
export function FirstSalesDocumentAdminPage() {
  return <Navigate to={useLocalePath()('/admin/sales-document/list')} replace />;
}
