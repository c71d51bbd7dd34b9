import type { AuditState } from '../../../domain/user-administration/audit-change';

/**
 * Who makes an administrative change and when. Every repository method that changes administrative data (users,
 * roles, group roles, permissions) takes one and writes the audit entry in the same transaction as the change, so
 * a change is never stored without its entry, nor an entry without its change.
 */
export interface AuditStamp {
  actorId: string;
  actorUsername: string;
  at: Date;
}

/** What an audit entry is about. */
export type AuditSubjectType = 'user' | 'role' | 'group_role' | 'permission';

/** The kinds of administrative change. */
export type AuditAction = 'create' | 'update' | 'delete' | 'password_link_sent';

/** One change, as the adapter that makes it describes it; before and after are read inside the transaction. */
export interface AuditChange {
  action: AuditAction;
  subjectType: AuditSubjectType;
  subjectId: string;
  before: AuditState | null;
  after: AuditState | null;
}

/** One entry of the administrative audit log: who changed what, when, and the state before and after. */
export interface AuditEntry extends AuditChange {
  id: string;
  actorId: string | null;
  actorUsername: string;
  changedFields: string[];
  at: Date;
}

/** Reads the administrative audit log. Entries are only ever written by the adapters that make the changes. */
export interface AdministrativeAuditLog {
  /** The entries about a subject, newest first. */
  entriesAbout(subjectType: AuditSubjectType, subjectId: string, limit: number): Promise<AuditEntry[]>;
  /** The entries about a user or made by that user, newest first. */
  entriesOfUser(userId: string, limit: number): Promise<AuditEntry[]>;
}
