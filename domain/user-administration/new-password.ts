import { firstFailure, matches, notEmpty, password as passwordRule } from '../forms/field-rules';
import { userError, type UserError } from '../shared/user-error';

/**
 * The refused fields of a new password and its confirmation (spec 000 §5): the password is required and holds a
 * digit, upper and lower case and at least 8 characters; the confirmation repeats it exactly. The set-password
 * page, the own-profile form and the service all judge a new password by this one rule.
 */
export function newPasswordErrors(password: string, confirmation: string, field = 'password'): UserError[] {
  const errors: UserError[] = [];
  const failure = firstFailure(password, [notEmpty, passwordRule]);
  if (failure) errors.push(userError(field, failure.key, failure.values ?? {}));
  const mismatch = matches(password)(confirmation);
  if (mismatch) errors.push(userError('confirmation', mismatch.key));
  return errors;
}
