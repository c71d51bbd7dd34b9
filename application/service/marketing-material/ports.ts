import type { MarketingMaterialType } from '../../../domain/marketing-material/marketing-material';
import type { ContentTargetMarket } from '../content/ports';

export interface MarketingCategoryRecord {
  id: string;
  type: MarketingMaterialType;
  title: string;
  route: string;
  parentId: string | null;
  itemPerLine: number;
  showChilds: boolean;
  searchParam: string;
  layout: string;
  markets: ContentTargetMarket[];
  childCount: number;
  imageCount: number;
  /** The first image of the category, shown on its card. */
  coverImageId: string | null;
}

export interface MarketingCategoryWrite {
  type: MarketingMaterialType;
  title: string;
  route: string;
  parentId: string | null;
  itemPerLine: number;
  showChilds: boolean;
  searchParam: string;
  layout: string;
  marketIds: readonly string[];
}

export interface MarketingImageRecord {
  id: string;
  categoryId: string;
  title: string;
  /** The name the original is downloaded under. */
  fileName: string;
  storedName: string;
  thumbnailName: string;
  contentType: string;
  size: number;
  createdAt: Date;
}

export interface MarketingCategoryQuery {
  marketIds: readonly string[];
  type: MarketingMaterialType | undefined;
  /** undefined: any level; null: root categories only; an id: the children of that category. */
  parentId: string | null | undefined;
  search: string | undefined;
  page: number;
  limit: number;
}

export interface MarketingMaterialRepository {
  categories(query: MarketingCategoryQuery): Promise<{ items: MarketingCategoryRecord[]; total: number }>;
  /** The category when it is published for one of the markets. */
  category(id: string, marketIds: readonly string[]): Promise<MarketingCategoryRecord | undefined>;
  /** Every category's parent, for the tree checks. */
  parents(): Promise<Map<string, string | null>>;
  createCategory(category: MarketingCategoryWrite): Promise<string>;
  updateCategory(id: string, category: MarketingCategoryWrite): Promise<boolean>;
  /** Deletes a category without children or images; `not_empty` otherwise. */
  deleteCategory(id: string): Promise<'deleted' | 'not_empty'>;
  /** The images of a category in upload order. */
  images(query: { categoryId: string; page: number; limit: number }): Promise<{ items: MarketingImageRecord[]; total: number }>;
  /** The image when its category is published for one of the markets. */
  image(id: string, marketIds: readonly string[]): Promise<MarketingImageRecord | undefined>;
  /** The image whatever its markets: only for a link the service signed after checking them. */
  imageById(id: string): Promise<MarketingImageRecord | undefined>;
  addImage(image: Omit<MarketingImageRecord, 'id'>): Promise<string>;
  updateImage(id: string, change: { title: string; categoryId: string }): Promise<boolean>;
  deleteImage(id: string): Promise<boolean>;
}

/** Addresses of an image's files that the browser loads without its bearer token; each expires. */
export interface MarketingFileLinks {
  link(imageId: string, kind: 'original' | 'thumbnail'): string;
}
