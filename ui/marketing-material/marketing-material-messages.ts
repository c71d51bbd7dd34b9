import { defineMessages } from 'react-intl';
import type { MarketingMaterialType } from '../../domain/marketing-material/marketing-material';
import { messageDescriptors } from '../i18n/message-descriptors';

export const marketingMessages = messageDescriptors(
  defineMessages({
    types: { id: 'marketing_material_types', defaultMessage: 'Kinds of marketing material' },
    categories: { id: 'marketing_material_categories', defaultMessage: 'Categories' },
    images: { id: 'marketing_material_images', defaultMessage: 'Images' },
    imageCount: { id: 'marketing_material_image_count', defaultMessage: '{count, plural, one {# image} other {# images}}' },
    empty: { id: 'marketing_material_empty', defaultMessage: 'There is no marketing material of this kind for your markets yet.' },
    emptyCategory: { id: 'marketing_material_empty_category', defaultMessage: 'This category has no images yet.' },
    failed: { id: 'marketing_material_failed', defaultMessage: 'The marketing material could not be loaded.' },
    notFound: { id: 'marketing_material_not_found', defaultMessage: 'This marketing material was not found.' },
    notFoundText: { id: 'marketing_material_not_found_text', defaultMessage: 'It may have been removed or be meant for another market.' },
    back: { id: 'marketing_material_back', defaultMessage: 'Back' },
    download: { id: 'marketing_material_download', defaultMessage: 'Download original' },
    downloadNamed: { id: 'marketing_material_download_named', defaultMessage: 'Download the original of {title}' },
    more: { id: 'marketing_material_more', defaultMessage: 'More from {category}' },
  }),
);

export const marketingTypeMessages = defineMessages<MarketingMaterialType>({
  brand_assets: { id: 'menu_marketing-material-brand-assets', defaultMessage: 'Brand Assets' },
  product_lineup: { id: 'menu_marketing-material-product-lineup', defaultMessage: 'Product Line-up' },
});
