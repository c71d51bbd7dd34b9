import type {
  MarketingCategory,
  MarketingCategoryInput,
  MarketingCategoryQuery,
  MarketingImage,
  MarketingMaterialGateway,
  PickedFile,
} from '../../../application/portal/marketing-material/ports';
import type { MarketingMaterialType } from '../../../domain/marketing-material/marketing-material';
import {
  ContentTargetMarketsOfTypeDocument,
  CreateMarketingCategoryDocument,
  CreateMarketingImageDocument,
  DeleteMarketingCategoryDocument,
  DeleteMarketingImageDocument,
  MarketingCategoriesDocument,
  MarketingCategoryDocument,
  MarketingImageDocument,
  MarketingImagesDocument,
  MarketingLayoutsDocument,
  UpdateMarketingCategoryDocument,
  UpdateMarketingImageDocument,
  type MarketingCategoryFieldsFragment,
  type MarketingImageFieldsFragment,
} from '../../graphql/generated/client/graphql';
import { contentAnswer } from '../content-answer';
import type { GraphqlClient } from '../graphql-client';

/** The MarketingMaterialGateway over the service's GraphQL operations; image addresses are made absolute. */
export class MarketingMaterialGatewayGraphql implements MarketingMaterialGateway {
  constructor(
    readonly graphql: GraphqlClient,
    private readonly apiBaseUrl: string,
  ) {}

  private readonly toCategory = (category: MarketingCategoryFieldsFragment): MarketingCategory => {
    const { contentTargetMarkets, thumbnailUrl, ...fields } = category;
    return { ...fields, thumbnailUrl: thumbnailUrl ? `${this.apiBaseUrl}${thumbnailUrl}` : null, markets: contentTargetMarkets.map((market) => ({ ...market })) };
  };

  private readonly toImage = (image: MarketingImageFieldsFragment): MarketingImage => ({
    ...image,
    thumbnailUrl: `${this.apiBaseUrl}${image.thumbnailUrl}`,
    originalUrl: `${this.apiBaseUrl}${image.originalUrl}`,
  });

  async categories(query: MarketingCategoryQuery) {
    const { marketingCategories } = await this.graphql.request(MarketingCategoriesDocument, { ...query });
    return { ...marketingCategories, items: marketingCategories.items.map(this.toCategory) };
  }

  async category(id: string) {
    const { marketingCategory } = await this.graphql.request(MarketingCategoryDocument, { id });
    return marketingCategory ? this.toCategory(marketingCategory) : null;
  }

  async images(categoryId: string) {
    const { marketingImages } = await this.graphql.request(MarketingImagesDocument, { categoryId });
    return { ...marketingImages, items: marketingImages.items.map(this.toImage) };
  }

  async image(id: string) {
    const { marketingImage } = await this.graphql.request(MarketingImageDocument, { id });
    return marketingImage ? this.toImage(marketingImage) : null;
  }

  async layouts(type: MarketingMaterialType) {
    const { layouts } = await this.graphql.request(MarketingLayoutsDocument, { type });
    return layouts.map((layout) => layout.id);
  }

  async markets() {
    const { contentTargetMarkets } = await this.graphql.request(ContentTargetMarketsOfTypeDocument, { type: 'marketing_material' });
    return contentTargetMarkets.items.map((market) => ({ ...market }));
  }

  async saveCategory(id: string | null, input: MarketingCategoryInput) {
    const { marketIds, ...fields } = input;
    const contract = { ...fields, contentTargetMarkets: marketIds };
    if (id === null) {
      const { createMarketingCategory } = await this.graphql.request(CreateMarketingCategoryDocument, { input: contract });
      return contentAnswer(createMarketingCategory, createMarketingCategory.category, this.toCategory);
    }
    const { updateMarketingCategory } = await this.graphql.request(UpdateMarketingCategoryDocument, { id, input: contract });
    return contentAnswer(updateMarketingCategory, updateMarketingCategory.category, this.toCategory);
  }

  async deleteCategory(id: string) {
    const { deleteMarketingCategory } = await this.graphql.request(DeleteMarketingCategoryDocument, { id });
    return contentAnswer(deleteMarketingCategory, deleteMarketingCategory.id, (deleted) => deleted);
  }

  async createImage(categoryId: string, file: PickedFile, title: string | null) {
    const { createMarketingImage } = await this.graphql.request(CreateMarketingImageDocument, { categoryId, title, file });
    return contentAnswer(createMarketingImage, createMarketingImage.image, this.toImage);
  }

  async updateImage(id: string, change: { title: string; categoryId: string }) {
    const { updateMarketingImage } = await this.graphql.request(UpdateMarketingImageDocument, { id, ...change });
    return contentAnswer(updateMarketingImage, updateMarketingImage.image, this.toImage);
  }

  async deleteImage(id: string) {
    const { deleteMarketingImage } = await this.graphql.request(DeleteMarketingImageDocument, { id });
    return contentAnswer(deleteMarketingImage, deleteMarketingImage.id, (deleted) => deleted);
  }
}
