/** What the store knows of a presented refresh token. */
export interface StoredRefreshToken {
  expiresAtMs: number;
  spentAtMs: number | null;
  revokedAtMs: number | null;
}

/**
 * How long after its rotation a refresh token still answers with the pair it was exchanged for. Two tabs of one
 * browser that refresh at the same moment present the same token; the later one gets the same new pair instead
 * of looking like a thief.
 */
export const REFRESH_GRACE_MS = 10_000;

/**
 * A refresh token is usable once: `valid` means rotate it; `just-rotated` means it was spent within the grace
 * window, so the caller answers its successor again; `reused` means it was spent before that, which only a copy
 * of a stolen token can do, so the caller revokes the whole family.
 */
export type RefreshTokenVerdict = 'valid' | 'unknown' | 'expired' | 'revoked' | 'just-rotated' | 'reused';

export function judgeRefreshToken(token: StoredRefreshToken | undefined, nowMs: number): RefreshTokenVerdict {
  if (!token) return 'unknown';
  if (token.revokedAtMs !== null) return 'revoked';
  if (token.spentAtMs !== null) return nowMs - token.spentAtMs < REFRESH_GRACE_MS ? 'just-rotated' : 'reused';
  if (nowMs >= token.expiresAtMs) return 'expired';
  return 'valid';
}
