/**
 * A scope is a named permission a user holds, such as `page.catalog`.
 * A scope requirement lists what a page or field needs: each entry must be met, and an entry is either one
 * scope or an array meaning "any of these".
 */
export type Scope = string;
export type ScopeRequirementEntry = Scope | readonly Scope[];
export type ScopeRequirement = readonly ScopeRequirementEntry[];

/**
 * True when the held scopes meet every entry of the requirement. An empty requirement is met by anyone signed in;
 * an empty any-of array can never be met, so a mistyped requirement denies rather than allows.
 */
export function meetsScopeRequirement(held: ReadonlySet<Scope> | readonly Scope[], requirement: ScopeRequirement): boolean {
  const heldSet: ReadonlySet<Scope> = held instanceof Set ? held : new Set(held as readonly Scope[]);
  return requirement.every((entry) =>
    typeof entry === 'string' ? heldSet.has(entry) : entry.some((scope) => heldSet.has(scope)),
  );
}

/** The entries of a requirement that the held scopes do not meet, for logs and error messages. */
export function unmetScopeEntries(held: readonly Scope[], requirement: ScopeRequirement): ScopeRequirementEntry[] {
  const heldSet = new Set(held);
  return requirement.filter((entry) => !meetsScopeRequirement(heldSet, [entry]));
}
