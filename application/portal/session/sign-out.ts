import type { SessionGateway, TokenStore } from './ports';

/** Ends the session in this browser, in every tab, and revokes its refresh token on the service. */
export type SignOut = () => Promise<void>;

export function createSignOut(deps: { gateway: SessionGateway; tokens: TokenStore }): SignOut {
  return async () => {
    // Forget the token before calling out, so no request started meanwhile can still use it.
    deps.tokens.clear();
    try {
      await deps.gateway.logout();
    } catch {
      // Revocation is best effort: the person is signed out here whether or not the service heard about it.
    }
  };
}
