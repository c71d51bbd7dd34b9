import type { UserError } from '../../../domain/shared/user-error';
import type { Result } from '../../../domain/shared/result';

/** The dictionary keys a mutation's message carries: one when it succeeded, one when it refused the input. */
export interface MutationMessageKeys {
  success: string | null;
  failure: string;
}

/** A user error as the contract's `UserError` type spells it: the values as name/value pairs. */
export function toContractUserError(error: UserError) {
  return { field: [...error.field], message: error.message, values: Object.entries(error.values).map(([name, value]) => ({ name, value })) };
}

/**
 * The spec's answer to a mutation, `{ message { status description } userErrors { field message values } }`,
 * from the refused inputs of a use-case (none when it succeeded). Every mutation answers through here.
 */
export function mutationAnswer(errors: readonly UserError[], keys: MutationMessageKeys) {
  const succeeded = errors.length === 0;
  return {
    message: { status: succeeded, description: succeeded ? keys.success : keys.failure },
    userErrors: errors.map(toContractUserError),
  };
}

/** The answer to a mutation from its use-case's result: the message and user errors, beside the value when it succeeded. */
export function resultAnswer<T>(result: Result<T>, keys: MutationMessageKeys) {
  return mutationAnswer(result.ok ? [] : result.error, keys);
}
