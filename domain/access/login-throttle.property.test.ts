import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeLoginThrottle, LOGIN_THROTTLE_POLICY, pauseAfter } from './login-throttle';

const limits = LOGIN_THROTTLE_POLICY.account;
const NOW = 10 * 60 * 60_000;
/** Failure instants within the window before now, at most `max` of them. */
const recentFailures = (max: number) => fc.array(fc.integer({ min: NOW - limits.windowMs + 1, max: NOW }), { maxLength: max });

describe('login throttle properties', () => {
  it('never pauses for the free failures, wherever they fall', () => {
    fc.assert(
      fc.property(recentFailures(limits.freeFailures), (failures) => {
        expect(judgeLoginThrottle(failures, NOW, limits).locked).toBe(false);
      }),
    );
  });

  it('never pauses longer than the maximum, nor longer than the pause its count earns after the latest failure', () => {
    fc.assert(
      fc.property(recentFailures(40), (failures) => {
        const verdict = judgeLoginThrottle(failures, NOW, limits);
        if (!verdict.locked) return;
        expect(verdict.retryAfterMs).toBeGreaterThan(0);
        expect(verdict.retryAfterMs).toBeLessThanOrEqual(limits.maxPauseMs);
        expect(NOW + verdict.retryAfterMs).toBe(Math.max(...failures) + pauseAfter(failures.length, limits));
      }),
    );
  });

  it('pauses at least as long after one more failure at the same moment', () => {
    fc.assert(
      fc.property(recentFailures(30), fc.integer({ min: NOW - limits.windowMs + 1, max: NOW }), (failures, extra) => {
        const latest = Math.max(extra, ...failures);
        const wait = (list: number[]) => {
          const verdict = judgeLoginThrottle(list, latest, limits);
          return verdict.locked ? verdict.retryAfterMs : 0;
        };
        expect(wait([...failures, extra])).toBeGreaterThanOrEqual(wait(failures));
      }),
    );
  });

  it('forgets every failure as old as the window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: NOW - limits.windowMs }), { maxLength: 40 }), (old) => {
        expect(judgeLoginThrottle(old, NOW, limits)).toEqual({ locked: false });
      }),
    );
  });
});
