import type { UserError } from './user-error';

/**
 * The outcome of a rule or a use-case: the value it produced, or why it could not. The reason is the refused
 * inputs unless the caller names a narrower one (a reason code the edge maps itself).
 */
export type Result<T, E = readonly UserError[]> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });

/** A refusal for one or more inputs; nothing was changed. */
export const refused = (...errors: UserError[]): { ok: false; error: readonly UserError[] } => ({ ok: false, error: errors });
