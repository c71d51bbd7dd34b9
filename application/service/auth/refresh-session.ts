import { judgeRefreshToken } from '../../../domain/access/refresh-token-state';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { SessionTokens } from '../../../domain/session/session-user';
import type { UserAccountRepository } from './ports';
import { issueSessionTokens, type SessionTokenDeps } from './issue-session-tokens';

export interface RefreshSessionDeps extends SessionTokenDeps {
  users: UserAccountRepository;
}

/**
 * Exchanges a refresh token for a new pair. Each refresh token works once; presenting a spent one means a copy
 * exists somewhere, so the whole family (every session descended from that sign-in) is revoked.
 */
export async function refreshSession(deps: RefreshSessionDeps, presented: string): Promise<Result<SessionTokens, 'invalid_refresh_token'>> {
  const now = deps.clock.now();
  const record = await deps.refreshTokens.findByHash(deps.secrets.hashRefreshToken(presented));
  const verdict = judgeRefreshToken(
    record && {
      expiresAtMs: record.expiresAt.getTime(),
      spentAtMs: record.spentAt?.getTime() ?? null,
      revokedAtMs: record.revokedAt?.getTime() ?? null,
    },
    now.getTime(),
  );
  if (verdict === 'reused' && record) await deps.refreshTokens.revokeFamily(record.familyId, now);
  if (verdict !== 'valid' || !record) return err('invalid_refresh_token');

  const account = await deps.users.findById(record.userId);
  const spentByUs = await deps.refreshTokens.spend(record.id, now);
  if (!spentByUs) {
    await deps.refreshTokens.revokeFamily(record.familyId, now);
    return err('invalid_refresh_token');
  }
  if (!account || account.disabled) return err('invalid_refresh_token');
  return ok(
    await issueSessionTokens(deps, { userId: record.userId, familyId: record.familyId, salesActiveCustCode: record.activeCustomerCode }),
  );
}
