import { and, asc, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  ClaimCommentRecord,
  ClaimFields,
  ClaimFileRecord,
  ClaimListQuery,
  ClaimMailRecipient,
  ClaimRecord,
  ClaimRepository,
  ClaimStatusChange,
  ClaimSummary,
} from '../../../application/service/claims/ports';
import { claimReferenceNo } from '../../../domain/claims/claim-reference';
import type { ClaimFileSlot } from '../../../domain/claims/claim-files';
import type { ClaimProductCategory } from '../../../domain/claims/claim-workflow';
import { escapeLike } from '../like-pattern';
import { pdiInspections } from '../pdi/schema';
import { customers, users } from '../schema';
import { ClaimLookupsPostgres } from './claim-lookups.postgres';
import { claimComments, claimFiles, claimHistories, claims } from './schema';

const SUMMARY_COLUMNS = {
  id: claims.id,
  referenceNo: claims.referenceNo,
  kind: claims.kind,
  statusId: claims.statusId,
  articleCode: claims.articleCode,
  articleName: claims.articleName,
  frameNumber: claims.frameNumber,
  customerName: customers.name,
  createdAt: claims.createdAt,
  updatedAt: claims.updatedAt,
};

const filer = alias(users, 'filer');

function fieldValues(fields: ClaimFields) {
  const { consumer, ...rest } = fields;
  return { ...rest, consumerName: consumer.name, consumerPhone: consumer.phone, consumerEmail: consumer.email, consumerAddress: consumer.address };
}

function fileRow(claimId: string, file: ClaimFileRecord, at: Date) {
  return { claimId, ...file, uploadedAt: at };
}

/** Claims in PostgreSQL: the list, one claim with its files, history and inspection, and the changes to it. */
export class ClaimRepositoryPostgres extends ClaimLookupsPostgres implements ClaimRepository {
  /**
   * A page of claims and the count of all matches in one statement. The page's ids and the count both come from the
   * list's indexes alone, which end in the search key, so a search reads a claim's row only for the twenty it shows.
   */
  async list(query: ClaimListQuery): Promise<{ items: ClaimSummary[]; total: number }> {
    const where = and(
      query.customerId ? eq(claims.customerId, query.customerId) : undefined,
      query.statusId ? eq(claims.statusId, query.statusId) : undefined,
      query.kind ? eq(claims.kind, query.kind) : undefined,
      query.search === '' ? undefined : like(claims.searchKey, sql`upper(${`%${escapeLike(query.search)}%`})`),
    );
    const counted = this.db.select({ total: count() }).from(claims).where(where);
    const page = this.db
      .select({ id: claims.id, createdAt: claims.createdAt })
      .from(claims)
      .where(where)
      .orderBy(desc(claims.createdAt), desc(claims.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .as('page');
    const rows = await this.db
      .select({ ...SUMMARY_COLUMNS, total: sql<number>`(${counted})` })
      .from(page)
      .innerJoin(claims, eq(claims.id, page.id))
      .innerJoin(customers, eq(customers.id, claims.customerId))
      .orderBy(desc(page.createdAt), desc(page.id));
    const items = rows.map(({ total: _total, ...row }) => ({ ...row, kind: row.kind as ClaimProductCategory }));
    if (rows.length > 0) return { items, total: Number(rows[0]!.total) };
    // A page past the end has no row to carry the count.
    const [all] = await counted;
    return { items, total: all?.total ?? 0 };
  }

  async find(customerId: string | null, id: string): Promise<ClaimRecord | undefined> {
    const [row] = await this.db
      .select({ claim: claims, customerName: customers.name, filedBy: filer.name, pdi: pdiInspections })
      .from(claims)
      .innerJoin(customers, eq(customers.id, claims.customerId))
      .leftJoin(filer, eq(filer.id, claims.filedBy))
      .leftJoin(pdiInspections, eq(pdiInspections.id, claims.pdiId))
      .where(and(eq(claims.id, id), customerId ? eq(claims.customerId, customerId) : undefined));
    if (!row) return undefined;
    const [files, histories] = await Promise.all([
      this.db.select().from(claimFiles).where(eq(claimFiles.claimId, id)),
      this.db
        .select({ fromStatusId: claimHistories.fromStatusId, toStatusId: claimHistories.toStatusId, reason: claimHistories.reason, changedBy: users.name, changedAt: claimHistories.changedAt })
        .from(claimHistories)
        .leftJoin(users, eq(users.id, claimHistories.changedBy))
        .where(eq(claimHistories.claimId, id))
        .orderBy(asc(claimHistories.changedAt), asc(claimHistories.id)),
    ]);
    const { claim, pdi } = row;
    return {
      id: claim.id,
      referenceNo: claim.referenceNo,
      customerId: claim.customerId,
      customerName: row.customerName,
      kind: claim.kind as ClaimProductCategory,
      statusId: claim.statusId,
      articleCode: claim.articleCode,
      articleName: claim.articleName,
      brand: claim.brand,
      frameNumber: claim.frameNumber,
      qty: claim.qty,
      problemIds: claim.problemIds,
      customerNotes: claim.customerNotes,
      consumer: { name: claim.consumerName, phone: claim.consumerPhone, email: claim.consumerEmail, address: claim.consumerAddress },
      resolution: claim.resolution,
      isNotAWarranty: claim.isNotAWarranty,
      reasonRejection: claim.reasonRejection,
      pdiId: claim.pdiId,
      recallCampaign: claim.recallCampaign,
      stolenBike: claim.stolenBike,
      creditNoteNo: claim.creditNoteNo,
      creditNoteAt: claim.creditNoteAt,
      deliveryOrders: claim.deliveryOrders,
      pdi: pdi ? { id: pdi.id, frameNumber: pdi.frameNumber, articleCode: pdi.articleCode, mechanic: pdi.mechanic, outcome: pdi.outcome, createdAt: pdi.createdAt } : null,
      files: files.map(({ claimId: _claim, uploadedAt: _at, slot, ...file }) => ({ ...file, slot: slot as ClaimFileSlot })),
      histories: histories.map((history) => ({ ...history, changedBy: history.changedBy ?? '' })),
      filedBy: row.filedBy ?? '',
      createdAt: claim.createdAt,
      updatedAt: claim.updatedAt,
    };
  }

  async create(claim: ClaimFields & { customerId: string; statusId: string; filedBy: string; at: Date }, files: ClaimFileRecord[]): Promise<string> {
    return this.db.transaction(async (tx) => {
      const serial = (await tx.execute(sql`select nextval('claim_reference_serials') as serial`)) as unknown as { rows: { serial: string | number }[] };
      const referenceNo = claimReferenceNo(claim.at, Number(serial.rows[0]!.serial));
      const { customerId, statusId, filedBy, at, ...fields } = claim;
      const [created] = await tx
        .insert(claims)
        .values({ ...fieldValues(fields), referenceNo, customerId, statusId, filedBy, createdAt: at, updatedAt: at })
        .returning({ id: claims.id });
      if (files.length > 0) await tx.insert(claimFiles).values(files.map((file) => fileRow(created!.id, file, at)));
      await tx.insert(claimHistories).values({ claimId: created!.id, fromStatusId: null, toStatusId: statusId, reason: null, changedBy: filedBy, changedAt: at });
      return created!.id;
    });
  }

  async update(id: string, fields: ClaimFields, files: ClaimFileRecord[], at: Date): Promise<ClaimFileRecord[]> {
    return this.db.transaction(async (tx) => {
      await tx.update(claims).set({ ...fieldValues(fields), updatedAt: at }).where(eq(claims.id, id));
      const replaced: ClaimFileRecord[] = [];
      for (const file of files) replaced.push(...(await this.replaceFile(tx, id, file, at)));
      return replaced;
    });
  }

  private async replaceFile(tx: Pick<typeof this.db, 'delete' | 'insert'>, id: string, file: ClaimFileRecord, at: Date): Promise<ClaimFileRecord[]> {
    const removed = await tx.delete(claimFiles).where(and(eq(claimFiles.claimId, id), eq(claimFiles.slot, file.slot))).returning();
    await tx.insert(claimFiles).values(fileRow(id, file, at));
    return removed.map(({ claimId: _claim, uploadedAt: _at, slot, ...stored }) => ({ ...stored, slot: slot as ClaimFileSlot }));
  }

  async putFile(id: string, file: ClaimFileRecord, at: Date): Promise<ClaimFileRecord | undefined> {
    return this.db.transaction(async (tx) => {
      const [replaced] = await this.replaceFile(tx, id, file, at);
      await tx.update(claims).set({ updatedAt: at }).where(eq(claims.id, id));
      return replaced;
    });
  }

  async removeFile(id: string, slot: ClaimFileSlot, at: Date): Promise<ClaimFileRecord | undefined> {
    const [removed] = await this.db.delete(claimFiles).where(and(eq(claimFiles.claimId, id), eq(claimFiles.slot, slot))).returning();
    if (!removed) return undefined;
    await this.db.update(claims).set({ updatedAt: at }).where(eq(claims.id, id));
    const { claimId: _claim, uploadedAt: _at, ...file } = removed;
    return { ...file, slot: file.slot as ClaimFileSlot };
  }

  async changeStatus(change: ClaimStatusChange): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const set: Partial<typeof claims.$inferInsert> = { statusId: change.toStatusId, updatedAt: change.at };
      if (change.rejected) set.reasonRejection = change.reason;
      if (change.notAWarranty) set.isNotAWarranty = true;
      if (change.creditNoteNo) Object.assign(set, { creditNoteNo: change.creditNoteNo, creditNoteAt: change.at });
      const moved = await tx
        .update(claims)
        .set(set)
        .where(and(eq(claims.id, change.claimId), eq(claims.statusId, change.fromStatusId)))
        .returning({ id: claims.id });
      if (moved.length === 0) return false;
      await tx.insert(claimHistories).values({ claimId: change.claimId, fromStatusId: change.fromStatusId, toStatusId: change.toStatusId, reason: change.reason, changedBy: change.changedBy, changedAt: change.at });
      return true;
    });
  }

  async comments(claimId: string): Promise<ClaimCommentRecord[]> {
    const rows = await this.db
      .select({ id: claimComments.id, comment: claimComments.comment, author: users.name, createdAt: claimComments.createdAt })
      .from(claimComments)
      .leftJoin(users, eq(users.id, claimComments.userId))
      .where(eq(claimComments.claimId, claimId))
      .orderBy(asc(claimComments.createdAt), asc(claimComments.id));
    return rows.map((row) => ({ ...row, author: row.author ?? '' }));
  }

  async addComment(claimId: string, userId: string, comment: string, at: Date): Promise<ClaimCommentRecord> {
    const [created] = await this.db.insert(claimComments).values({ claimId, userId, comment, createdAt: at }).returning({ id: claimComments.id });
    const [author] = await this.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    return { id: created!.id, comment, author: author?.name ?? '', createdAt: at };
  }

  async mailRecipients(claimId: string): Promise<ClaimMailRecipient[]> {
    const optedIn: SQL = and(eq(users.sendEmailWarranty, true), eq(users.isFakeEmail, false), eq(users.disabled, false), sql`coalesce(${users.email}, '') <> ''`)!;
    const rows = await this.db
      .select({ name: users.name, email: users.email, languageId: users.languageId })
      .from(claims)
      .innerJoin(users, eq(users.customerId, claims.customerId))
      .where(and(eq(claims.id, claimId), optedIn))
      .orderBy(asc(users.username));
    return rows.map((row) => ({ ...row, email: row.email! }));
  }
}
