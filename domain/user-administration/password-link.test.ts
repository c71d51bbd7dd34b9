import { describe, expect, it } from 'vitest';
import { ADMINISTRATOR_LINK_LIFETIME_MS, judgePasswordResetRate, PASSWORD_RESET_RATE_LIMIT, passwordLinkExpiry, passwordLinkState, RESET_LINK_LIFETIME_MS } from './password-link';

const issued = new Date('2026-11-26T08:00:00Z');

describe('password link', () => {
  it('expires after the lifetime of its purpose', () => {
    expect(passwordLinkExpiry('reset', issued).getTime() - issued.getTime()).toBe(RESET_LINK_LIFETIME_MS);
    expect(passwordLinkExpiry('administrator', issued).getTime() - issued.getTime()).toBe(ADMINISTRATOR_LINK_LIFETIME_MS);
  });

  it('is usable until its expiry instant, and no longer at it', () => {
    const link = { expiresAt: passwordLinkExpiry('reset', issued), usedAt: null, replacedAt: null };
    expect(passwordLinkState(link, new Date(link.expiresAt.getTime() - 1))).toBe('usable');
    expect(passwordLinkState(link, link.expiresAt)).toBe('expired');
  });

  it('is used once used, even before it expires', () => {
    expect(passwordLinkState({ expiresAt: passwordLinkExpiry('reset', issued), usedAt: issued, replacedAt: null }, issued)).toBe('used');
    expect(passwordLinkState({ expiresAt: passwordLinkExpiry('reset', issued), usedAt: null, replacedAt: issued }, issued)).toBe('replaced');
  });

  it('takes five reset requests from one address within a quarter of an hour, and the next once the oldest leaves it', () => {
    const start = issued.getTime();
    const five = [0, 1, 2, 3, 4].map((minute) => start + minute * 60_000);
    expect(judgePasswordResetRate(five.slice(0, 4), start + 5 * 60_000)).toEqual({ allowed: true });
    expect(judgePasswordResetRate(five, start + 5 * 60_000)).toEqual({ allowed: false, retryAfterMs: 10 * 60_000 });
    expect(judgePasswordResetRate(five, start + PASSWORD_RESET_RATE_LIMIT.windowMs)).toEqual({ allowed: true });
  });
});
