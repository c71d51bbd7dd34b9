/**
 * The sales organisations a request names that the acting user does not hold (has no user area in), each once, in
 * the order named. An administrator acts only within their own sales organisations: a request naming any other is
 * refused whole.
 */
export function salesOrganisationsNotHeld(held: readonly string[], requested: readonly string[]): string[] {
  const heldSet = new Set(held);
  return [...new Set(requested.filter((sorg) => !heldSet.has(sorg)))];
}
