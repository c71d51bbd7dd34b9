import type { SessionTokens } from '../../../../domain/session/session-user';
import type { TokenStore } from '../ports';

/** A TokenStore that lives as long as the object: for tests, stories and the first render of a page. */
export class TokenStoreInMemory implements TokenStore {
  constructor(private tokens: SessionTokens | null = null) {}

  read(): SessionTokens | null {
    return this.tokens;
  }

  write(tokens: SessionTokens): void {
    this.tokens = tokens;
  }

  clear(): void {
    this.tokens = null;
  }
}
