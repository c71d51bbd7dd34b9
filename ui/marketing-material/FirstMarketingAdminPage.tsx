import { Navigate } from 'react-router';
import { useLocalePath } from '../i18n/portal-locale';

/** The bare /admin/marketing-material opens the categories. */
export function FirstMarketingAdminPage() {
  return <Navigate to={useLocalePath()('/admin/marketing-material/category')} replace />;
}
