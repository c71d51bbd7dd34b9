/**
 * Sales-organisation reach of a user administrator: an administrator acts only on the sales organisations they
 * hold (their own user areas). A user is within reach when every sales organisation the user has, and every one the
 * change would give them, is held by the administrator; a user with no sales organisation is within reach of every
 * administrator, so that an account without areas can still be completed or removed.
 */

/** The sales organisations in `wanted` that the administrator does not hold, sorted and without repeats. */
export function sorgsOutOfReach(held: readonly string[], wanted: readonly string[]): string[] {
  const heldSet = new Set(held);
  return [...new Set(wanted.filter((sorg) => !heldSet.has(sorg)))].sort();
}

/** Whether an administrator holding `held` may act on a user who has `current` and would have `next`. */
export function userWithinReach(held: readonly string[], current: readonly string[], next: readonly string[] = []): boolean {
  return sorgsOutOfReach(held, [...current, ...next]).length === 0;
}
