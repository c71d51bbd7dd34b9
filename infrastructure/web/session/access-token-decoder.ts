import type { AccessTokenClaims, TokenDecoder } from '../../../application/portal/session/ports';

/** Reads `sub` and `salesActiveCustCode` from the payload of a JWT access token. */
export class TokenDecoderJwt implements TokenDecoder {
  decode(requestToken: string): AccessTokenClaims | null {
    const payload = requestToken.split('.')[1];
    if (!payload) return null;
    try {
      const claims = JSON.parse(decodeBase64Url(payload)) as { sub?: unknown; salesActiveCustCode?: unknown };
      if (typeof claims.sub !== 'string') return null;
      return {
        userId: claims.sub,
        salesActiveCustCode: typeof claims.salesActiveCustCode === 'string' ? claims.salesActiveCustCode : null,
      };
    } catch {
      return null;
    }
  }
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
