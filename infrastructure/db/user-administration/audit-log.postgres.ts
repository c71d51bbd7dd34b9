import { and, desc, eq, or } from 'drizzle-orm';
import { changedFields } from '../../../domain/user-administration/audit-change';
import type { AdministrativeAuditLog, AuditAction, AuditChange, AuditEntry, AuditStamp, AuditSubjectType } from '../../../application/service/user-administration/audit-log';
import type { Database } from '../database';
import { administrativeAuditEntries } from './schema';

/** A transaction or the database itself: whatever the change is being written through. */
export type Writer = Pick<Database, 'insert'>;

/**
 * Writes the audit entry of a change through the transaction that makes it. Adapters that change administrative
 * data call this inside their transaction, after reading the state before and after the change.
 */
export async function recordAuditEntry(tx: Writer, stamp: AuditStamp, change: AuditChange): Promise<void> {
  await tx.insert(administrativeAuditEntries).values({
    actorId: stamp.actorId,
    actorUsername: stamp.actorUsername,
    action: change.action,
    subjectType: change.subjectType,
    subjectId: change.subjectId,
    before: change.before ? { ...change.before } : null,
    after: change.after ? { ...change.after } : null,
    changedFields: changedFields(change.before, change.after),
    at: stamp.at,
  });
}

type Row = typeof administrativeAuditEntries.$inferSelect;

function toDomain(row: Row): AuditEntry {
  return {
    id: row.id,
    actorId: row.actorId,
    actorUsername: row.actorUsername,
    action: row.action as AuditAction,
    subjectType: row.subjectType as AuditSubjectType,
    subjectId: row.subjectId,
    before: row.before,
    after: row.after,
    changedFields: row.changedFields,
    at: row.at,
  };
}

export class AdministrativeAuditLogPostgres implements AdministrativeAuditLog {
  constructor(private readonly db: Database) {}

  async entriesAbout(subjectType: AuditSubjectType, subjectId: string, limit: number): Promise<AuditEntry[]> {
    const rows = await this.db
      .select()
      .from(administrativeAuditEntries)
      .where(and(eq(administrativeAuditEntries.subjectType, subjectType), eq(administrativeAuditEntries.subjectId, subjectId)))
      .orderBy(desc(administrativeAuditEntries.at), desc(administrativeAuditEntries.id))
      .limit(limit);
    return rows.map(toDomain);
  }

  async entriesOfUser(userId: string, limit: number): Promise<AuditEntry[]> {
    const aboutUser = and(eq(administrativeAuditEntries.subjectType, 'user'), eq(administrativeAuditEntries.subjectId, userId));
    const rows = await this.db
      .select()
      .from(administrativeAuditEntries)
      .where(or(aboutUser, eq(administrativeAuditEntries.actorId, userId)))
      .orderBy(desc(administrativeAuditEntries.at), desc(administrativeAuditEntries.id))
      .limit(limit);
    return rows.map(toDomain);
  }
}
