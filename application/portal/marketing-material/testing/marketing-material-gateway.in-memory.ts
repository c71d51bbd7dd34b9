import { ok, refused } from '../../../../domain/shared/result';
import { userError } from '../../../../domain/shared/user-error';
import type { MarketingMaterialType } from '../../../../domain/marketing-material/marketing-material';
import type { ContentMarket } from '../../sales-documents/ports';
import type { MarketingCategory, MarketingCategoryInput, MarketingCategoryQuery, MarketingImage, MarketingMaterialGateway, PickedFile } from '../ports';

const GLOBAL: ContentMarket = { id: 'mm-global', marketName: 'Global' };
const INDONESIA: ContentMarket = { id: 'mm-id', marketName: 'Indonesia' };

/** A small picture the stories show in place of a thumbnail: a coloured field with a wheel. */
function pictureUrl(background: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="${background}"/><circle cx="240" cy="190" r="100" fill="none" stroke="#fff" stroke-width="14"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function category(id: string, type: MarketingMaterialType, title: string, parentId: string | null, imageCount: number, background: string): MarketingCategory {
  return {
    id,
    type,
    title,
    route: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    parentId,
    itemPerLine: 4,
    showChilds: true,
    searchParam: '',
    layout: 'grid',
    childCount: 0,
    imageCount,
    thumbnailUrl: imageCount > 0 ? pictureUrl(background) : null,
    markets: [GLOBAL, INDONESIA],
  };
}

/** Example categories of both types, one nested. */
export function exampleMarketingCategories(): MarketingCategory[] {
  return [
    { ...category('cat-logos', 'brand_assets', 'Velocita logos', null, 2, '#1d4ed8'), childCount: 1 },
    category('cat-dark', 'brand_assets', 'Dark backgrounds', 'cat-logos', 1, '#111827'),
    category('cat-signage', 'brand_assets', 'Shop signage', null, 1, '#0f766e'),
    category('cat-road', 'product_lineup', 'Road 2027', null, 1, '#1e3a8a'),
  ];
}

function image(id: string, categoryId: string, title: string, background: string): MarketingImage {
  return {
    id,
    categoryId,
    title,
    fileName: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`,
    contentType: 'image/png',
    size: 48_213,
    createdAt: '2026-11-20T09:00:00.000Z',
    thumbnailUrl: pictureUrl(background),
    originalUrl: pictureUrl(background),
  };
}

/** Example images of the example categories. */
export function exampleMarketingImages(): MarketingImage[] {
  return [
    image('img-blue', 'cat-logos', 'Velocita logo, blue', '#1d4ed8'),
    image('img-white', 'cat-logos', 'Velocita logo, white', '#64748b'),
    image('img-night', 'cat-dark', 'Velocita logo on black', '#111827'),
    image('img-sign', 'cat-signage', 'Shop sign, wide', '#0f766e'),
    image('img-aero', 'cat-road', 'Aero road bike', '#1e3a8a'),
  ];
}

/** The marketing material in memory, for stories and use-case tests; an upload named refused-… is refused. */
export class MarketingMaterialGatewayInMemory implements MarketingMaterialGateway {
  readonly uploads: string[] = [];

  constructor(
    private categoriesKept: MarketingCategory[] = exampleMarketingCategories(),
    private imagesKept: MarketingImage[] = exampleMarketingImages(),
  ) {}

  async categories(query: MarketingCategoryQuery) {
    const items = this.categoriesKept.filter(
      (candidate) =>
        candidate.type === query.type &&
        (query.parentId ? candidate.parentId === query.parentId : !query.rootOnly || candidate.parentId === null) &&
        (!query.search || candidate.title.toLowerCase().includes(query.search.toLowerCase())),
    );
    return { items, total: items.length, page: 1, limit: query.limit ?? 50 };
  }

  async category(id: string) {
    return this.categoriesKept.find((candidate) => candidate.id === id) ?? null;
  }

  async images(categoryId: string) {
    const items = this.imagesKept.filter((candidate) => candidate.categoryId === categoryId);
    return { items, total: items.length, page: 1, limit: 9999 };
  }

  async image(id: string) {
    return this.imagesKept.find((candidate) => candidate.id === id) ?? null;
  }

  async layouts(type: MarketingMaterialType) {
    return type === 'brand_assets' ? ['grid', 'list'] : ['grid', 'list', 'showcase'];
  }

  async markets() {
    return [GLOBAL, INDONESIA];
  }

  async saveCategory(id: string | null, input: MarketingCategoryInput) {
    if (input.title.trim() === '') return refused(userError('title', 'required'));
    const saved: MarketingCategory = {
      ...(id ? this.categoriesKept.find((candidate) => candidate.id === id)! : category(`cat-${this.categoriesKept.length + 1}`, input.type, input.title, null, 0, '#000')),
      ...input,
      markets: [GLOBAL, INDONESIA].filter((market) => input.marketIds.includes(market.id)),
    };
    this.categoriesKept = id ? this.categoriesKept.map((candidate) => (candidate.id === id ? saved : candidate)) : [...this.categoriesKept, saved];
    return ok(saved);
  }

  async deleteCategory(id: string) {
    const holds = this.categoriesKept.some((candidate) => candidate.parentId === id) || this.imagesKept.some((candidate) => candidate.categoryId === id);
    if (holds) return refused(userError('id', 'category_not_empty'));
    this.categoriesKept = this.categoriesKept.filter((candidate) => candidate.id !== id);
    return ok(id);
  }

  async createImage(categoryId: string, file: PickedFile, title: string | null) {
    this.uploads.push(file.name);
    if (file.name.startsWith('refused-')) return refused(userError('file', 'file_not_an_image'));
    const created = image(`img-${this.imagesKept.length + 1}`, categoryId, title ?? file.name.replace(/\.[^.]*$/, ''), '#7c3aed');
    this.imagesKept = [...this.imagesKept, created];
    return ok(created);
  }

  async updateImage(id: string, change: { title: string; categoryId: string }) {
    const found = this.imagesKept.find((candidate) => candidate.id === id);
    if (!found) return refused(userError('id', 'unknown_marketing_image'));
    const changed = { ...found, ...change };
    this.imagesKept = this.imagesKept.map((candidate) => (candidate.id === id ? changed : candidate));
    return ok(changed);
  }

  async deleteImage(id: string) {
    this.imagesKept = this.imagesKept.filter((candidate) => candidate.id !== id);
    return ok(id);
  }
}
