import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
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
import type { ArticleCodeKey, ArticleKey, ArticleRecord, PriceRecord, StockRecord } from '../../../application/service/catalogue/article-ports';
import type { ProductCategory } from '../../../domain/catalogue/search-suggestions';
import type { Database } from '../database';
import { CatalogueShowcasePostgres } from './catalogue-showcase.postgres';
import { articleColumns, codePrefixCondition, nameContainsCondition, nameWordsCondition, searchCondition, soldIn, toArticle, type ArticleRow } from './article-rows';
import { ListingPages, listingOrder } from './listing-page-queries';
import { pricesQuery, stockQuery } from './price-and-stock-queries';
import { prices, productSorgs, products } from './schema';

/** Keeps the rows whose (product, sorg) pair was asked for: queries fetch by both columns' lists, then this narrows. */
function onlyPairs<T extends { productId: string; sorg: string }>(rows: T[], keys: readonly ArticleKey[]): T[] {
  const wanted = new Set(keys.map((key) => `${key.sorg}:${key.productId}`));
  return rows.filter((row) => wanted.has(`${row.sorg}:${row.productId}`));
}

function distinct(values: readonly string[]): string[] {
  return [...new Set(values)];
}

function keyLists(keys: readonly ArticleKey[]): { productIds: string[]; sorgs: string[] } {
  return { productIds: distinct(keys.map((key) => key.productId)), sorgs: distinct(keys.map((key) => key.sorg)) };
}

/** How long a listing's total is reused, and how many totals are kept. */
export const LISTING_COUNT_CACHE = { ms: 30_000, entries: 2_000 };

export class CatalogueRepositoryPostgres implements CatalogueRepository {
  /** Totals of listings by filter: counting a 100,000-article catalogue on every page turn costs more than the page. */
  private readonly counts = new Map<string, { at: number; total: Promise<number> }>();

  private readonly showcase: CatalogueShowcasePostgres;

  /** Built on first use: a checkout's repository, one per transaction, asks for few of them. */
  private pricesOf: ReturnType<typeof pricesQuery> | undefined;
  private stockOf: ReturnType<typeof stockQuery> | undefined;

  private readonly listingPages: ListingPages;

  constructor(private readonly db: Database) {
    this.showcase = new CatalogueShowcasePostgres(db);
    this.listingPages = new ListingPages(db);
  }

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

  async listArticles(query: ListingQuery): Promise<{ total: number; items: ArticleRecord[] }> {
    const total = this.countOnce('articles', query, async () => {
      const [row] = await this.db.select({ total: count() }).from(products).innerJoin(productSorgs, soldIn(query.sorgs)).where(this.listingFilter(query));
      return row?.total ?? 0;
    });
    const search = query.search;
    const rows =
      search === null
        ? await this.listingPages.page({ ...query, search })
        : await this.db
            .select(articleColumns)
            .from(products)
            .innerJoin(productSorgs, soldIn(query.sorgs))
            .where(this.listingFilter(query))
            .orderBy(...listingOrder(query.sort), asc(productSorgs.sorg))
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
        imageName: sql<string | null>`min(${products.imageName})`.as('image_name'),
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
    this.pricesOf ??= pricesQuery(this.db);
    const rows = await this.pricesOf.execute({ ...keyLists(keys), customerId, today });
    return onlyPairs(rows, keys);
  }

  async stock(keys: readonly ArticleKey[]): Promise<StockRecord[]> {
    if (keys.length === 0) return [];
    this.stockOf ??= stockQuery(this.db);
    return onlyPairs(await this.stockOf.execute(keyLists(keys)), keys);
  }

  groupsets(sorgs: string[]): Promise<GroupsetRecord[]> {
    return this.showcase.groupsets(sorgs);
  }

  promotions(sorgs: string[], category: ProductCategory | null, now: Date): Promise<PromotionRecord[]> {
    return this.showcase.promotions(sorgs, category, now);
  }

  bestSellers(sorgs: string[], category: ProductCategory, limit: number): Promise<ArticleRecord[]> {
    return this.showcase.bestSellers(sorgs, category, limit);
  }

  articleDisplays(sorgs: string[], now: Date): Promise<ArticleDisplayRecord[]> {
    return this.showcase.articleDisplays(sorgs, now);
  }

  purchases(query: Parameters<CatalogueShowcasePostgres['purchases']>[0]): Promise<{ total: number; items: PurchasedModelRecord[] }> {
    return this.showcase.purchases(query);
  }
}
