import type { Clock } from '../shared/ports';
import type { RefreshTokenRepository, TokenSecrets } from './ports';

/** Ends the session family of the presented refresh token; unknown tokens are ignored so sign-out always succeeds. */
export async function signOut(
  deps: { clock: Clock; refreshTokens: RefreshTokenRepository; secrets: TokenSecrets },
  session: { refreshToken?: string; familyId?: string },
): Promise<void> {
  const now = deps.clock.now();
  if (session.familyId) await deps.refreshTokens.revokeFamily(session.familyId, now);
  if (!session.refreshToken) return;
  const record = await deps.refreshTokens.findByHash(deps.secrets.hashRefreshToken(session.refreshToken));
  if (record) await deps.refreshTokens.revokeFamily(record.familyId, now);
}
