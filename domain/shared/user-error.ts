/**
 * A refused input, as every layer speaks of it: the path of the field it concerns (products.2.qty as
 * ['products', '2', 'qty']; empty when it concerns the whole request), the dictionary key of the message the
 * person reads, and the values that message interpolates.
 */
export interface UserError {
  readonly field: readonly string[];
  readonly message: string;
  readonly values: Readonly<Record<string, string>>;
}

/** A refused input on a field written as a dotted path (`products.2.qty`) or as its parts. */
export function userError(field: string | readonly string[], message: string, values: Record<string, number | string> = {}): UserError {
  const path = typeof field === 'string' ? (field === '' ? [] : field.split('.')) : [...field];
  return { field: path, message, values: Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])) };
}

/** The dotted path of a user error's field, as forms key their messages (`products.2.qty`). */
export function fieldPath(error: UserError): string {
  return error.field.join('.');
}
