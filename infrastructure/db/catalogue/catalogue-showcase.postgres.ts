import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { ArticleRecord } from '../../../application/service/catalogue/article-ports';
import type { ArticleDisplayRecord, GroupsetRecord, PromotionRecord, PurchasedModelRecord } from '../../../application/service/catalogue/ports';
import type { ProductCategory } from '../../../domain/catalogue/search-suggestions';
import { compare, money } from '../../../domain/money/money';
import type { Database } from '../database';
import { articleColumns, soldIn, toArticle, type ArticleRow } from './article-rows';
import { articleDisplays, bestSellers, groupsetComponents, groupsets, prices, productSorgs, products, promotions, purchaseHistory } from './schema';

function distinct(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** The catalogue's showcase reads: groupsets, promotions, best sellers, article displays and the customer's purchases. */
export class CatalogueShowcasePostgres {
  constructor(private readonly db: Database) {}

  async groupsets(sorgs: string[]): Promise<GroupsetRecord[]> {
    if (sorgs.length === 0) return [];
    const rows = await this.db
      .select({
        groupsetId: groupsets.id,
        groupsetCode: groupsets.code,
        groupsetName: groupsets.name,
        groupsetBrand: groupsets.brand,
        groupsetSeries: groupsets.series,
        speeds: groupsets.speeds,
        groupsetDescription: groupsets.description,
        ...articleColumns,
      })
      .from(groupsets)
      .innerJoin(products, eq(products.id, groupsets.productId))
      .innerJoin(productSorgs, soldIn(sorgs))
      .orderBy(asc(groupsets.brand), asc(groupsets.name), asc(productSorgs.sorg));
    if (rows.length === 0) return [];
    const components = await this.db
      .select({ groupsetId: groupsetComponents.groupsetId, qty: groupsetComponents.qty, articleCode: products.articleCode, name: products.name, slug: products.slug })
      .from(groupsetComponents)
      .innerJoin(products, eq(products.id, groupsetComponents.productId))
      .where(inArray(groupsetComponents.groupsetId, distinct(rows.map((row) => row.groupsetId))))
      .orderBy(asc(products.name));
    return rows.map(({ groupsetId, groupsetCode, groupsetName, groupsetBrand, groupsetSeries, speeds, groupsetDescription, ...kit }) => ({
      id: groupsetId,
      code: groupsetCode,
      name: groupsetName,
      brand: groupsetBrand,
      series: groupsetSeries,
      speeds,
      description: groupsetDescription,
      kit: toArticle(kit as ArticleRow),
      components: components.filter((component) => component.groupsetId === groupsetId).map(({ groupsetId: _groupsetId, ...component }) => component),
    }));
  }

  async promotions(sorgs: string[], category: ProductCategory | null, now: Date): Promise<PromotionRecord[]> {
    if (sorgs.length === 0) return [];
    return this.db
      .select({
        code: promotions.code,
        name: promotions.name,
        description: promotions.description,
        terms: promotions.terms,
        badge: promotions.badge,
        tagline: promotions.tagline,
        sorg: promotions.sorg,
        locations: promotions.locations,
        details: promotions.details,
      })
      .from(promotions)
      .where(
        and(
          inArray(promotions.sorg, sorgs),
          lte(promotions.validFrom, now),
          gt(promotions.validTo, now),
          category ? or(isNull(promotions.productCategory), eq(promotions.productCategory, category)) : undefined,
        ),
      )
      .orderBy(asc(promotions.validTo), asc(promotions.code));
  }

  async bestSellers(sorgs: string[], category: ProductCategory, limit: number): Promise<ArticleRecord[]> {
    if (sorgs.length === 0) return [];
    const rows = await this.db
      .select(articleColumns)
      .from(bestSellers)
      .innerJoin(products, eq(products.id, bestSellers.productId))
      .innerJoin(productSorgs, and(eq(productSorgs.productId, products.id), eq(productSorgs.sorg, bestSellers.sorg)))
      .where(and(inArray(bestSellers.sorg, sorgs), eq(products.category, category)))
      .orderBy(asc(bestSellers.rank), asc(bestSellers.sorg))
      .limit(limit);
    return rows.map((row) => toArticle(row as ArticleRow));
  }

  async articleDisplays(sorgs: string[], now: Date): Promise<ArticleDisplayRecord[]> {
    if (sorgs.length === 0) return [];
    const rows = await this.db
      .select({ displayId: articleDisplays.id, section: articleDisplays.section, label: articleDisplays.label, sortOrder: articleDisplays.sortOrder, ...articleColumns })
      .from(articleDisplays)
      .innerJoin(products, eq(products.id, articleDisplays.productId))
      .innerJoin(productSorgs, and(eq(productSorgs.productId, products.id), eq(productSorgs.sorg, articleDisplays.sorg)))
      .where(and(inArray(articleDisplays.sorg, sorgs), lte(articleDisplays.validFrom, now), gt(articleDisplays.validTo, now)))
      .orderBy(asc(articleDisplays.section), asc(articleDisplays.sortOrder), asc(products.name));
    return rows.map(({ displayId, section, label, sortOrder, ...article }) => ({ id: displayId, section, label, sortOrder, article: toArticle(article as ArticleRow) }));
  }

  async purchases(query: {
    customerId: string;
    sorgs: string[];
    category: ProductCategory | null;
    order: 'frequent' | 'previous';
    offset: number;
    limit: number;
  }): Promise<{ total: number; items: PurchasedModelRecord[] }> {
    if (query.sorgs.length === 0) return { total: 0, items: [] };
    const where = and(
      eq(purchaseHistory.customerId, query.customerId),
      inArray(purchaseHistory.sorg, query.sorgs),
      query.category ? eq(products.category, query.category) : undefined,
      sql`exists (select 1 from ${productSorgs} where ${productSorgs.productId} = ${products.id} and ${productSorgs.sorg} = ${purchaseHistory.sorg})`,
    );
    const models = this.db
      .select({
        modelCode: products.modelCode,
        times: sql<number>`sum(${purchaseHistory.timesOrdered})::int`.as('times'),
        last: sql<Date>`max(${purchaseHistory.lastOrderedAt})`.as('last'),
      })
      .from(purchaseHistory)
      .innerJoin(products, eq(products.id, purchaseHistory.productId))
      .where(where)
      .groupBy(products.modelCode)
      .as('models');
    const [totalRow] = await this.db.select({ total: count() }).from(models);
    const page = await this.db
      .select({ modelCode: models.modelCode })
      .from(models)
      .orderBy(...(query.order === 'frequent' ? [desc(models.times), desc(models.last)] : [desc(models.last), desc(models.times)]), asc(models.modelCode))
      .limit(query.limit)
      .offset(query.offset);
    const codes = page.map((row) => row.modelCode);
    if (codes.length === 0) return { total: totalRow?.total ?? 0, items: [] };
    const items = await this.db
      .select({
        modelCode: products.modelCode,
        modelName: products.modelName,
        modelYear: products.modelYear,
        category: products.category,
        series: products.series,
        brand: products.brand,
        articleCode: products.articleCode,
        name: products.name,
        variant: products.variant,
        slug: products.slug,
        sorg: purchaseHistory.sorg,
        timesOrdered: purchaseHistory.timesOrdered,
        totalQty: purchaseHistory.totalQty,
        lastOrderedAt: purchaseHistory.lastOrderedAt,
        dealer: prices.dealer,
        retail: prices.retail,
        currency: prices.currency,
      })
      .from(purchaseHistory)
      .innerJoin(products, eq(products.id, purchaseHistory.productId))
      .leftJoin(prices, and(eq(prices.productId, products.id), eq(prices.sorg, purchaseHistory.sorg)))
      .where(and(where, inArray(products.modelCode, codes)))
      .orderBy(desc(purchaseHistory.lastOrderedAt), asc(products.name));
    const ascending = (values: (string | null)[]) =>
      values.filter((value): value is string => value !== null).sort((a, b) => compare(money(a, 'XXX'), money(b, 'XXX')));
    const lowest = (values: (string | null)[]) => ascending(values)[0] ?? null;
    const highest = (values: (string | null)[]) => ascending(values).at(-1) ?? null;
    return {
      total: totalRow?.total ?? 0,
      items: codes.map((code) => {
        const bought = items.filter((item) => item.modelCode === code);
        const first = bought[0]!;
        return {
          modelCode: code,
          modelName: first.modelName,
          modelYear: first.modelYear,
          category: first.category as ProductCategory,
          series: first.series,
          brand: first.brand,
          slug: first.slug,
          startingAt: lowest(bought.map((item) => item.dealer)),
          maxRetail: highest(bought.map((item) => item.retail)),
          currency: first.currency,
          items: bought.map((item) => ({
            articleCode: item.articleCode,
            name: item.name,
            variant: item.variant,
            slug: item.slug,
            sorg: item.sorg,
            timesOrdered: item.timesOrdered,
            totalQty: item.totalQty,
            lastOrderedAt: item.lastOrderedAt,
          })),
        };
      }),
    };
  }
}
