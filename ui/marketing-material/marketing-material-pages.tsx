import type { ReactElement } from 'react';
import { lazyPage } from '../shell/lazy-page';

// The redirect loads with the domain's list of types, which sign-in does not need.
const FirstMarketingType = lazyPage(() => import('./FirstMarketingType').then((module) => module.FirstMarketingType));
const MarketingMaterialPage = lazyPage(() => import('./MarketingMaterialPage').then((module) => module.MarketingMaterialPage));
const MarketingCategoryPage = lazyPage(() => import('./MarketingCategoryPage').then((module) => module.MarketingCategoryPage));
const MarketingImagePage = lazyPage(() => import('./MarketingImagePage').then((module) => module.MarketingImagePage));
const MarketingImageUploadPage = lazyPage(() => import('./MarketingImageUploadPage').then((module) => module.MarketingImageUploadPage));

/** The pages of this area by route name (domain/navigation/routes.ts). */
export const MARKETING_MATERIAL_PAGES: Partial<Record<string, () => ReactElement>> = {
  'marketing-material': () => <FirstMarketingType />,
  'marketing-material-type': () => <MarketingMaterialPage />,
  'marketing-material-type-id': () => <MarketingCategoryPage />,
  'marketing-material-type-id-image': () => <MarketingImagePage />,
  'admin-marketing-doc-create': () => <MarketingImageUploadPage bulk={false} />,
  'admin-marketing-material-image-create-bulk': () => <MarketingImageUploadPage bulk />,
};
