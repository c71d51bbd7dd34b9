import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgePasswordResetRate, PASSWORD_RESET_RATE_LIMIT, passwordLinkExpiry, passwordLinkState, type PasswordLinkPurpose } from './password-link';

/** Instants within about thirty years of 2000, so dates stay valid when lifetimes are added. */
const instant = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true });
const purpose = fc.constantFrom<PasswordLinkPurpose>('reset', 'administrator');
/** Up to ten days in milliseconds: beyond every lifetime. */
const MAX_DELAY_MS = 10 * 24 * 60 * 60_000;

describe('password link properties', () => {
  it('an unused link is usable exactly before its expiry', () => {
    fc.assert(
      fc.property(purpose, instant, fc.integer({ min: 0, max: MAX_DELAY_MS }), (kind, issuedAt, delay) => {
        const expiresAt = passwordLinkExpiry(kind, issuedAt);
        const now = new Date(issuedAt.getTime() + delay);
        expect(passwordLinkState({ expiresAt, usedAt: null, replacedAt: null }, now) === 'usable').toBe(now < expiresAt);
      }),
    );
  });

  it('once used, a link is never usable again, whatever the time', () => {
    fc.assert(
      fc.property(purpose, instant, instant, instant, (kind, issuedAt, usedAt, now) => {
        expect(passwordLinkState({ expiresAt: passwordLinkExpiry(kind, issuedAt), usedAt, replacedAt: null }, now)).toBe('used');
      }),
    );
  });

  it('a link asked for on the sign-in page never outlives one an administrator sends at the same time', () => {
    fc.assert(fc.property(instant, (issuedAt) => {
      expect(passwordLinkExpiry('reset', issuedAt) <= passwordLinkExpiry('administrator', issuedAt)).toBe(true);
    }));
  });

  it('a client address never gets more reset requests taken within one window than the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4 * PASSWORD_RESET_RATE_LIMIT.windowMs }), { maxLength: 40 }), (arrivals) => {
        const taken: number[] = [];
        for (const at of [...arrivals].sort((a, b) => a - b)) if (judgePasswordResetRate(taken, at).allowed) taken.push(at);
        for (const at of taken) expect(taken.filter((other) => other <= at && at - other < PASSWORD_RESET_RATE_LIMIT.windowMs).length).toBeLessThanOrEqual(PASSWORD_RESET_RATE_LIMIT.maxPerWindow);
      }),
    );
  });
});
