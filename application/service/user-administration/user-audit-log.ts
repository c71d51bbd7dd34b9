import { userWithinReach } from '../../../domain/user-administration/sales-organisation-reach';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import type { AdministrativeAuditLog, AuditEntry } from './audit-log';
import type { UserAdministrationDeps } from './user-administration';

/** The most entries one read answers. */
export const AUDIT_LOG_MAX_LIMIT = 200;

function sorgsRecordedIn(entry: AuditEntry): string[] {
  const state = entry.after ?? entry.before;
  const areas = state?.userAreas;
  return Array.isArray(areas) ? areas.map((area) => String((area as { sorg?: unknown }).sorg ?? '')) : [];
}

/**
 * The audit log of a user: changes to them and changes they made, newest first. Users read their own; an
 * administrator reads those of the users within reach, and of a deleted user as long as the sales organisations
 * the log last recorded for them are held.
 */
export async function userAuditLog(
  deps: UserAdministrationDeps & { auditLog: AdministrativeAuditLog },
  principal: Principal,
  userId: string,
  limit: number,
): Promise<Result<AuditEntry[], 'forbidden'>> {
  const entries = await deps.auditLog.entriesOfUser(userId, Math.min(Math.max(Math.trunc(limit), 1), AUDIT_LOG_MAX_LIMIT));
  if (userId === principal.userId) return ok(entries);
  const [held, user] = await Promise.all([deps.userAdministration.heldSorgs(principal.userId), deps.userAdministration.find(userId)]);
  const recorded = user ? user.userAreas.map((area) => area.sorg) : entries.find((entry) => entry.subjectId === userId && entry.subjectType === 'user');
  if (recorded === undefined) return err('forbidden');
  const sorgs = Array.isArray(recorded) ? recorded : sorgsRecordedIn(recorded);
  return userWithinReach(held, sorgs) ? ok(entries) : err('forbidden');
}
