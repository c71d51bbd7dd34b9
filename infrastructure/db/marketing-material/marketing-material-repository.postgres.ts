import { and, asc, count, eq, exists, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ContentPageType, ContentTargetMarket } from '../../../application/service/content/ports';
import type {
  MarketingCategoryQuery,
  MarketingCategoryRecord,
  MarketingCategoryWrite,
  MarketingImageRecord,
  MarketingMaterialRepository,
} from '../../../application/service/marketing-material/ports';
import type { MarketingMaterialType } from '../../../domain/marketing-material/marketing-material';
import type { Database } from '../database';
import { escapeLike } from '../like-pattern';
import { contentTargetMarkets } from '../schema';
import { marketingCategories, marketingCategoryMarkets, marketingImages } from './schema';

const IMAGE_COLUMNS = {
  id: marketingImages.id,
  categoryId: marketingImages.categoryId,
  title: marketingImages.title,
  fileName: marketingImages.fileName,
  storedName: marketingImages.storedName,
  thumbnailName: marketingImages.thumbnailName,
  contentType: marketingImages.contentType,
  size: marketingImages.size,
  createdAt: marketingImages.createdAt,
};

export class MarketingMaterialRepositoryPostgres implements MarketingMaterialRepository {
  constructor(private readonly db: Database) {}

  private publishedFor(marketIds: readonly string[]): SQL {
    return exists(
      this.db
        .select({ one: sql`1` })
        .from(marketingCategoryMarkets)
        .where(and(eq(marketingCategoryMarkets.categoryId, marketingCategories.id), inArray(marketingCategoryMarkets.marketId, [...marketIds]))),
    );
  }

  private async records(rows: (typeof marketingCategories.$inferSelect)[]): Promise<MarketingCategoryRecord[]> {
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return [];
    const [markets, children, images] = await Promise.all([
      this.db
        .select({ categoryId: marketingCategoryMarkets.categoryId, id: contentTargetMarkets.id, marketName: contentTargetMarkets.marketName, type: contentTargetMarkets.type })
        .from(marketingCategoryMarkets)
        .innerJoin(contentTargetMarkets, eq(contentTargetMarkets.id, marketingCategoryMarkets.marketId))
        .where(inArray(marketingCategoryMarkets.categoryId, ids))
        .orderBy(asc(contentTargetMarkets.marketName)),
      this.db.select({ parentId: marketingCategories.parentId, total: count() }).from(marketingCategories).where(inArray(marketingCategories.parentId, ids)).groupBy(marketingCategories.parentId),
      this.db
        .select({ categoryId: marketingImages.categoryId, total: count(), cover: sql<string>`(array_agg(${marketingImages.id} order by ${marketingImages.createdAt}, ${marketingImages.id}))[1]` })
        .from(marketingImages)
        .where(inArray(marketingImages.categoryId, ids))
        .groupBy(marketingImages.categoryId),
    ]);
    return rows.map(({ sortOrder: _sortOrder, ...row }) => {
      const imageRow = images.find((entry) => entry.categoryId === row.id);
      return {
        ...row,
        type: row.type as MarketingMaterialType,
        markets: markets.filter((market) => market.categoryId === row.id).map(({ id, marketName, type }): ContentTargetMarket => ({ id, marketName, type: type as ContentPageType })),
        childCount: children.find((entry) => entry.parentId === row.id)?.total ?? 0,
        imageCount: imageRow?.total ?? 0,
        coverImageId: imageRow?.cover ?? null,
      };
    });
  }

  async categories(query: MarketingCategoryQuery) {
    const condition = and(
      this.publishedFor(query.marketIds),
      query.type ? eq(marketingCategories.type, query.type) : undefined,
      query.parentId === undefined ? undefined : query.parentId === null ? isNull(marketingCategories.parentId) : eq(marketingCategories.parentId, query.parentId),
      query.search ? ilike(marketingCategories.title, `%${escapeLike(query.search)}%`) : undefined,
    );
    const [totalRow] = await this.db.select({ total: count() }).from(marketingCategories).where(condition);
    const rows = await this.db
      .select()
      .from(marketingCategories)
      .where(condition)
      .orderBy(asc(marketingCategories.sortOrder), asc(marketingCategories.title), asc(marketingCategories.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return { items: await this.records(rows), total: totalRow?.total ?? 0 };
  }

  async category(id: string, marketIds: readonly string[]) {
    const rows = await this.db.select().from(marketingCategories).where(and(eq(marketingCategories.id, id), this.publishedFor(marketIds)));
    return (await this.records(rows))[0];
  }

  async parents() {
    const rows = await this.db.select({ id: marketingCategories.id, parentId: marketingCategories.parentId }).from(marketingCategories);
    return new Map(rows.map((row) => [row.id, row.parentId]));
  }

  async createCategory(category: MarketingCategoryWrite) {
    return this.db.transaction(async (tx) => {
      const { marketIds, ...fields } = category;
      const [row] = await tx.insert(marketingCategories).values(fields).returning({ id: marketingCategories.id });
      await tx.insert(marketingCategoryMarkets).values(marketIds.map((marketId) => ({ categoryId: row!.id, marketId })));
      return row!.id;
    });
  }

  async updateCategory(id: string, category: MarketingCategoryWrite) {
    return this.db.transaction(async (tx) => {
      const { marketIds, ...fields } = category;
      const updated = await tx.update(marketingCategories).set(fields).where(eq(marketingCategories.id, id)).returning({ id: marketingCategories.id });
      if (updated.length === 0) return false;
      await tx.delete(marketingCategoryMarkets).where(eq(marketingCategoryMarkets.categoryId, id));
      await tx.insert(marketingCategoryMarkets).values(marketIds.map((marketId) => ({ categoryId: id, marketId })));
      return true;
    });
  }

  async deleteCategory(id: string) {
    return this.db.transaction(async (tx) => {
      const [children] = await tx.select({ total: count() }).from(marketingCategories).where(eq(marketingCategories.parentId, id));
      const [images] = await tx.select({ total: count() }).from(marketingImages).where(eq(marketingImages.categoryId, id));
      if ((children?.total ?? 0) > 0 || (images?.total ?? 0) > 0) return 'not_empty' as const;
      await tx.delete(marketingCategories).where(eq(marketingCategories.id, id));
      return 'deleted' as const;
    });
  }

  async images(query: { categoryId: string; page: number; limit: number }) {
    const condition = eq(marketingImages.categoryId, query.categoryId);
    const [totalRow] = await this.db.select({ total: count() }).from(marketingImages).where(condition);
    const items = await this.db
      .select(IMAGE_COLUMNS)
      .from(marketingImages)
      .where(condition)
      .orderBy(asc(marketingImages.createdAt), asc(marketingImages.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return { items, total: totalRow?.total ?? 0 };
  }

  async image(id: string, marketIds: readonly string[]): Promise<MarketingImageRecord | undefined> {
    const [row] = await this.db
      .select(IMAGE_COLUMNS)
      .from(marketingImages)
      .innerJoin(marketingCategories, eq(marketingCategories.id, marketingImages.categoryId))
      .where(and(eq(marketingImages.id, id), this.publishedFor(marketIds)));
    return row;
  }

  async imageById(id: string): Promise<MarketingImageRecord | undefined> {
    const [row] = await this.db.select(IMAGE_COLUMNS).from(marketingImages).where(eq(marketingImages.id, id));
    return row;
  }

  async addImage(image: Omit<MarketingImageRecord, 'id'>) {
    const [row] = await this.db.insert(marketingImages).values(image).returning({ id: marketingImages.id });
    return row!.id;
  }

  async updateImage(id: string, change: { title: string; categoryId: string }) {
    return (await this.db.update(marketingImages).set(change).where(eq(marketingImages.id, id)).returning({ id: marketingImages.id })).length > 0;
  }

  async deleteImage(id: string) {
    return (await this.db.delete(marketingImages).where(eq(marketingImages.id, id)).returning({ id: marketingImages.id })).length > 0;
  }
}
