import { judgeRefreshToken } from '../../../domain/access/refresh-token-state';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { SessionTokens } from '../../../domain/session/session-user';
import type { RefreshTokenRecord, UserAccountRepository } from './ports';
import { issueSessionTokens, type SessionTokenDeps } from './issue-session-tokens';

export interface RefreshSessionDeps extends SessionTokenDeps {
  users: UserAccountRepository;
}

type RefreshOutcome = Result<SessionTokens, 'invalid_refresh_token'>;

/**
 * Exchanges a refresh token for a new pair. Each refresh token works once; presented again within the grace
 * window (two tabs refreshing at once) it answers the same new pair; presented later, a copy exists somewhere,
 * so the whole family (every session descended from that sign-in) is revoked.
 */
export async function refreshSession(deps: RefreshSessionDeps, presented: string): Promise<RefreshOutcome> {
  const now = deps.clock.now();
  const presentedHash = deps.secrets.hashRefreshToken(presented);
  const record = await deps.refreshTokens.findByHash(presentedHash);
  const verdict = judgeRefreshToken(
    record && {
      expiresAtMs: record.expiresAt.getTime(),
      spentAtMs: record.spentAt?.getTime() ?? null,
      revokedAtMs: record.revokedAt?.getTime() ?? null,
    },
    now.getTime(),
  );
  if (verdict === 'just-rotated' && record) return successorOf(deps, record);
  if (verdict === 'reused' && record) await deps.refreshTokens.revokeFamily(record.familyId, now);
  if (verdict !== 'valid' || !record) return err('invalid_refresh_token');

  const account = await deps.users.findById(record.userId);
  if (!account || account.disabled) return err('invalid_refresh_token');
  const next = await issueSessionTokens(deps, { userId: record.userId, familyId: record.familyId, salesActiveCustCode: record.activeCustomerCode });
  if (await deps.refreshTokens.spend(record.id, now, deps.secrets.seal(next))) return ok(next);
  // Another request rotated the token between our read and our write: ours was never handed out.
  await deps.refreshTokens.discard(deps.secrets.hashRefreshToken(next.refreshToken));
  const winner = await deps.refreshTokens.findByHash(presentedHash);
  return winner ? successorOf(deps, winner) : err('invalid_refresh_token');
}

/** The pair a token was exchanged for, unless the family was revoked since or the token was spent without one. */
function successorOf(deps: RefreshSessionDeps, record: RefreshTokenRecord): RefreshOutcome {
  const successor = record.revokedAt === null && record.successor !== null ? deps.secrets.unseal(record.successor) : undefined;
  return successor ? ok(successor) : err('invalid_refresh_token');
}
