/** The outcome of a use-case: a value, or a typed business error that the edge turns into a user error. */
export type Result<T, E extends string = string> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const err = <E extends string>(error: E): { ok: false; error: E } => ({ ok: false, error });
