/** What the store knows of a presented refresh token. */
export interface StoredRefreshToken {
  expiresAtMs: number;
  spentAtMs: number | null;
  revokedAtMs: number | null;
}

/**
 * A refresh token is usable once: `valid` means rotate it; `reused` means it was already spent, which only a
 * copy of a stolen token can do, so the caller revokes the whole family.
 */
export type RefreshTokenVerdict = 'valid' | 'unknown' | 'expired' | 'revoked' | 'reused';

export function judgeRefreshToken(token: StoredRefreshToken | undefined, nowMs: number): RefreshTokenVerdict {
  if (!token) return 'unknown';
  if (token.revokedAtMs !== null) return 'revoked';
  if (token.spentAtMs !== null) return 'reused';
  if (nowMs >= token.expiresAtMs) return 'expired';
  return 'valid';
}
