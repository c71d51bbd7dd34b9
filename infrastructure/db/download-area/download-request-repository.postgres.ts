import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { DownloadRequestRecord, DownloadRequestRepository } from '../../../application/service/download-area/ports';
import type { DownloadModule, DownloadStatus } from '../../../domain/download-area/download-request';
import type { Database } from '../database';
import { userAreas } from '../schema';
import { downloadRequests } from './schema';

type Row = typeof downloadRequests.$inferSelect;

function toDomain(row: Row): DownloadRequestRecord {
  return {
    id: row.id,
    userId: row.userId,
    scope: row.customerId ? { customerId: row.customerId } : { sorgs: row.sorgs },
    module: row.module as DownloadModule,
    range: { from: row.rangeFrom, to: row.rangeTo },
    status: row.status as DownloadStatus,
    progress: row.progress,
    rowCount: row.rowCount,
    fileName: row.fileName,
    requestedAt: row.requestedAt,
    completedAt: row.completedAt,
  };
}

export class DownloadRequestRepositoryPostgres implements DownloadRequestRepository {
  constructor(private readonly db: Database) {}

  async countRequestedSince(userId: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(downloadRequests)
      .where(and(eq(downloadRequests.userId, userId), gte(downloadRequests.requestedAt, since)));
    return row?.n ?? 0;
  }

  async create(record: Omit<DownloadRequestRecord, 'id' | 'status' | 'progress' | 'rowCount' | 'completedAt'>): Promise<DownloadRequestRecord> {
    const [row] = await this.db
      .insert(downloadRequests)
      .values({
        userId: record.userId,
        customerId: 'customerId' in record.scope ? record.scope.customerId : null,
        sorgs: 'sorgs' in record.scope ? record.scope.sorgs : [],
        module: record.module,
        rangeFrom: record.range.from,
        rangeTo: record.range.to,
        fileName: record.fileName,
        requestedAt: record.requestedAt,
      })
      .returning();
    return toDomain(row!);
  }

  async listOf(userId: string, limit: number): Promise<DownloadRequestRecord[]> {
    const rows = await this.db.select().from(downloadRequests).where(eq(downloadRequests.userId, userId)).orderBy(desc(downloadRequests.requestedAt)).limit(limit);
    return rows.map(toDomain);
  }

  async find(id: string): Promise<DownloadRequestRecord | undefined> {
    const [row] = await this.db.select().from(downloadRequests).where(eq(downloadRequests.id, id));
    return row ? toDomain(row) : undefined;
  }

  async update(id: string, change: Partial<Pick<DownloadRequestRecord, 'status' | 'progress' | 'rowCount' | 'completedAt'>>): Promise<void> {
    await this.db.update(downloadRequests).set(change).where(eq(downloadRequests.id, id));
  }

  async userSorgs(userId: string): Promise<string[]> {
    const rows = await this.db.select({ sorg: userAreas.sorg }).from(userAreas).where(eq(userAreas.userId, userId)).orderBy(userAreas.sorg);
    return rows.map((row) => row.sorg);
  }
}
