import type { SessionUser } from '../../../domain/session/session-user';
import type { AccessTokenClaims, SessionGateway, TokenDecoder, TokenStore } from './ports';

/** Where the portal stands with the session after loading or checking it. */
export type SessionState =
  | { kind: 'anonymous' }
  | { kind: 'signed-in'; user: SessionUser }
  /** The stored token now speaks for another user or another customer than the page shows: the page must reload. */
  | { kind: 'reload-needed' };

/**
 * Loads the session. Without a loaded user it asks the service who the stored token belongs to. With one it only
 * checks that the stored token still carries the same user and active customer, as another tab may have signed
 * in as someone else or switched customer since.
 */
export type LoadSession = (loaded: SessionUser | null) => Promise<SessionState>;

function speaksForAnother(claims: AccessTokenClaims, user: SessionUser): boolean {
  return claims.userId !== user.id || claims.salesActiveCustCode !== user.salesActiveCustCode;
}

export function createLoadSession(deps: { gateway: SessionGateway; tokens: TokenStore; decoder: TokenDecoder }): LoadSession {
  return async (loaded) => {
    const tokens = deps.tokens.read();
    if (!tokens) return { kind: 'anonymous' };

    const claims = deps.decoder.decode(tokens.requestToken);
    if (loaded && claims) {
      return speaksForAnother(claims, loaded) ? { kind: 'reload-needed' } : { kind: 'signed-in', user: loaded };
    }

    const user = await deps.gateway.currentUser();
    return user ? { kind: 'signed-in', user } : { kind: 'anonymous' };
  };
}
