import type { AccessTokenClaims, TokenStore } from '../ports';
import { TokenDecoderInMemory } from './token-decoder.in-memory';

/**
 * A TokenStore that lives as long as the object, for tests, stories and the first render of a page. The holder is
 * whoever the token speaks for, or what a test says another tab left behind.
 */
export class TokenStoreInMemory implements TokenStore {
  private otherTabsHolder: AccessTokenClaims | null | undefined;

  constructor(private token: string | null = null) {}

  read(): string | null {
    return this.token;
  }

  write(requestToken: string): void {
    this.token = requestToken;
    this.otherTabsHolder = undefined;
  }

  clear(): void {
    this.token = null;
    this.otherTabsHolder = undefined;
  }

  holder(): AccessTokenClaims | null {
    if (this.otherTabsHolder !== undefined) return this.otherTabsHolder;
    return this.token ? new TokenDecoderInMemory().decode(this.token) : null;
  }

  /** What another tab leaves behind when it signs in as someone else, switches customer (claims) or signs out (null). */
  changedInAnotherTab(holder: AccessTokenClaims | null): void {
    this.otherTabsHolder = holder;
  }
}
