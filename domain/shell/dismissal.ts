/** How long a closed announcement or banner pop-up stays hidden: two hours. */
export const DISMISSAL_MS = 7_200_000;

/**
 * Whether something closed at `closedAtMs` is still hidden at `nowMs`. Never closed, or closed two hours ago or
 * longer, shows it again; a closing time in the future (a clock turned back) does not hide it forever.
 */
export function isStillDismissed(closedAtMs: number | undefined, nowMs: number): boolean {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: undefined is not finite either, so its own test decides nothing
  if (closedAtMs === undefined || !Number.isFinite(closedAtMs)) return false;
  const elapsed = nowMs - closedAtMs;
  return elapsed >= 0 && elapsed < DISMISSAL_MS;
}

/** When a dismissal made at `closedAtMs` ends. */
export function dismissalEndsAt(closedAtMs: number): number {
  return closedAtMs + DISMISSAL_MS;
}
