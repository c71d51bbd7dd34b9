import { describe, expect, it } from 'vitest';
import { judgeLoginThrottle, judgeSignInAttempt, LOGIN_THROTTLE_POLICY, pauseAfter } from './login-throttle';

const NOW = 1_800_000_000_000;
const MINUTE = 60_000;
const ACCOUNT = LOGIN_THROTTLE_POLICY.account;

/** `count` failures one millisecond apart, the last at `last`. */
function burst(count: number, last: number): number[] {
  return Array.from({ length: count }, (_, index) => last - (count - 1 - index));
}

describe('login throttle', () => {
  it('pauses an account for a minute at the fifth failure, and doubles the pause with each failure after, up to fifteen minutes', () => {
    expect([4, 5, 6, 7, 8, 9, 10, 30].map((count) => pauseAfter(count, ACCOUNT))).toEqual([0, 1, 2, 4, 8, 15, 15, 15].map((minutes) => minutes * MINUTE));
    expect(judgeLoginThrottle(burst(4, NOW), NOW, ACCOUNT)).toEqual({ locked: false });
    expect(judgeLoginThrottle(burst(5, NOW), NOW, ACCOUNT)).toEqual({ locked: true, retryAfterMs: MINUTE });
  });

  it('opens again exactly when the pause after the latest failure has run out, not a millisecond before', () => {
    const failures = burst(6, NOW);
    expect(judgeLoginThrottle(failures, NOW + 2 * MINUTE - 1, ACCOUNT)).toEqual({ locked: true, retryAfterMs: 1 });
    expect(judgeLoginThrottle(failures, NOW + 2 * MINUTE, ACCOUNT)).toEqual({ locked: false });
  });

  it('forgets a failure once it is as old as the window, and counts failures stamped after the moment judged', () => {
    expect(judgeLoginThrottle([NOW - 15 * MINUTE, ...burst(4, NOW)], NOW, ACCOUNT)).toEqual({ locked: false });
    expect(judgeLoginThrottle([NOW - 15 * MINUTE + 1, ...burst(4, NOW)], NOW, ACCOUNT)).toEqual({ locked: true, retryAfterMs: MINUTE });
    expect(judgeLoginThrottle(burst(5, NOW + 1), NOW, ACCOUNT)).toEqual({ locked: true, retryAfterMs: MINUTE + 1 });
  });

  it('lets a client address fail twenty times across accounts before it pauses', () => {
    expect(judgeSignInAttempt({ account: [], device: null, client: burst(20, NOW) }, NOW)).toEqual({ locked: false });
    expect(judgeSignInAttempt({ account: [], device: null, client: burst(21, NOW) }, NOW)).toEqual({ locked: true, retryAfterMs: MINUTE });
  });

  it('judges a known browser by its own failures, not by an attack on its account from elsewhere', () => {
    const attacked = burst(30, NOW);
    expect(judgeSignInAttempt({ account: attacked, device: null, client: [] }, NOW).locked).toBe(true);
    expect(judgeSignInAttempt({ account: attacked, device: [], client: [] }, NOW)).toEqual({ locked: false });
    expect(judgeSignInAttempt({ account: [], device: burst(5, NOW), client: [] }, NOW)).toEqual({ locked: true, retryAfterMs: MINUTE });
  });

  it('makes an attempt wait for the longest pause that applies to it', () => {
    expect(judgeSignInAttempt({ account: burst(6, NOW), device: null, client: burst(22, NOW - 1000) }, NOW)).toEqual({ locked: true, retryAfterMs: 2 * MINUTE });
    expect(judgeSignInAttempt({ account: burst(5, NOW), device: null, client: burst(23, NOW) }, NOW)).toEqual({ locked: true, retryAfterMs: 4 * MINUTE });
  });
});
