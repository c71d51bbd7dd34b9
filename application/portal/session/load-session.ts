import type { SessionUser } from '../../../domain/session/session-user';
import type { AccessTokenClaims, SessionGateway, TokenStore } from './ports';

/** Where the portal stands with the session after loading or checking it. */
export type SessionState =
  | { kind: 'anonymous' }
  | { kind: 'signed-in'; user: SessionUser }
  /** The browser's session now speaks for another user or another customer than the page shows: the page must reload. */
  | { kind: 'reload-needed' };

/**
 * Loads the session. Without a loaded user it resumes the browser's session unless the page holds a token already,
 * and asks the service who it belongs to. With one it only checks that the browser's session still belongs to the
 * same user and active customer, as another tab may have signed out, signed in as someone else or switched customer.
 */
export type LoadSession = (loaded: SessionUser | null) => Promise<SessionState>;

function speaksForAnother(claims: AccessTokenClaims, user: SessionUser): boolean {
  return claims.userId !== user.id || claims.salesActiveCustCode !== user.salesActiveCustCode;
}

export function createLoadSession(deps: { gateway: SessionGateway; tokens: TokenStore }): LoadSession {
  return async (loaded) => {
    if (loaded) {
      const holder = deps.tokens.holder();
      if (!holder) return { kind: 'anonymous' };
      return speaksForAnother(holder, loaded) ? { kind: 'reload-needed' } : { kind: 'signed-in', user: loaded };
    }

    if (!deps.tokens.read()) {
      const resumed = await deps.gateway.resume();
      if (!resumed) return { kind: 'anonymous' };
      deps.tokens.write(resumed);
    }
    const user = await deps.gateway.currentUser();
    return user ? { kind: 'signed-in', user } : { kind: 'anonymous' };
  };
}
