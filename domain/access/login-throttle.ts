/**
 * How failed sign-ins slow further attempts down: the first `freeFailures` within the window cost nothing, the
 * next pauses sign-in for `firstPauseMs` after the latest failure, and every failure after that doubles the pause,
 * up to `maxPauseMs`. Failures older than the window are forgotten.
 */
export interface ThrottleLimits {
  freeFailures: number;
  firstPauseMs: number;
  maxPauseMs: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Three counts, after OWASP's advice on blocking brute force without locking owners out: failures on one account
 * from browsers it was never signed in with, failures on that account from one browser it was signed in with
 * before (its device cookie), and failures from one client address whatever the accounts. An attack on an
 * account pauses the unknown browsers only; its owner's known browser keeps its own count.
 */
export const LOGIN_THROTTLE_POLICY = {
  account: { freeFailures: 4, firstPauseMs: MINUTE, maxPauseMs: 15 * MINUTE, windowMs: 15 * MINUTE },
  device: { freeFailures: 4, firstPauseMs: MINUTE, maxPauseMs: 15 * MINUTE, windowMs: 15 * MINUTE },
  client: { freeFailures: 20, firstPauseMs: MINUTE, maxPauseMs: 15 * MINUTE, windowMs: 15 * MINUTE },
} as const satisfies Record<string, ThrottleLimits>;

export type LoginThrottleVerdict = { locked: false } | { locked: true; retryAfterMs: number };

/** The pause that `failures` failures within the window impose after the latest of them. */
export function pauseAfter(failures: number, limits: ThrottleLimits): number {
  if (failures <= limits.freeFailures) return 0;
  return Math.min(limits.maxPauseMs, limits.firstPauseMs * 2 ** (failures - limits.freeFailures - 1));
}

/**
 * Whether the failures (epoch milliseconds) pause sign-in at `nowMs`, and for how much longer. A failure stamped
 * after `nowMs` counts too: attempts sent at once read the clock before they queue for the count, so an attempt
 * judged later may carry the earlier stamp.
 */
export function judgeLoginThrottle(failures: readonly number[], nowMs: number, limits: ThrottleLimits): LoginThrottleVerdict {
  const recent = failures.filter((at) => nowMs - at < limits.windowMs);
  const pause = pauseAfter(recent.length, limits);
  if (pause === 0) return { locked: false };
  const opensAt = Math.max(...recent) + pause;
  return opensAt > nowMs ? { locked: true, retryAfterMs: opensAt - nowMs } : { locked: false };
}

/** The failures an attempt is judged by: its account's (or its known browser's) and its client address's. */
export interface AttemptHistory {
  /** Failures on the account from unknown browsers; ignored when the attempt comes from a known one. */
  account: readonly number[];
  /** Failures on the account from the attempt's known browser; null when the browser is unknown. */
  device: readonly number[] | null;
  client: readonly number[];
}

/** An attempt waits for the longest pause among the counts that apply to it. */
export function judgeSignInAttempt(history: AttemptHistory, nowMs: number): LoginThrottleVerdict {
  const verdicts = [
    history.device === null ? judgeLoginThrottle(history.account, nowMs, LOGIN_THROTTLE_POLICY.account) : judgeLoginThrottle(history.device, nowMs, LOGIN_THROTTLE_POLICY.device),
    judgeLoginThrottle(history.client, nowMs, LOGIN_THROTTLE_POLICY.client),
  ];
  const waits = verdicts.flatMap((verdict) => (verdict.locked ? [verdict.retryAfterMs] : []));
  return waits.length > 0 ? { locked: true, retryAfterMs: Math.max(...waits) } : { locked: false };
}
