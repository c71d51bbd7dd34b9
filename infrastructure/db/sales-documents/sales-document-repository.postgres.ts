import { and, asc, count, desc, eq, exists, gte, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ContentPageType, ContentTargetMarket } from '../../../application/service/content/ports';
import type {
  SalesDocumentGroupRecord,
  SalesDocumentQuery,
  SalesDocumentRecord,
  SalesDocumentRepository,
  SalesDocumentWrite,
} from '../../../application/service/sales-documents/ports';
import type { SalesDocumentType } from '../../../domain/sales-documents/sales-document';
import type { Database } from '../database';
import { escapeLike } from '../like-pattern';
import { contentTargetMarkets } from '../schema';
import { salesDocumentGroupMarkets, salesDocumentGroups, salesDocumentMarkets, salesDocuments } from './schema';

const DOCUMENT_COLUMNS = {
  id: salesDocuments.id,
  type: salesDocuments.type,
  title: salesDocuments.title,
  subtitle: salesDocuments.subtitle,
  body: salesDocuments.body,
  validFrom: salesDocuments.validFrom,
  validTo: salesDocuments.validTo,
  groupId: salesDocuments.groupId,
  groupName: salesDocumentGroups.name,
  createdAt: salesDocuments.createdAt,
  deletedAt: salesDocuments.deletedAt,
};

export class SalesDocumentRepositoryPostgres implements SalesDocumentRepository {
  constructor(private readonly db: Database) {}

  private publishedFor(marketIds: readonly string[]): SQL {
    return exists(
      this.db
        .select({ one: sql`1` })
        .from(salesDocumentMarkets)
        .where(and(eq(salesDocumentMarkets.documentId, salesDocuments.id), inArray(salesDocumentMarkets.marketId, [...marketIds]))),
    );
  }

  private async marketsOf(table: typeof salesDocumentMarkets | typeof salesDocumentGroupMarkets, ids: string[]): Promise<Map<string, ContentTargetMarket[]>> {
    const owner = 'documentId' in table ? table.documentId : table.groupId;
    const rows =
      ids.length === 0
        ? []
        : await this.db
            .select({ owner, id: contentTargetMarkets.id, marketName: contentTargetMarkets.marketName, type: contentTargetMarkets.type })
            .from(table)
            .innerJoin(contentTargetMarkets, eq(contentTargetMarkets.id, table.marketId))
            .where(inArray(owner, ids))
            .orderBy(asc(contentTargetMarkets.marketName));
    const markets = new Map<string, ContentTargetMarket[]>();
    for (const row of rows) markets.set(row.owner, [...(markets.get(row.owner) ?? []), { id: row.id, marketName: row.marketName, type: row.type as ContentPageType }]);
    return markets;
  }

  private async records(rows: { id: string; type: string; groupId: string | null; groupName: string | null }[]): Promise<SalesDocumentRecord[]> {
    const markets = await this.marketsOf(salesDocumentMarkets, rows.map((row) => row.id));
    return rows.map(({ groupId, groupName, ...row }) => ({
      ...(row as unknown as Omit<SalesDocumentRecord, 'group' | 'markets'>),
      type: row.type as SalesDocumentType,
      group: groupId && groupName !== null ? { id: groupId, name: groupName } : null,
      markets: markets.get(row.id) ?? [],
    }));
  }

  async page(query: SalesDocumentQuery) {
    const condition = and(
      this.publishedFor(query.marketIds),
      query.withDeleted ? undefined : isNull(salesDocuments.deletedAt),
      query.type ? eq(salesDocuments.type, query.type) : undefined,
      query.search ? or(ilike(salesDocuments.title, `%${escapeLike(query.search)}%`), ilike(salesDocuments.subtitle, `%${escapeLike(query.search)}%`)) : undefined,
      query.validAt ? and(lte(salesDocuments.validFrom, query.validAt), gte(salesDocuments.validTo, query.validAt)) : undefined,
      query.grouped === undefined ? undefined : query.grouped ? isNotNull(salesDocuments.groupId) : isNull(salesDocuments.groupId),
      query.groupId ? eq(salesDocuments.groupId, query.groupId) : undefined,
    );
    const [totalRow] = await this.db.select({ total: count() }).from(salesDocuments).where(condition);
    const rows = await this.db
      .select(DOCUMENT_COLUMNS)
      .from(salesDocuments)
      .leftJoin(salesDocumentGroups, eq(salesDocumentGroups.id, salesDocuments.groupId))
      .where(condition)
      .orderBy(desc(salesDocuments.createdAt), asc(salesDocuments.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return { items: await this.records(rows), total: totalRow?.total ?? 0 };
  }

  async document(id: string, marketIds: readonly string[], withDeleted: boolean) {
    const rows = await this.db
      .select(DOCUMENT_COLUMNS)
      .from(salesDocuments)
      .leftJoin(salesDocumentGroups, eq(salesDocumentGroups.id, salesDocuments.groupId))
      .where(and(eq(salesDocuments.id, id), this.publishedFor(marketIds), withDeleted ? undefined : isNull(salesDocuments.deletedAt)));
    return (await this.records(rows))[0];
  }

  async create(document: SalesDocumentWrite, at: Date) {
    return this.db.transaction(async (tx) => {
      const { marketIds, ...fields } = document;
      const [row] = await tx.insert(salesDocuments).values({ ...fields, createdAt: at, updatedAt: at }).returning({ id: salesDocuments.id });
      await tx.insert(salesDocumentMarkets).values(marketIds.map((marketId) => ({ documentId: row!.id, marketId })));
      return row!.id;
    });
  }

  async update(id: string, document: SalesDocumentWrite, at: Date) {
    return this.db.transaction(async (tx) => {
      const { marketIds, ...fields } = document;
      const updated = await tx.update(salesDocuments).set({ ...fields, updatedAt: at }).where(eq(salesDocuments.id, id)).returning({ id: salesDocuments.id });
      if (updated.length === 0) return false;
      await tx.delete(salesDocumentMarkets).where(eq(salesDocumentMarkets.documentId, id));
      await tx.insert(salesDocumentMarkets).values(marketIds.map((marketId) => ({ documentId: id, marketId })));
      return true;
    });
  }

  async setDeleted(id: string, deletedAt: Date | null) {
    return (await this.db.update(salesDocuments).set({ deletedAt }).where(eq(salesDocuments.id, id)).returning({ id: salesDocuments.id })).length > 0;
  }

  private groupCondition(marketIds: readonly string[]): SQL {
    return exists(
      this.db
        .select({ one: sql`1` })
        .from(salesDocumentGroupMarkets)
        .where(and(eq(salesDocumentGroupMarkets.groupId, salesDocumentGroups.id), inArray(salesDocumentGroupMarkets.marketId, [...marketIds]))),
    );
  }

  private async groupRecords(rows: { id: string; name: string }[]): Promise<SalesDocumentGroupRecord[]> {
    const ids = rows.map((row) => row.id);
    const markets = await this.marketsOf(salesDocumentGroupMarkets, ids);
    const counts =
      ids.length === 0
        ? []
        : await this.db
            .select({ groupId: salesDocuments.groupId, total: count() })
            .from(salesDocuments)
            .where(and(inArray(salesDocuments.groupId, ids), isNull(salesDocuments.deletedAt)))
            .groupBy(salesDocuments.groupId);
    return rows.map((row) => ({ ...row, markets: markets.get(row.id) ?? [], documentCount: counts.find((entry) => entry.groupId === row.id)?.total ?? 0 }));
  }

  async groups(query: { marketIds: readonly string[]; search: string | undefined; page: number; limit: number }) {
    const condition = and(this.groupCondition(query.marketIds), query.search ? ilike(salesDocumentGroups.name, `%${escapeLike(query.search)}%`) : undefined);
    const [totalRow] = await this.db.select({ total: count() }).from(salesDocumentGroups).where(condition);
    const rows = await this.db
      .select({ id: salesDocumentGroups.id, name: salesDocumentGroups.name })
      .from(salesDocumentGroups)
      .where(condition)
      .orderBy(asc(salesDocumentGroups.name), asc(salesDocumentGroups.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return { items: await this.groupRecords(rows), total: totalRow?.total ?? 0 };
  }

  async group(id: string, marketIds: readonly string[]) {
    const rows = await this.db
      .select({ id: salesDocumentGroups.id, name: salesDocumentGroups.name })
      .from(salesDocumentGroups)
      .where(and(eq(salesDocumentGroups.id, id), this.groupCondition(marketIds)));
    return (await this.groupRecords(rows))[0];
  }

  async createGroup(group: { name: string; marketIds: readonly string[] }) {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(salesDocumentGroups).values({ name: group.name }).returning({ id: salesDocumentGroups.id });
      await tx.insert(salesDocumentGroupMarkets).values(group.marketIds.map((marketId) => ({ groupId: row!.id, marketId })));
      return row!.id;
    });
  }

  async updateGroup(id: string, group: { name: string; marketIds: readonly string[] }) {
    return this.db.transaction(async (tx) => {
      const updated = await tx.update(salesDocumentGroups).set({ name: group.name }).where(eq(salesDocumentGroups.id, id)).returning({ id: salesDocumentGroups.id });
      if (updated.length === 0) return false;
      await tx.delete(salesDocumentGroupMarkets).where(eq(salesDocumentGroupMarkets.groupId, id));
      await tx.insert(salesDocumentGroupMarkets).values(group.marketIds.map((marketId) => ({ groupId: id, marketId })));
      return true;
    });
  }

  async deleteGroup(id: string) {
    return (await this.db.delete(salesDocumentGroups).where(eq(salesDocumentGroups.id, id)).returning({ id: salesDocumentGroups.id })).length > 0;
  }
}
