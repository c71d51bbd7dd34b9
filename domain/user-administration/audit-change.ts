/**
 * An administrative change as the audit log keeps it: the state of the thing before and after, each a flat record
 * of field to value (null before a creation, null after a deletion). Values are compared as data, so a list of
 * roles given in another order is still a change, as the order is what the administrator saw.
 */
export type AuditState = Readonly<Record<string, unknown>>;

function sameValue(left: unknown, right: unknown): boolean {
  return JSON.stringify(left ?? null) === JSON.stringify(right ?? null);
}

/**
 * The fields an administrative change touched, sorted: every field whose value differs between before and after,
 * a field missing on one side counting as null. A creation or deletion touches every field present on its side.
 */
export function changedFields(before: AuditState | null, after: AuditState | null): string[] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...names].filter((name) => before === null || after === null || !sameValue(before[name], after[name])).sort();
}

/** Whether recording the change would say anything: a creation, a deletion, or at least one field changed. */
export function isChange(before: AuditState | null, after: AuditState | null): boolean {
  if (before === null && after === null) return false;
  return changedFields(before, after).length > 0 || before === null || after === null;
}
