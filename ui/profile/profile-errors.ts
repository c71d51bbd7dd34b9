import type { IntlShape, MessageDescriptor } from 'react-intl';
import { FIELD_MESSAGE_KEYS, type FieldMessageKey } from '../../domain/forms/field-rules';
import { fieldPath, type UserError } from '../../domain/shared/user-error';
import { fieldMessages } from '../i18n/field-messages';
import { passwordMessages, profileMessages } from './profile-messages';

const SERVICE_MESSAGES: Record<string, MessageDescriptor> = {
  current_password_incorrect: profileMessages.currentPasswordIncorrect,
  email_already_exists: profileMessages.emailTaken,
  invalid_choice: profileMessages.invalidChoice,
  password_link_invalid: passwordMessages.linkInvalid,
  failed_set_password: passwordMessages.setFailed,
};

/** The text of a refused field, in the current language; an unknown refusal reads as the page's general failure. */
export function userErrorText(intl: IntlShape, error: UserError, fallback: MessageDescriptor): string {
  if ((FIELD_MESSAGE_KEYS as readonly string[]).includes(error.message)) return intl.formatMessage(fieldMessages[error.message as FieldMessageKey], error.values);
  return intl.formatMessage(SERVICE_MESSAGES[error.message] ?? fallback);
}

/** The message of one field among the refusals, or null. */
export function errorOf(intl: IntlShape, errors: readonly UserError[], field: string, fallback: MessageDescriptor): string | null {
  const found = errors.find((error) => fieldPath(error) === field);
  return found ? userErrorText(intl, found, fallback) : null;
}
