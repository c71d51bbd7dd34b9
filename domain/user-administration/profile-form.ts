import { userError, type UserError } from '../shared/user-error';
import { email, firstFailure, maxLength, normalisePhone, notEmpty, phone, text, type FieldMessage } from '../forms/field-rules';
import { newPasswordErrors } from './new-password';
import { USER_FIELD_MAX_LENGTH } from './user-form';

/** What a user changes on their own profile (/user/edit-profile); the password fields are empty when it stays. */
export interface OwnProfileInput {
  name: string;
  email: string;
  /** The number as typed: digits only, without the country code. */
  phone: string;
  languageId: string;
  sendEmail: boolean;
  sendEmailWarranty: boolean;
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

function fieldError(path: string, failure: FieldMessage | null): UserError[] {
  return failure ? [userError(path, failure.key, failure.values ?? {})] : [];
}

/** Whether the input asks for a password change: any of the three password fields filled. */
export function changesPassword(input: OwnProfileInput): boolean {
  return input.currentPassword !== '' || input.newPassword !== '' || input.confirmation !== '';
}

/**
 * The refused fields of an own-profile change, by the shared field rules: name and e-mail required, the phone
 * digits only (optional), and for a password change the current password, a new one that follows the password
 * rule, and its confirmation. The form and the service both judge a profile by it.
 */
export function ownProfileErrors(input: OwnProfileInput): UserError[] {
  const errors = [
    ...fieldError('name', firstFailure(input.name.trim(), [notEmpty, text, maxLength(USER_FIELD_MAX_LENGTH)])),
    ...fieldError('email', firstFailure(input.email.trim(), [notEmpty, email, maxLength(USER_FIELD_MAX_LENGTH)])),
    ...fieldError('phone', phone(input.phone.trim())),
  ];
  if (changesPassword(input)) {
    errors.push(...fieldError('currentPassword', notEmpty(input.currentPassword)));
    errors.push(...newPasswordErrors(input.newPassword, input.confirmation, 'newPassword'));
  }
  return errors;
}

/** The phone as stored: the typed digits with the host's country code, or null when none was typed. */
export function storedPhone(typed: string, countryCode: string): string | null {
  const digits = typed.trim();
  return digits === '' ? null : normalisePhone(digits, countryCode);
}

/** The stored phone as the form shows it for editing: without the country code it was stored with. */
export function typedPhone(stored: string | null, countryCode: string): string {
  if (!stored) return '';
  return stored.startsWith(countryCode) ? `0${stored.slice(countryCode.length)}` : stored.replace(/^\+/, '');
}
