import type { AccessTokenClaims, TokenDecoder, TokenStore } from '../../../application/portal/session/ports';

/**
 * The storage key under which the tabs of the portal's origin note whose session the browser holds. It holds the
 * claims of the latest access token only, never a token (docs/adr/0005-keeping-session-tokens.md).
 */
export const SESSION_HOLDER_STORAGE_KEY = 'dealer-portal.session-holder';

/**
 * A TokenStore that keeps the access token in this page's memory, out of reach of anything that reads storage, and
 * notes the token's user and customer in localStorage for the other tabs.
 */
export class TokenStoreInPage implements TokenStore {
  private token: string | null = null;

  constructor(
    private readonly storage: Storage,
    private readonly decoder: TokenDecoder,
  ) {}

  read(): string | null {
    return this.token;
  }

  write(requestToken: string): void {
    this.token = requestToken;
    const claims = this.decoder.decode(requestToken);
    if (claims) this.storage.setItem(SESSION_HOLDER_STORAGE_KEY, JSON.stringify(claims));
  }

  clear(): void {
    this.token = null;
    this.storage.removeItem(SESSION_HOLDER_STORAGE_KEY);
  }

  holder(): AccessTokenClaims | null {
    const stored = this.storage.getItem(SESSION_HOLDER_STORAGE_KEY);
    if (!stored) return null;
    try {
      const claims = JSON.parse(stored) as Partial<AccessTokenClaims>;
      if (typeof claims.userId !== 'string') return null;
      return { userId: claims.userId, salesActiveCustCode: typeof claims.salesActiveCustCode === 'string' ? claims.salesActiveCustCode : null };
    } catch {
      return null;
    }
  }
}
