import type { AccessTokenClaims, TokenDecoder } from '../ports';

const PREFIX = 'in-memory-token';

/** An access token that TokenDecoderInMemory reads back: plain text instead of a signed JWT. */
export function inMemoryAccessToken(claims: AccessTokenClaims): string {
  return [PREFIX, claims.userId, claims.salesActiveCustCode ?? ''].join(':');
}

/** A TokenDecoder for tokens made by {@link inMemoryAccessToken}. */
export class TokenDecoderInMemory implements TokenDecoder {
  decode(requestToken: string): AccessTokenClaims | null {
    const [prefix, userId, custCode] = requestToken.split(':');
    if (prefix !== PREFIX || !userId) return null;
    return { userId, salesActiveCustCode: custCode || null };
  }
}
