import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { UploadRecord, UploadRepository } from '../../../application/service/upload-area/ports';
import type { AccountBike, AccountBikeFrame, AccountBikeRowResult } from '../../../domain/upload-area/account-bike-sheet';
import type { UploadAlbum, UploadStatus } from '../../../domain/upload-area/upload-albums';
import type { Database } from '../database';
import { frameAccountBikes, frames } from '../frames/schema';
import { customers, userCustomers, users } from '../schema';
import { uploads } from './schema';

/** Bikes stored per statement: well within PostgreSQL's bound-parameter limit for the most rows a sheet holds. */
const BIKES_PER_INSERT = 1_000;

function toRecord(row: typeof uploads.$inferSelect): UploadRecord {
  return { ...row, album: row.album as UploadAlbum, status: row.status as UploadStatus };
}

export class UploadRepositoryPostgres implements UploadRepository {
  constructor(private readonly db: Database) {}

  async create(record: Pick<UploadRecord, 'id' | 'userId' | 'album' | 'fileName' | 'size' | 'createdAt'>): Promise<void> {
    await this.db.insert(uploads).values(record);
  }

  async find(id: string): Promise<UploadRecord | undefined> {
    const [row] = await this.db.select().from(uploads).where(eq(uploads.id, id));
    return row ? toRecord(row) : undefined;
  }

  async listOf(userId: string, limit: number): Promise<UploadRecord[]> {
    const rows = await this.db.select().from(uploads).where(eq(uploads.userId, userId)).orderBy(desc(uploads.createdAt)).limit(limit);
    return rows.map(toRecord);
  }

  async update(id: string, change: Partial<Pick<UploadRecord, 'status' | 'progress' | 'failureReason' | 'completedAt'>>): Promise<void> {
    await this.db.update(uploads).set(change).where(eq(uploads.id, id));
  }

  async removeUnfinishedStartedBefore(startedBefore: Date): Promise<string[]> {
    // One statement: an upload that finishes meanwhile no longer matches and is kept.
    const removed = await this.db.delete(uploads).where(and(eq(uploads.status, 'uploading'), lt(uploads.createdAt, startedBefore))).returning({ id: uploads.id });
    return removed.map((row) => row.id);
  }

  async reachableCustomers(userId: string, codes: readonly string[]): Promise<Map<string, string>> {
    if (codes.length === 0) return new Map();
    const assigned = this.db.select({ id: userCustomers.customerId }).from(userCustomers).where(eq(userCustomers.userId, userId));
    const own = this.db.select({ id: users.customerId }).from(users).where(eq(users.id, userId));
    const rows = await this.db
      .select({ id: customers.id, r3: customers.r3 })
      .from(customers)
      .where(and(inArray(customers.r3, [...codes]), or(inArray(customers.id, assigned), inArray(customers.id, own))));
    return new Map(rows.map((row) => [row.r3, row.id]));
  }

  async deliveredFrames(frameNumbers: readonly string[]): Promise<Map<string, AccountBikeFrame>> {
    if (frameNumbers.length === 0) return new Map();
    const rows = await this.db
      .select({ frameNumber: frames.frameNumber, customerId: frames.customerId, brand: frames.brand, articleName: frames.articleName })
      .from(frames)
      .where(inArray(frames.frameNumber, [...frameNumbers]));
    return new Map(rows.map(({ frameNumber, ...frame }) => [frameNumber, frame]));
  }

  async storeAccountBikes(id: string, bikes: readonly AccountBike[], rowResults: readonly AccountBikeRowResult[], at: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (let start = 0; start < bikes.length; start += BIKES_PER_INSERT) {
        await tx
          .insert(frameAccountBikes)
          .values(bikes.slice(start, start + BIKES_PER_INSERT).map((bike) => ({ ...bike, uploadedAt: at })))
          .onConflictDoUpdate({
            target: [frameAccountBikes.customerId, frameAccountBikes.brand, frameAccountBikes.frameNumber],
            set: { usage: sql`excluded.usage`, articleName: sql`excluded.article_name`, uploadedAt: sql`excluded.uploaded_at` },
          });
      }
      await tx.update(uploads).set({ status: 'processed', progress: 100, rowResults: [...rowResults], completedAt: at }).where(eq(uploads.id, id));
    });
  }
}
