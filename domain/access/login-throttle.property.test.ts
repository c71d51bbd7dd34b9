import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeLoginThrottle, LOGIN_THROTTLE_POLICY } from './login-throttle';

const { maxFailures, windowMs, lockMs } = LOGIN_THROTTLE_POLICY;
/** Failures spread over an hour before "now" cover the window, the lock and older history. */
const HISTORY_MS = 60 * 60_000;
const NOW = 10 * HISTORY_MS;

const failureTimes = fc.array(fc.integer({ min: NOW - HISTORY_MS, max: NOW }), { maxLength: 12 });

describe('login throttle properties', () => {
  it('never locks with fewer failures than the limit', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: NOW - HISTORY_MS, max: NOW }), { maxLength: maxFailures - 1 }), (failures) => {
        expect(judgeLoginThrottle(failures, NOW).locked).toBe(false);
      }),
    );
  });

  it('locks right after the limit is reached within the window, until the lock expires', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: windowMs - 1 }), (spread) => {
        const failures = Array.from({ length: maxFailures }, (_, index) => NOW - Math.floor((spread * index) / (maxFailures - 1)));
        const verdict = judgeLoginThrottle(failures, NOW);
        expect(verdict).toEqual({ locked: true, retryAfterMs: lockMs });
        expect(judgeLoginThrottle(failures, NOW + lockMs).locked).toBe(false);
      }),
    );
  });

  it('more failures never unlock: adding a failure keeps a lock', () => {
    fc.assert(
      fc.property(failureTimes, fc.integer({ min: NOW - HISTORY_MS, max: NOW }), (failures, extra) => {
        fc.pre(judgeLoginThrottle(failures, NOW).locked);
        expect(judgeLoginThrottle([...failures, extra], NOW).locked).toBe(true);
      }),
    );
  });

  it('the wait is always within the lock length', () => {
    fc.assert(
      fc.property(failureTimes, (failures) => {
        const verdict = judgeLoginThrottle(failures, NOW);
        if (verdict.locked) {
          expect(verdict.retryAfterMs).toBeGreaterThan(0);
          expect(verdict.retryAfterMs).toBeLessThanOrEqual(lockMs);
        }
      }),
    );
  });

  it('ignores the order in which failures are listed', () => {
    fc.assert(
      fc.property(failureTimes, (failures) => {
        expect(judgeLoginThrottle([...failures].reverse(), NOW)).toEqual(judgeLoginThrottle(failures, NOW));
      }),
    );
  });
});
