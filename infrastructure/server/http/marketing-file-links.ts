import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MarketingFileLinks } from '../../../application/service/marketing-material/ports';
import type { Clock } from '../../../application/service/shared/ports';

/** How long a link stays valid at least; links issued within one such period are the same, so browsers cache them. */
export const MARKETING_LINK_PERIOD_MS = 60 * 60_000;

export type MarketingFileKind = 'original' | 'thumbnail';

/** The path an image's file is served at. */
export function marketingFilePath(imageId: string, kind: MarketingFileKind): string {
  return `/api/marketing-material/images/${encodeURIComponent(imageId)}/${kind}`;
}

/**
 * Signs the addresses of marketing images (HMAC-SHA256 over image, kind and expiry with a key derived from the
 * service's signing secret). The GraphQL field that issues a link has checked the reader's scope and markets, so
 * an <img> or a download link works without the bearer token, and only until it expires.
 */
export class MarketingFileLinksHmac implements MarketingFileLinks {
  private readonly key: Buffer;

  constructor(
    signingSecret: string,
    private readonly clock: Clock,
  ) {
    this.key = createHmac('sha256', signingSecret).update('marketing-file-links').digest();
  }

  private signature(imageId: string, kind: MarketingFileKind, expires: number): string {
    return createHmac('sha256', this.key).update(`${imageId}\n${kind}\n${expires}`).digest('base64url');
  }

  link(imageId: string, kind: MarketingFileKind): string {
    const now = this.clock.now().getTime();
    const expires = (Math.floor(now / MARKETING_LINK_PERIOD_MS) + 2) * MARKETING_LINK_PERIOD_MS;
    return `${marketingFilePath(imageId, kind)}?expires=${expires}&signature=${this.signature(imageId, kind, expires)}`;
  }

  /** Whether a link is one this service signed and has not expired. */
  verify(imageId: string, kind: MarketingFileKind, expires: string | undefined, signature: string | undefined): boolean {
    const at = Number(expires);
    if (!Number.isSafeInteger(at) || at < this.clock.now().getTime() || !signature) return false;
    const expected = Buffer.from(this.signature(imageId, kind, at));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
