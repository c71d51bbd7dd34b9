import type { ReactElement } from 'react';
import { lazyPage } from '../shell/lazy-page';

// The redirect loads with the domain's list of types, which sign-in does not need.
const FirstMarketingType = lazyPage(() => import('./FirstMarketingType').then((module) => module.FirstMarketingType));
const MarketingMaterialPage = lazyPage(() => import('./MarketingMaterialPage').then((module) => module.MarketingMaterialPage));
const MarketingCategoryPage = lazyPage(() => import('./MarketingCategoryPage').then((module) => module.MarketingCategoryPage));
const MarketingImagePage = lazyPage(() => import('./MarketingImagePage').then((module) => module.MarketingImagePage));
const FirstMarketingAdminPage = lazyPage(() => import('./FirstMarketingAdminPage').then((module) => module.FirstMarketingAdminPage));
const MarketingCategoriesAdminPage = lazyPage(() => import('./MarketingCategoriesAdminPage').then((module) => module.MarketingCategoriesAdminPage));
const MarketingCategoryFormPage = lazyPage(() => import('./MarketingCategoryFormPage').then((module) => module.MarketingCategoryFormPage));
const MarketingImagesAdminPage = lazyPage(() => import('./MarketingImagesAdminPage').then((module) => module.MarketingImagesAdminPage));
const MarketingImageFormPage = lazyPage(() => import('./MarketingImageFormPage').then((module) => module.MarketingImageFormPage));
const MarketingImageUploadPage = lazyPage(() => import('./MarketingImageUploadPage').then((module) => module.MarketingImageUploadPage));

/** The pages of this area by route name (domain/navigation/routes.ts). */
export const MARKETING_MATERIAL_PAGES: Partial<Record<string, () => ReactElement>> = {
  'marketing-material': () => <FirstMarketingType />,
  'marketing-material-type': () => <MarketingMaterialPage />,
  'marketing-material-type-id': () => <MarketingCategoryPage />,
  'marketing-material-type-id-image': () => <MarketingImagePage />,
  'admin-marketing-material': () => <FirstMarketingAdminPage />,
  'admin-marketing-material-category': () => <MarketingCategoriesAdminPage />,
  'admin-marketing-material-category-create': () => <MarketingCategoryFormPage />,
  'admin-marketing-material-category-id-edit': () => <MarketingCategoryFormPage />,
  'admin-marketing-material-image': () => <MarketingImagesAdminPage />,
  'admin-marketing-material-image-id-edit': () => <MarketingImageFormPage />,
  'admin-marketing-doc-create': () => <MarketingImageUploadPage bulk={false} />,
  'admin-marketing-material-image-create-bulk': () => <MarketingImageUploadPage bulk />,
};
