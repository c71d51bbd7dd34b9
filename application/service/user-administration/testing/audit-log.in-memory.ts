import { changedFields } from '../../../../domain/user-administration/audit-change';
import type { AdministrativeAuditLog, AuditChange, AuditEntry, AuditStamp, AuditSubjectType } from '../audit-log';

/** The audit log in memory, for use-case tests; in-memory repositories record into it as they change data. */
export class AdministrativeAuditLogInMemory implements AdministrativeAuditLog {
  readonly entries: AuditEntry[] = [];

  record(stamp: AuditStamp, change: AuditChange): void {
    this.entries.push({
      ...change,
      id: `audit-${this.entries.length + 1}`,
      actorId: stamp.actorId,
      actorUsername: stamp.actorUsername,
      changedFields: changedFields(change.before, change.after),
      at: stamp.at,
    });
  }

  async entriesAbout(subjectType: AuditSubjectType, subjectId: string, limit: number): Promise<AuditEntry[]> {
    return this.newestFirst((entry) => entry.subjectType === subjectType && entry.subjectId === subjectId, limit);
  }

  async entriesOfUser(userId: string, limit: number): Promise<AuditEntry[]> {
    return this.newestFirst((entry) => (entry.subjectType === 'user' && entry.subjectId === userId) || entry.actorId === userId, limit);
  }

  private newestFirst(keep: (entry: AuditEntry) => boolean, limit: number): AuditEntry[] {
    return this.entries
      .filter(keep)
      .reverse()
      .slice(0, limit);
  }
}
