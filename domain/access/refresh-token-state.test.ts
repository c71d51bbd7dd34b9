import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeRefreshToken, REFRESH_GRACE_MS } from './refresh-token-state';

const NOW = 1_800_000_000_000;
const instant = fc.integer({ min: NOW - 1_000_000, max: NOW + 1_000_000 });
const maybeInstant = fc.option(instant, { nil: null });

describe('judgeRefreshToken', () => {
  it('names each state', () => {
    expect(judgeRefreshToken(undefined, NOW)).toBe('unknown');
    expect(judgeRefreshToken({ expiresAtMs: NOW + 1, spentAtMs: null, revokedAtMs: null }, NOW)).toBe('valid');
    expect(judgeRefreshToken({ expiresAtMs: NOW, spentAtMs: null, revokedAtMs: null }, NOW)).toBe('expired');
    expect(judgeRefreshToken({ expiresAtMs: NOW + 1, spentAtMs: NOW - 5, revokedAtMs: null }, NOW)).toBe('just-rotated');
    expect(judgeRefreshToken({ expiresAtMs: NOW + 1, spentAtMs: NOW - REFRESH_GRACE_MS + 1, revokedAtMs: null }, NOW)).toBe('just-rotated');
    expect(judgeRefreshToken({ expiresAtMs: NOW + 1, spentAtMs: NOW - REFRESH_GRACE_MS, revokedAtMs: null }, NOW)).toBe('reused');
    expect(judgeRefreshToken({ expiresAtMs: NOW + 1, spentAtMs: NOW - 5, revokedAtMs: NOW - 1 }, NOW)).toBe('revoked');
  });

  it('is valid only when never spent, never revoked and not yet expired', () => {
    fc.assert(
      fc.property(instant, maybeInstant, maybeInstant, (expiresAtMs, spentAtMs, revokedAtMs) => {
        const valid = judgeRefreshToken({ expiresAtMs, spentAtMs, revokedAtMs }, NOW) === 'valid';
        expect(valid).toBe(spentAtMs === null && revokedAtMs === null && NOW < expiresAtMs);
      }),
    );
  });

  it('reports a spent token that was not revoked as reuse once the grace window has passed, whatever its expiry', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 1_000_000 }), (expiresAtMs, pastGraceMs) => {
        const spentAtMs = NOW - REFRESH_GRACE_MS - pastGraceMs;
        expect(judgeRefreshToken({ expiresAtMs, spentAtMs, revokedAtMs: null }, NOW)).toBe('reused');
      }),
    );
  });

  it('answers the successor again for a spent token within the grace window, even past its expiry, but never once revoked', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: REFRESH_GRACE_MS - 1 }), maybeInstant, (expiresAtMs, sinceSpentMs, revokedAtMs) => {
        const verdict = judgeRefreshToken({ expiresAtMs, spentAtMs: NOW - sinceSpentMs, revokedAtMs }, NOW);
        expect(verdict).toBe(revokedAtMs === null ? 'just-rotated' : 'revoked');
      }),
    );
  });
});
