import type { SessionTokens } from '../../../domain/session/session-user';
import type { Clock } from '../shared/ports';
import type { AccessTokenIssuer, RefreshTokenRepository, TokenSecrets } from './ports';
import { REFRESH_TOKEN_LIFETIME_MS } from './token-lifetimes';

export interface SessionTokenDeps {
  clock: Clock;
  accessTokens: AccessTokenIssuer;
  refreshTokens: RefreshTokenRepository;
  secrets: TokenSecrets;
}

/** Mints an access token and a stored refresh token for one session family. */
export async function issueSessionTokens(
  deps: SessionTokenDeps,
  session: { userId: string; familyId: string; salesActiveCustCode: string | null },
): Promise<SessionTokens> {
  const now = deps.clock.now();
  const refreshToken = deps.secrets.newRefreshToken();
  await deps.refreshTokens.insert({
    tokenHash: deps.secrets.hashRefreshToken(refreshToken),
    familyId: session.familyId,
    userId: session.userId,
    activeCustomerCode: session.salesActiveCustCode,
    issuedAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_MS),
  });
  const requestToken = await deps.accessTokens.issue(session);
  return { requestToken, refreshToken };
}
