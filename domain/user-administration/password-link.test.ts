import { describe, expect, it } from 'vitest';
import { ADMINISTRATOR_LINK_LIFETIME_MS, passwordLinkExpiry, passwordLinkState, RESET_LINK_LIFETIME_MS } from './password-link';

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
});
