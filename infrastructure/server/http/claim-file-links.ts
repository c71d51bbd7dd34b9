import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../../application/service/shared/ports';

/** How long a link stays valid at least; links issued within one such period are the same, so browsers cache them. */
export const CLAIM_LINK_PERIOD_MS = 60 * 60_000;

export type ClaimFileKind = 'original' | 'thumbnail';

export function claimFilePath(claimId: string, slot: string, kind: ClaimFileKind): string {
  return `/api/claims/${encodeURIComponent(claimId)}/files/${encodeURIComponent(slot)}/${kind}`;
}

/**
 * Signs the addresses of claim files (HMAC-SHA256 over claim, slot, kind and expiry with a key derived from the
 * service's signing secret). The claim field that issues a link has checked that the caller reaches the claim, so
 * an <img>, a <video> or a download works without the bearer token, and only until the link expires.
 */
export class ClaimFileLinksHmac {
  private readonly key: Buffer;

  constructor(
    signingSecret: string,
    private readonly clock: Clock,
  ) {
    this.key = createHmac('sha256', signingSecret).update('claim-file-links').digest();
  }

  private signature(claimId: string, slot: string, kind: ClaimFileKind, expires: number): string {
    return createHmac('sha256', this.key).update(`${claimId}\n${slot}\n${kind}\n${expires}`).digest('base64url');
  }

  link(claimId: string, slot: string, kind: ClaimFileKind): string {
    const now = this.clock.now().getTime();
    const expires = (Math.floor(now / CLAIM_LINK_PERIOD_MS) + 2) * CLAIM_LINK_PERIOD_MS;
    return `${claimFilePath(claimId, slot, kind)}?expires=${expires}&signature=${this.signature(claimId, slot, kind, expires)}`;
  }

  verify(claimId: string, slot: string, kind: ClaimFileKind, expires: string | undefined, signature: string | undefined): boolean {
    const at = Number(expires);
    if (!Number.isSafeInteger(at) || at < this.clock.now().getTime() || !signature) return false;
    const expected = Buffer.from(this.signature(claimId, slot, kind, at));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
