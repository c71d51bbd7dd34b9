import { jwtVerify, SignJWT } from 'jose';
import type { AccessClaims, AccessTokenIssuer } from '../../../application/service/auth/ports';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '../../../application/service/auth/token-lifetimes';
import type { Clock } from '../../../application/service/shared/ports';

const ISSUER = 'dealer-portal';
/** User ids and session families are UUIDs; anything else is refused before it reaches a query. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** HS256 access tokens: `sub` is the user id, `fam` the session family, `salesActiveCustCode` the active customer. */
export class AccessTokenIssuerJose implements AccessTokenIssuer {
  private readonly key: Uint8Array;

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
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.fam !== 'string' || !UUID.test(payload.fam) || !UUID.test(payload.sub)) return undefined;
      const active = payload.salesActiveCustCode;
      return { userId: payload.sub, familyId: payload.fam, salesActiveCustCode: typeof active === 'string' ? active : null };
    } catch {
      return undefined;
    }
  }
}
