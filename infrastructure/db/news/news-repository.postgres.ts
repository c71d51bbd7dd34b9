import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { NewsFields, NewsQuery, NewsRecord, NewsRepository } from '../../../application/service/news/ports';
import type { Database } from '../database';
import { escapeLike } from '../like-pattern';
import { contentTargetMarkets } from '../schema';
import { news, newsTargetMarkets } from './schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type NewsRow = typeof news.$inferSelect;

function toRow(fields: NewsFields) {
  return {
    title: fields.title,
    subtitle: fields.subtitle,
    body: fields.body,
    validFrom: fields.validFrom,
    validTo: fields.validTo,
    itemPerLine: fields.itemPerLine,
    ...fields.layout,
    productLink: fields.productLink,
    imageFile: fields.imageFile,
  };
}

/** The condition of domain/news/news.ts isNewsValidAt, in SQL; tests/integration/news.test.ts checks one against the other. */
function validAt(at: Date): SQL {
  return and(isNull(news.deletedAt), lte(news.validFrom, at), or(isNull(news.validTo), gte(news.validTo, at)))!;
}

export class NewsRepositoryPostgres implements NewsRepository {
  constructor(private readonly db: Database) {}

  async page(query: NewsQuery): Promise<{ items: NewsRecord[]; total: number }> {
    const condition = and(
      query.marketIds === undefined
        ? undefined
        : inArray(news.id, this.db.select({ id: newsTargetMarkets.newsId }).from(newsTargetMarkets).where(inArray(newsTargetMarkets.marketId, [...query.marketIds]))),
      query.validAt ? validAt(query.validAt) : undefined,
      query.includeDeleted ? undefined : isNull(news.deletedAt),
      query.search ? or(ilike(news.title, `%${escapeLike(query.search)}%`), ilike(news.subtitle, `%${escapeLike(query.search)}%`)) : undefined,
    );
    const [totalRow] = await this.db.select({ total: count() }).from(news).where(condition);
    const rows = await this.db
      .select()
      .from(news)
      .where(condition)
      .orderBy(desc(news.validFrom), desc(news.createdAt), asc(news.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return { items: await this.withMarkets(rows), total: totalRow?.total ?? 0 };
  }

  async byId(id: string): Promise<NewsRecord | undefined> {
    if (!UUID.test(id)) return undefined;
    const rows = await this.db.select().from(news).where(eq(news.id, id));
    return (await this.withMarkets(rows))[0];
  }

  async create(fields: NewsFields, at: Date): Promise<NewsRecord> {
    const id = await this.db.transaction(async (tx) => {
      const [row] = await tx.insert(news).values({ ...toRow(fields), createdAt: at, updatedAt: at }).returning({ id: news.id });
      await tx.insert(newsTargetMarkets).values(fields.marketIds.map((marketId) => ({ newsId: row!.id, marketId })));
      return row!.id;
    });
    return (await this.byId(id))!;
  }

  async update(id: string, fields: NewsFields, at: Date): Promise<NewsRecord | undefined> {
    if (!UUID.test(id)) return undefined;
    const changed = await this.db.transaction(async (tx) => {
      const rows = await tx.update(news).set({ ...toRow(fields), updatedAt: at }).where(eq(news.id, id)).returning({ id: news.id });
      if (rows.length === 0) return false;
      await tx.delete(newsTargetMarkets).where(eq(newsTargetMarkets.newsId, id));
      await tx.insert(newsTargetMarkets).values(fields.marketIds.map((marketId) => ({ newsId: id, marketId })));
      return true;
    });
    return changed ? this.byId(id) : undefined;
  }

  async setDeleted(id: string, deletedAt: Date | null): Promise<NewsRecord | undefined> {
    if (!UUID.test(id)) return undefined;
    const rows = await this.db.update(news).set({ deletedAt }).where(eq(news.id, id)).returning({ id: news.id });
    return rows.length > 0 ? this.byId(id) : undefined;
  }

  private async withMarkets(rows: NewsRow[]): Promise<NewsRecord[]> {
    if (rows.length === 0) return [];
    const markets = await this.db
      .select({ newsId: newsTargetMarkets.newsId, id: contentTargetMarkets.id, marketName: contentTargetMarkets.marketName })
      .from(newsTargetMarkets)
      .innerJoin(contentTargetMarkets, eq(contentTargetMarkets.id, newsTargetMarkets.marketId))
      .where(inArray(newsTargetMarkets.newsId, rows.map((row) => row.id)))
      .orderBy(asc(contentTargetMarkets.marketName));
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      body: row.body,
      validFrom: row.validFrom,
      validTo: row.validTo,
      itemPerLine: row.itemPerLine,
      layout: {
        placeholderOnCard: row.placeholderOnCard,
        titleOnCard: row.titleOnCard,
        subtitleOnCard: row.subtitleOnCard,
        releasedonOnCard: row.releasedonOnCard,
        resolutionOnCard: row.resolutionOnCard,
        gotopdpOnCard: row.gotopdpOnCard,
      },
      productLink: row.productLink,
      imageFile: row.imageFile,
      markets: markets.filter((market) => market.newsId === row.id).map(({ id, marketName }) => ({ id, marketName })),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      deletedAt: row.deletedAt,
    }));
  }
}
