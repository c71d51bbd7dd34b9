import { ok, refused, type Result } from '../../domain/shared/result';
import { userError } from '../../domain/shared/user-error';
import { fromContractUserErrors, type ContractUserError } from './contract-user-errors';

/** A content mutation's answer as a result: the value when the service accepted the change, else its user errors. */
export function contentAnswer<Payload, T>(
  payload: { message: { status: boolean; description?: string | null }; userErrors: readonly ContractUserError[] },
  value: Payload | null | undefined,
  toValue: (value: Payload) => T,
): Result<T> {
  if (payload.message.status && payload.userErrors.length === 0 && value !== null && value !== undefined) return ok(toValue(value));
  const errors = fromContractUserErrors(payload.userErrors);
  return errors.length > 0 ? { ok: false, error: errors } : refused(userError([], payload.message.description ?? 'something_wrong'));
}
