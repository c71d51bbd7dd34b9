import { Navigate } from 'react-router';
import { MARKETING_MATERIAL_TYPES, slugOfMarketingType } from '../../domain/marketing-material/marketing-material';
import { useLocalePath } from '../i18n/portal-locale';

/** The bare /marketing-material opens the first kind of material. */
export function FirstMarketingType() {
  return <Navigate to={useLocalePath()(`/marketing-material/${slugOfMarketingType(MARKETING_MATERIAL_TYPES[0])}`)} replace />;
}
