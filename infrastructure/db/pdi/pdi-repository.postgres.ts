import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { PdiChecklistItem, PdiQuery, PdiRecord, PdiRepository } from '../../../application/service/pdi/ports';
import type { PdiDraft, PdiOutcome } from '../../../domain/pdi/inspection';
import type { Database } from '../database';
import { escapeLike } from '../like-pattern';
import { users } from '../schema';
import { pdiChecklistItems, pdiInspections } from './schema';

const RECORD_COLUMNS = {
  id: pdiInspections.id,
  customerId: pdiInspections.customerId,
  frameNumber: pdiInspections.frameNumber,
  articleCode: pdiInspections.articleCode,
  description: pdiInspections.description,
  brand: pdiInspections.brand,
  merchandise: pdiInspections.merchandise,
  mechanic: pdiInspections.mechanic,
  checks: pdiInspections.checks,
  outcome: pdiInspections.outcome,
  recordedBy: users.name,
  createdAt: pdiInspections.createdAt,
  updatedAt: pdiInspections.updatedAt,
  deletedAt: pdiInspections.deletedAt,
};

function toRecord(row: Omit<PdiRecord, 'outcome' | 'recordedBy'> & { outcome: string; recordedBy: string | null }): PdiRecord {
  return { ...row, outcome: row.outcome as PdiOutcome, recordedBy: row.recordedBy ?? '' };
}

export class PdiRepositoryPostgres implements PdiRepository {
  constructor(private readonly db: Database) {}

  async brands(): Promise<string[]> {
    const rows = await this.db.selectDistinct({ brand: pdiChecklistItems.brand }).from(pdiChecklistItems).orderBy(asc(pdiChecklistItems.brand));
    return rows.map((row) => row.brand);
  }

  checklist(brand: string): Promise<PdiChecklistItem[]> {
    return this.db
      .select({ id: pdiChecklistItems.id, label: pdiChecklistItems.label })
      .from(pdiChecklistItems)
      .where(eq(pdiChecklistItems.brand, brand))
      .orderBy(asc(pdiChecklistItems.position));
  }

  private select(where: SQL | undefined) {
    return this.db.select(RECORD_COLUMNS).from(pdiInspections).leftJoin(users, eq(users.id, pdiInspections.recordedBy)).where(where);
  }

  async list(customerId: string, query: PdiQuery): Promise<{ items: PdiRecord[]; total: number }> {
    const pattern = `%${escapeLike(query.search)}%`;
    const where = and(
      eq(pdiInspections.customerId, customerId),
      query.deleted ? isNotNull(pdiInspections.deletedAt) : isNull(pdiInspections.deletedAt),
      query.search === '' ? undefined : or(ilike(pdiInspections.frameNumber, pattern), ilike(pdiInspections.articleCode, pattern), ilike(pdiInspections.mechanic, pattern)),
    );
    const [rows, [total]] = await Promise.all([
      this.select(where)
        .orderBy(desc(pdiInspections.createdAt), desc(pdiInspections.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db.select({ total: count() }).from(pdiInspections).where(where),
    ]);
    return { items: rows.map(toRecord), total: total!.total };
  }

  async find(customerId: string, id: string): Promise<PdiRecord | undefined> {
    const [row] = await this.select(and(eq(pdiInspections.customerId, customerId), eq(pdiInspections.id, id)));
    return row ? toRecord(row) : undefined;
  }

  async create(record: Omit<PdiRecord, 'id' | 'recordedBy' | 'deletedAt'> & { recordedByUserId: string }): Promise<PdiRecord> {
    const { recordedByUserId, ...values } = record;
    const [created] = await this.db.insert(pdiInspections).values({ ...values, recordedBy: recordedByUserId }).returning({ id: pdiInspections.id });
    return (await this.find(record.customerId, created!.id))!;
  }

  async update(customerId: string, id: string, draft: PdiDraft & { outcome: PdiOutcome }, at: Date): Promise<PdiRecord | undefined> {
    const changed = await this.db
      .update(pdiInspections)
      .set({ ...draft, checks: [...draft.checks], updatedAt: at })
      .where(and(eq(pdiInspections.customerId, customerId), eq(pdiInspections.id, id), isNull(pdiInspections.deletedAt)))
      .returning({ id: pdiInspections.id });
    return changed.length > 0 ? this.find(customerId, id) : undefined;
  }

  async setDeleted(customerId: string, id: string, deletedAt: Date | null, at: Date): Promise<PdiRecord | undefined> {
    const changed = await this.db
      .update(pdiInspections)
      .set({ deletedAt, updatedAt: at })
      .where(and(eq(pdiInspections.customerId, customerId), eq(pdiInspections.id, id), deletedAt ? isNull(pdiInspections.deletedAt) : isNotNull(pdiInspections.deletedAt)))
      .returning({ id: pdiInspections.id });
    return changed.length > 0 ? this.find(customerId, id) : undefined;
  }
}
