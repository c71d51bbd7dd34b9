import type { MarketingMaterialType } from '../../../domain/marketing-material/marketing-material';
import type { Result } from '../../../domain/shared/result';
import type { ContentMarket, ContentPage } from '../sales-documents/ports';

export interface MarketingCategory {
  id: string;
  type: MarketingMaterialType;
  title: string;
  route: string;
  parentId: string | null;
  itemPerLine: number;
  showChilds: boolean;
  searchParam: string;
  layout: string;
  childCount: number;
  imageCount: number;
  /** Address of the first image's thumbnail. */
  thumbnailUrl: string | null;
  markets: ContentMarket[];
}

export interface MarketingImage {
  id: string;
  categoryId: string;
  title: string;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: string;
  thumbnailUrl: string;
  /** Address the original downloads from. */
  originalUrl: string;
}

export interface MarketingCategoryQuery {
  type: MarketingMaterialType;
  rootOnly?: boolean;
  parentId?: string;
  search?: string;
  page?: number;
  limit?: number;
}

export interface MarketingCategoryInput {
  type: MarketingMaterialType;
  title: string;
  route: string;
  parentId: string | null;
  itemPerLine: number;
  showChilds: boolean;
  searchParam: string;
  layout: string;
  marketIds: string[];
}

/** A file the person picked, as the browser gives it. */
export interface PickedFile extends Blob {
  readonly name: string;
}

/** The service's marketing material, as the portal reads and maintains it. */
export interface MarketingMaterialGateway {
  categories(query: MarketingCategoryQuery): Promise<ContentPage<MarketingCategory>>;
  category(id: string): Promise<MarketingCategory | null>;
  images(categoryId: string): Promise<ContentPage<MarketingImage>>;
  image(id: string): Promise<MarketingImage | null>;
  layouts(type: MarketingMaterialType): Promise<string[]>;
  /** The marketing markets the user may publish for. */
  markets(): Promise<ContentMarket[]>;
  saveCategory(id: string | null, input: MarketingCategoryInput): Promise<Result<MarketingCategory>>;
  deleteCategory(id: string): Promise<Result<string>>;
  createImage(categoryId: string, file: PickedFile, title: string | null): Promise<Result<MarketingImage>>;
  updateImage(id: string, change: { title: string; categoryId: string }): Promise<Result<MarketingImage>>;
  deleteImage(id: string): Promise<Result<string>>;
}
