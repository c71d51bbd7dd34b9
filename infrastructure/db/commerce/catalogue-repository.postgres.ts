import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type {
  ArticleDisplayRecord,
  CatalogueRepository,
  GroupsetRecord,
  ListingQuery,
  ModelRecord,
  PromotionRecord,
  PurchasedModelRecord,
  SuggestionRecord,
} from '../../../application/service/catalogue/ports';
import type { ArticleCodeKey, ArticleKey, ArticleRecord, DealRecord, PriceRecord, StockRecord } from '../../../application/service/commerce/ports';
import type { ProductCategory } from '../../../domain/catalogue/search-suggestions';
import { compare, money } from '../../../domain/money/money';
import type { Database } from '../database';
import { articleColumns, codePrefixCondition, nameContainsCondition, nameWordsCondition, searchCondition, soldIn, toArticle, type ArticleRow } from './article-rows';
import {
  articleDisplays,
  bestSellers,
  groupsetComponents,
  groupsets,
  prices,
  productSorgs,
  products,
  promotions,
  purchaseHistory,
  stockLevels,
  stockLocations,
} from './schema';

/** Keeps the rows whose (product, sorg) pair was asked for: queries fetch by both columns' lists, then this narrows. */
function onlyPairs<T extends { productId: string; sorg: string }>(rows: T[], keys: readonly ArticleKey[]): T[] {
  const wanted = new Set(keys.map((key) => `${key.sorg}:${key.productId}`));
  return rows.filter((row) => wanted.has(`${row.sorg}:${row.productId}`));
}

function distinct(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** How long a listing's total is reused, and how many totals are kept. */
export const LISTING_COUNT_CACHE = { ms: 30_000, entries: 2_000 };

export class CatalogueRepositoryPostgres implements CatalogueRepository {
  /** Totals of listings by filter: counting a 100,000-article catalogue on every page turn costs more than the page. */
  private readonly counts = new Map<string, { at: number; total: Promise<number> }>();

  constructor(private readonly db: Database) {}

  /** The listing's total, counted at most once per {@link LISTING_COUNT_CACHE}.ms for the same filter (monotonic time). */
  private countOnce(kind: string, query: ListingQuery, counter: () => Promise<number>): Promise<number> {
    const { offset: _offset, limit: _limit, sort: _sort, ...filter } = query;
    const key = JSON.stringify([kind, filter]);
    const cached = this.counts.get(key);
    if (cached && performance.now() - cached.at < LISTING_COUNT_CACHE.ms) return cached.total;
    const total = counter();
    this.counts.delete(key);
    this.counts.set(key, { at: performance.now(), total });
    if (this.counts.size > LISTING_COUNT_CACHE.entries) this.counts.delete(this.counts.keys().next().value!);
    total.catch(() => this.counts.delete(key));
    return total;
  }

  /**
   * Suggestions in index-served steps, stopping once there are enough: article codes starting with the term (in
   * code order), then names holding its words (full-text), then names containing it (trigram), both in the
   * recommended order. Each step is one simple condition, so the planner picks the index or the recommended order
   * by what the term matches, never a scan of the whole catalogue for a term that matches nothing.
   */
  async suggest(query: { term: string; category: ProductCategory; sorgs: string[]; limit: number }): Promise<SuggestionRecord[]> {
    const columns = { name: products.name, articleCode: products.articleCode, modelName: products.modelName, slug: products.slug, category: products.category };
    const sold = sql`exists (select 1 from ${productSorgs} where ${productSorgs.productId} = ${products.id} and ${inArray(productSorgs.sorg, query.sorgs)})`;
    const found: SuggestionRecord[] = [];
    const add = (rows: { name: string; articleCode: string; modelName: string; slug: string; category: string }[]) => {
      for (const row of rows) {
        if (found.length < query.limit && !found.some((each) => each.articleCode === row.articleCode)) found.push({ ...row, category: row.category as ProductCategory });
      }
    };
    const step = (where: SQL, order: SQL[]) =>
      this.db
        .select(columns)
        .from(products)
        .where(and(eq(products.category, query.category), where, sold))
        .orderBy(...order)
        .limit(query.limit);
    const recommended = [asc(products.recommendedRank), asc(products.name)];
    add(await step(codePrefixCondition(query.term), [asc(sql`lower(${products.articleCode})`)]));
    const words = nameWordsCondition(query.term);
    if (found.length < query.limit && words) add(await step(words, recommended));
    if (found.length < query.limit) add(await step(nameContainsCondition(query.term), recommended));
    return found;
  }

  private listingFilter(query: ListingQuery): SQL | undefined {
    return and(
      query.category ? eq(products.category, query.category) : undefined,
      query.mcid ? eq(products.mcid, query.mcid) : undefined,
      query.series ? eq(products.series, query.series) : undefined,
      query.modelYear !== null ? eq(products.modelYear, query.modelYear) : undefined,
      query.search ? searchCondition(query.search) : undefined,
    );
  }

  private listingOrder(query: ListingQuery): SQL[] {
    const byName = [asc(products.name), asc(products.id)];
    switch (query.sort) {
      case 'name':
        return byName;
      case 'newest':
        return [sql`${products.modelYear} desc nulls last`, asc(products.recommendedRank), ...byName];
      case 'recommended':
        return [asc(products.recommendedRank), ...byName];
    }
  }

  async listArticles(query: ListingQuery): Promise<{ total: number; items: ArticleRecord[] }> {
    const where = this.listingFilter(query);
    const total = this.countOnce('articles', query, async () => {
      const [row] = await this.db.select({ total: count() }).from(products).innerJoin(productSorgs, soldIn(query.sorgs)).where(where);
      return row?.total ?? 0;
    });
    const rows = await this.db
      .select(articleColumns)
      .from(products)
      .innerJoin(productSorgs, soldIn(query.sorgs))
      .where(where)
      .orderBy(...this.listingOrder(query), asc(productSorgs.sorg))
      .limit(query.limit)
      .offset(query.offset);
    return { total: await total, items: rows.map((row) => toArticle(row as ArticleRow)) };
  }

  async listModels(query: ListingQuery): Promise<{ total: number; items: ModelRecord[] }> {
    const where = this.listingFilter(query);
    const grouped = this.db
      .select({
        modelCode: products.modelCode,
        sorg: productSorgs.sorg,
        modelName: sql<string>`min(${products.modelName})`.as('model_name'),
        category: sql<string>`min(${products.category})`.as('category'),
        mcid: sql<string | null>`min(${products.mcid})`.as('mcid'),
        series: sql<string | null>`min(${products.series})`.as('series'),
        modelYear: sql<number | null>`max(${products.modelYear})`.as('model_year'),
        brand: sql<string>`min(${products.brand})`.as('brand'),
        slug: sql<string>`(array_agg(${products.slug} order by ${products.recommendedRank}, ${products.name}))[1]`.as('slug'),
        imageUrl: sql<string | null>`min(${products.imageUrl})`.as('image_url'),
        variants: sql<number>`count(*)::int`.as('variants'),
        rank: sql<number>`min(${products.recommendedRank})`.as('rank'),
        startingAt: sql<string | null>`min(${prices.dealer})::text`.as('starting_at'),
        currency: sql<string | null>`min(${prices.currency})`.as('currency'),
      })
      .from(products)
      .innerJoin(productSorgs, soldIn(query.sorgs))
      .leftJoin(prices, and(eq(prices.productId, products.id), eq(prices.sorg, productSorgs.sorg)))
      .where(where)
      .groupBy(products.modelCode, productSorgs.sorg)
      .as('models');
    const total = this.countOnce('models', query, async () => {
      const [row] = await this.db.select({ total: count() }).from(grouped);
      return row?.total ?? 0;
    });
    const order =
      query.sort === 'name'
        ? [asc(grouped.modelName)]
        : query.sort === 'newest'
          ? [sql`${grouped.modelYear} desc nulls last`, asc(grouped.rank), asc(grouped.modelName)]
          : [asc(grouped.rank), asc(grouped.modelName)];
    const rows = await this.db
      .select()
      .from(grouped)
      .orderBy(...order, asc(grouped.modelCode), asc(grouped.sorg))
      .limit(query.limit)
      .offset(query.offset);
    return {
      total: await total,
      items: rows.map(({ rank: _rank, ...row }) => ({ ...row, category: row.category as ProductCategory, variants: Number(row.variants) })),
    };
  }

  private async articles(where: SQL | undefined, sorgs: readonly string[], order: SQL[] = [asc(productSorgs.sorg)]): Promise<ArticleRecord[]> {
    if (sorgs.length === 0) return [];
    const rows = await this.db
      .select(articleColumns)
      .from(products)
      .innerJoin(productSorgs, soldIn(sorgs))
      .where(where)
      .orderBy(...order);
    return rows.map((row) => toArticle(row as ArticleRow));
  }

  articlesBySlug(slug: string, sorgs: string[]): Promise<ArticleRecord[]> {
    return this.articles(eq(products.slug, slug), sorgs);
  }

  articlesOfModel(modelCode: string, sorgs: string[]): Promise<ArticleRecord[]> {
    return this.articles(eq(products.modelCode, modelCode), sorgs, [asc(products.name), asc(productSorgs.sorg)]);
  }

  async articlesByCodes(keys: readonly ArticleCodeKey[]): Promise<ArticleRecord[]> {
    if (keys.length === 0) return [];
    const found = await this.articles(
      inArray(products.articleCode, distinct(keys.map((key) => key.articleCode))),
      distinct(keys.map((key) => key.sorg)),
    );
    return found.filter((article) => keys.some((key) => key.articleCode === article.articleCode && key.sorg === article.sorg));
  }

  async articlesByIds(keys: readonly ArticleKey[]): Promise<ArticleRecord[]> {
    if (keys.length === 0) return [];
    const found = await this.articles(
      inArray(products.id, distinct(keys.map((key) => key.productId))),
      distinct(keys.map((key) => key.sorg)),
    );
    return onlyPairs(found, keys);
  }

  async prices(keys: readonly ArticleKey[], customerId: string, today: string): Promise<PriceRecord[]> {
    if (keys.length === 0) return [];
    const rows = await this.db
      .select({
        productId: prices.productId,
        sorg: prices.sorg,
        currency: prices.currency,
        dealer: prices.dealer,
        retail: prices.retail,
        deals: sql<DealRecord[]>`coalesce((
          select json_agg(json_build_object(
            'salesDealNo', d.sales_deal_no, 'description', d.description, 'type', d.type, 'value', d.value::text,
            'term', d.term, 'tierQty', d.tier_qty) order by d.sales_deal_no, d.term, d.tier_qty)
          from price_deals d
          where d.product_id = "prices"."product_id" and d.sorg = "prices"."sorg"
            and (d.customer_id is null or d.customer_id = ${customerId})
            and (d.valid_from is null or d.valid_from <= ${today}) and (d.valid_to is null or d.valid_to >= ${today})
        ), '[]'::json)`,
      })
      .from(prices)
      .where(and(inArray(prices.productId, distinct(keys.map((key) => key.productId))), inArray(prices.sorg, distinct(keys.map((key) => key.sorg)))));
    return onlyPairs(rows, keys).map((row) => ({ ...row, dealer: row.dealer, retail: row.retail }));
  }

  async stock(keys: readonly ArticleKey[]): Promise<StockRecord[]> {
    if (keys.length === 0) return [];
    const rows = await this.db
      .select(stockColumns)
      .from(stockLevels)
      .innerJoin(stockLocations, eq(stockLocations.code, stockLevels.locationCode))
      .where(and(inArray(stockLevels.productId, distinct(keys.map((key) => key.productId))), inArray(stockLocations.sorg, distinct(keys.map((key) => key.sorg)))))
      .orderBy(asc(stockLocations.sortOrder), asc(stockLocations.code));
    return onlyPairs(rows, keys);
  }

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

export const stockColumns = {
  productId: stockLevels.productId,
  sorg: stockLocations.sorg,
  location: stockLevels.locationCode,
  locationName: stockLocations.name,
  sortOrder: stockLocations.sortOrder,
  available: stockLevels.available,
  customerOrdered: stockLevels.customerOrdered,
  nextArrival: stockLevels.nextArrival,
  nextArrivalQty: stockLevels.nextArrivalQty,
};
