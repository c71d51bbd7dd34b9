import type { ReactElement } from 'react';
import { Navigate } from 'react-router';
import { MARKETING_MATERIAL_TYPES, slugOfMarketingType } from '../../domain/marketing-material/marketing-material';
import { useLocalePath } from '../i18n/portal-locale';
import { lazyPage } from '../shell/lazy-page';

const MarketingMaterialPage = lazyPage(() => import('./MarketingMaterialPage').then((module) => module.MarketingMaterialPage));
const MarketingCategoryPage = lazyPage(() => import('./MarketingCategoryPage').then((module) => module.MarketingCategoryPage));
const MarketingImagePage = lazyPage(() => import('./MarketingImagePage').then((module) => module.MarketingImagePage));
const MarketingImageUploadPage = lazyPage(() => import('./MarketingImageUploadPage').then((module) => module.MarketingImageUploadPage));

/** The bare /marketing-material opens the first kind of material. */
function FirstMarketingType() {
  return <Navigate to={useLocalePath()(`/marketing-material/${slugOfMarketingType(MARKETING_MATERIAL_TYPES[0])}`)} replace />;
}

/** The pages of this area by route name (domain/navigation/routes.ts). */
export const MARKETING_MATERIAL_PAGES: Partial<Record<string, () => ReactElement>> = {
  'marketing-material': () => <FirstMarketingType />,
  'marketing-material-type': () => <MarketingMaterialPage />,
  'marketing-material-type-id': () => <MarketingCategoryPage />,
  'marketing-material-type-id-image': () => <MarketingImagePage />,
  'admin-marketing-doc-create': () => <MarketingImageUploadPage bulk={false} />,
  'admin-marketing-material-image-create-bulk': () => <MarketingImageUploadPage bulk />,
};
