/** How many failed sign-ins a user name may have within a window before sign-in pauses. */
export interface LoginThrottlePolicy {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

export const LOGIN_THROTTLE_POLICY: LoginThrottlePolicy = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};

export type LoginThrottleVerdict = { locked: false } | { locked: true; retryAfterMs: number };

/**
 * Sign-in is paused for a user name once it has collected `maxFailures` failures within `windowMs`; it opens
 * again `lockMs` after the failure that reached the limit. Failures are instants in epoch milliseconds.
 */
export function judgeLoginThrottle(failures: readonly number[], nowMs: number, policy: LoginThrottlePolicy = LOGIN_THROTTLE_POLICY): LoginThrottleVerdict {
  const recent = failures.filter((at) => at <= nowMs && nowMs - at < Math.max(policy.windowMs, policy.lockMs)).sort((a, b) => a - b);
  for (let last = policy.maxFailures - 1; last < recent.length; last += 1) {
    const first = recent[last - policy.maxFailures + 1]!;
    const reached = recent[last]!;
    const unlocksAt = reached + policy.lockMs;
    if (reached - first < policy.windowMs && unlocksAt > nowMs) return { locked: true, retryAfterMs: unlocksAt - nowMs };
  }
  return { locked: false };
}
