import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { AuditStamp } from '../../../application/service/user-administration/audit-log';
import type { PasswordLinkRecord, PasswordLinkRepository, PasswordRecipient } from '../../../application/service/user-administration/ports';
import type { PasswordLinkPurpose } from '../../../domain/user-administration/password-link';
import type { Database } from '../database';
import { refreshTokens, users } from '../schema';
import { recordAuditEntry } from './audit-log.postgres';
import { passwordLinks } from './schema';

const recipientColumns = { userId: users.id, name: users.name, email: users.email, languageId: users.languageId };

/** Only accounts that can sign in and have a real mailbox get a link. */
const reachable = and(eq(users.disabled, false), eq(users.isFakeEmail, false), isNotNull(users.email));

function toRecipient(row: { userId: string; name: string; email: string | null; languageId: string } | undefined): PasswordRecipient | undefined {
  return row?.email ? { ...row, email: row.email } : undefined;
}

export class PasswordLinkRepositoryPostgres implements PasswordLinkRepository {
  constructor(private readonly db: Database) {}

  async recipientByLogin(login: string): Promise<PasswordRecipient | undefined> {
    const [row] = await this.db
      .select(recipientColumns)
      .from(users)
      .where(and(reachable, or(eq(users.username, login), sql`lower(${users.email}) = ${login}`)))
      .orderBy(asc(users.username))
      .limit(1);
    return toRecipient(row);
  }

  async recipientById(userId: string): Promise<PasswordRecipient | undefined> {
    const [row] = await this.db
      .select(recipientColumns)
      .from(users)
      .where(and(reachable, eq(users.id, userId)))
      .limit(1);
    return toRecipient(row);
  }

  issue(link: { userId: string; purpose: PasswordLinkPurpose; tokenHash: string; issuedAt: Date; expiresAt: Date }, stamp: AuditStamp | null): Promise<void> {
    return this.db.transaction(async (tx) => {
      await tx
        .update(passwordLinks)
        .set({ replacedAt: link.issuedAt })
        .where(and(eq(passwordLinks.userId, link.userId), isNull(passwordLinks.usedAt), isNull(passwordLinks.replacedAt)));
      await tx.insert(passwordLinks).values(link);
      if (stamp) {
        await recordAuditEntry(tx, stamp, { action: 'password_link_sent', subjectType: 'user', subjectId: link.userId, before: null, after: { passwordLinkExpiresAt: link.expiresAt.toISOString() } });
      }
    });
  }

  async findByHash(tokenHash: string): Promise<PasswordLinkRecord | undefined> {
    const [row] = await this.db.select().from(passwordLinks).where(eq(passwordLinks.tokenHash, tokenHash)).limit(1);
    return row ? { id: row.id, userId: row.userId, purpose: row.purpose as PasswordLinkPurpose, expiresAt: row.expiresAt, usedAt: row.usedAt, replacedAt: row.replacedAt } : undefined;
  }

  /** A new password also ends the user's sessions, so whoever knew the old one is signed out. */
  use(linkId: string, passwordHash: string, at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [used] = await tx
        .update(passwordLinks)
        .set({ usedAt: at })
        .where(and(eq(passwordLinks.id, linkId), isNull(passwordLinks.usedAt), isNull(passwordLinks.replacedAt)))
        .returning({ userId: passwordLinks.userId });
      if (!used) return false;
      await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
      await tx
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.userId, used.userId), isNull(refreshTokens.revokedAt)));
      return true;
    });
  }
}
