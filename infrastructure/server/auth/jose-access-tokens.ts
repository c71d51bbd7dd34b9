import { jwtVerify, SignJWT } from 'jose';
import type { AccessClaims, AccessTokenIssuer } from '../../../application/service/auth/ports';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '../../../application/service/auth/token-lifetimes';
import type { Clock } from '../../../application/service/shared/ports';

const ISSUER = 'dealer-portal';
/** User ids and session families are UUIDs; anything else is refused before it reaches a query. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * Verified tokens kept with their claims: a browser presents the same access token on every call for fifteen
 * minutes, and checking its HMAC each time was the largest fixed cost of a request. Revocation is not affected:
 * the principal's session family is still read on every call.
 */
const VERIFIED_TOKENS_KEPT = 10_000;

interface VerifiedToken {
  claims: AccessClaims;
  expiresAtMs: number;
}

/** HS256 access tokens: `sub` is the user id, `fam` the session family, `salesActiveCustCode` the active customer. */
export class AccessTokenIssuerJose implements AccessTokenIssuer {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, VerifiedToken>();

  constructor(signingSecret: string, private readonly clock: Clock) {
    this.key = new TextEncoder().encode(signingSecret);
  }

  issue(claims: AccessClaims): Promise<string> {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ fam: claims.familyId, salesActiveCustCode: claims.salesActiveCustCode })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS)
      .sign(this.key);
  }

  async verify(token: string): Promise<AccessClaims | undefined> {
    const known = this.verified.get(token);
    if (known) {
      if (this.clock.now().getTime() < known.expiresAtMs) return known.claims;
      this.verified.delete(token);
    }
    const verified = await this.verifySignature(token);
    if (verified) this.keep(token, verified);
    return verified?.claims;
  }

  private keep(token: string, verified: VerifiedToken): void {
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, verified);
  }

  private async verifySignature(token: string): Promise<VerifiedToken | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.fam !== 'string' || !UUID.test(payload.fam) || !UUID.test(payload.sub)) return undefined;
      const active = payload.salesActiveCustCode;
      return {
        claims: { userId: payload.sub, familyId: payload.fam, salesActiveCustCode: typeof active === 'string' ? active : null },
        expiresAtMs: payload.exp! * 1000,
      };
    } catch {
      return undefined;
    }
  }
}
