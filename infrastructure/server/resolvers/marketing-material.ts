import {
  deleteMarketingCategory,
  listMarketingCategories,
  MARKETING_LAYOUTS,
  readMarketingCategory,
  saveMarketingCategory,
} from '../../../application/service/marketing-material/marketing-categories';
import {
  createMarketingImage,
  deleteMarketingImage,
  listMarketingImages,
  readMarketingImage,
  updateMarketingImage,
} from '../../../application/service/marketing-material/marketing-images';
import type { MarketingCategoryRecord, MarketingFileLinks, MarketingImageRecord } from '../../../application/service/marketing-material/ports';
import { MARKETING_LIMITS } from '../../../domain/marketing-material/marketing-material';
import type { Result } from '../../../domain/shared/result';
import type { MarketingCategory, MarketingImage, Resolvers } from '../../graphql/generated/resolvers';
import type { FieldPolicies } from '../graphql/field-policies';
import { resultAnswer } from '../graphql/mutation-answer';
import { iso } from './after-sales-edge';
import { uploaded } from './payments';
import { signedIn } from './platform';

const READERS = { scopes: [['page.marketing-material', 'marketing-material.cud']] };
const MAINTAINERS = { scopes: ['marketing-material.cud'] };

export const marketingMaterialPolicies: FieldPolicies = {
  'Query.marketingCategories': READERS,
  'Query.marketingCategory': READERS,
  'Query.marketingImages': READERS,
  'Query.marketingImage': READERS,
  'Query.layouts': READERS,
  'Mutation.createMarketingCategory': MAINTAINERS,
  'Mutation.updateMarketingCategory': MAINTAINERS,
  'Mutation.deleteMarketingCategory': MAINTAINERS,
  'Mutation.createMarketingImage': MAINTAINERS,
  'Mutation.updateMarketingImage': MAINTAINERS,
  'Mutation.deleteMarketingImage': MAINTAINERS,
};

function toCategory(category: MarketingCategoryRecord, links: MarketingFileLinks): MarketingCategory {
  const { markets, coverImageId, ...fields } = category;
  return { ...fields, contentTargetMarkets: markets, thumbnailUrl: coverImageId ? links.link(coverImageId, 'thumbnail') : null };
}

function toImage(image: MarketingImageRecord, links: MarketingFileLinks): MarketingImage {
  return {
    id: image.id,
    categoryId: image.categoryId,
    title: image.title,
    fileName: image.fileName,
    contentType: image.contentType,
    size: image.size,
    createdAt: iso(image.createdAt),
    thumbnailUrl: links.link(image.id, 'thumbnail'),
    originalUrl: links.link(image.id, 'original'),
  };
}

const CATEGORY_KEYS = { success: 'success_save_marketing_category', failure: 'failed_save_marketing_category' };
const IMAGE_KEYS = { success: 'success_save_marketing_image', failure: 'failed_save_marketing_image' };

function deletedAnswer(result: Result<{ id: string }>, keys: { success: string; failure: string }) {
  return { ...resultAnswer(result, keys), id: result.ok ? result.value.id : null };
}

export const marketingMaterialResolvers: Resolvers = {
  Query: {
    marketingCategories: async (_parent, args, { services, principal }) => {
      const page = await listMarketingCategories(services, signedIn(principal), args);
      return { ...page, items: page.items.map((category) => toCategory(category, services.marketingLinks)) };
    },
    marketingCategory: async (_parent, { id }, { services, principal }) => {
      const category = await readMarketingCategory(services, signedIn(principal), id);
      return category ? toCategory(category, services.marketingLinks) : null;
    },
    marketingImages: async (_parent, args, { services, principal }) => {
      const page = await listMarketingImages(services, signedIn(principal), args);
      return { ...page, items: page.items.map((image) => toImage(image, services.marketingLinks)) };
    },
    marketingImage: async (_parent, { id }, { services, principal }) => {
      const image = await readMarketingImage(services, signedIn(principal), id);
      return image ? toImage(image, services.marketingLinks) : null;
    },
    layouts: (_parent, { type, limit }) =>
      MARKETING_LAYOUTS[type ?? 'brand_assets'].slice(0, Math.min(MARKETING_LIMITS.layouts, Math.max(0, limit ?? MARKETING_LIMITS.layouts))).map((id) => ({ id, type: type ?? 'brand_assets' })),
  },
  Mutation: {
    createMarketingCategory: async (_parent, { input }, { services, principal }) => {
      const result = await saveMarketingCategory(services, signedIn(principal), null, input);
      return { ...resultAnswer(result, CATEGORY_KEYS), category: result.ok ? toCategory(result.value, services.marketingLinks) : null };
    },
    updateMarketingCategory: async (_parent, { id, input }, { services, principal }) => {
      const result = await saveMarketingCategory(services, signedIn(principal), id, input);
      return { ...resultAnswer(result, CATEGORY_KEYS), category: result.ok ? toCategory(result.value, services.marketingLinks) : null };
    },
    deleteMarketingCategory: async (_parent, { id }, { services, principal }) =>
      deletedAnswer(await deleteMarketingCategory(services, signedIn(principal), id), { success: 'success_delete_marketing_category', failure: 'failed_delete_marketing_category' }),
    createMarketingImage: async (_parent, { categoryId, title, file }, { services, principal }) => {
      const result = await createMarketingImage(services, signedIn(principal), { categoryId, title, file: uploaded(file) });
      return { ...resultAnswer(result, IMAGE_KEYS), image: result.ok ? toImage(result.value, services.marketingLinks) : null };
    },
    updateMarketingImage: async (_parent, args, { services, principal }) => {
      const result = await updateMarketingImage(services, signedIn(principal), args);
      return { ...resultAnswer(result, IMAGE_KEYS), image: result.ok ? toImage(result.value, services.marketingLinks) : null };
    },
    deleteMarketingImage: async (_parent, { id }, { services, principal }) =>
      deletedAnswer(await deleteMarketingImage(services, signedIn(principal), id), { success: 'success_delete_marketing_image', failure: 'failed_delete_marketing_image' }),
  },
};
