import type { SessionTokens } from '../../../domain/session/session-user';
import type { TokenStore } from '../../../application/portal/session/ports';

/** The storage key of the session's tokens; shared by every tab of the portal's origin. */
export const TOKENS_STORAGE_KEY = 'dealer-portal.session-tokens';

/** A TokenStore over the browser's localStorage, so a session survives reloads and is shared between tabs. */
export class TokenStoreLocalStorage implements TokenStore {
  constructor(private readonly storage: Storage) {}

  read(): SessionTokens | null {
    const stored = this.storage.getItem(TOKENS_STORAGE_KEY);
    if (!stored) return null;
    try {
      const tokens = JSON.parse(stored) as Partial<SessionTokens>;
      return typeof tokens.requestToken === 'string' && typeof tokens.refreshToken === 'string'
        ? { requestToken: tokens.requestToken, refreshToken: tokens.refreshToken }
        : null;
    } catch {
      return null;
    }
  }

  write(tokens: SessionTokens): void {
    this.storage.setItem(TOKENS_STORAGE_KEY, JSON.stringify(tokens));
  }

  clear(): void {
    this.storage.removeItem(TOKENS_STORAGE_KEY);
  }
}
