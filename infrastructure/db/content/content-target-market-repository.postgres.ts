import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import type { ContentPageType, ContentTargetMarketQuery, ContentTargetMarketRepository } from '../../../application/service/content/ports';
import type { Database } from '../database';
import { escapeLike } from '../like-pattern';
import { contentTargetMarkets, userContentTargetMarkets } from '../schema';

export class ContentTargetMarketRepositoryPostgres implements ContentTargetMarketRepository {
  constructor(private readonly db: Database) {}

  async page(query: ContentTargetMarketQuery) {
    const condition = and(
      eq(contentTargetMarkets.type, query.type),
      query.assignedTo === undefined
        ? undefined
        : inArray(
            contentTargetMarkets.id,
            this.db.select({ id: userContentTargetMarkets.marketId }).from(userContentTargetMarkets).where(eq(userContentTargetMarkets.userId, query.assignedTo)),
          ),
      query.search ? ilike(contentTargetMarkets.marketName, `%${escapeLike(query.search)}%`) : undefined,
    );
    const [totalRow] = await this.db.select({ total: count() }).from(contentTargetMarkets).where(condition);
    const rows = await this.db
      .select({ id: contentTargetMarkets.id, marketName: contentTargetMarkets.marketName, type: contentTargetMarkets.type })
      .from(contentTargetMarkets)
      .where(condition)
      .orderBy(asc(contentTargetMarkets.marketName), asc(contentTargetMarkets.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return { items: rows.map((row) => ({ ...row, type: row.type as ContentPageType })), total: totalRow?.total ?? 0 };
  }
}
