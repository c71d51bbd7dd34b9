import type { SessionGateway, TokenStore } from './ports';

/** Ends the session in this browser and revokes its refresh token on the service. */
export type SignOut = () => Promise<void>;

export function createSignOut(deps: { gateway: SessionGateway; tokens: TokenStore }): SignOut {
  return async () => {
    const tokens = deps.tokens.read();
    // Forget the tokens before calling out, so no request started meanwhile can still use them.
    deps.tokens.clear();
    if (!tokens) return;
    try {
      await deps.gateway.logout(tokens.refreshToken);
    } catch {
      // Revocation is best effort: the person is signed out here whether or not the service heard about it.
    }
  };
}
