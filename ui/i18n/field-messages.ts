import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { FieldMessage, FieldMessageKey } from '../../domain/forms/field-rules';

/** The text of every message the shared field rules can answer, keyed by the rule's dictionary key. */
export const fieldMessages: Record<FieldMessageKey, MessageDescriptor> = defineMessages({
  required: { id: 'required', defaultMessage: 'This field is required' },
  valid_text: { id: 'valid_text', defaultMessage: 'Only letters, spaces and - . , / & : are allowed' },
  valid_alphaNumeric: { id: 'valid_alphaNumeric', defaultMessage: 'Only letters and numbers are allowed' },
  valid_email: { id: 'valid_email', defaultMessage: 'Please enter a valid e-mail address' },
  must_be_numeric_with_max_digits: { id: 'must_be_numeric_with_max_digits', defaultMessage: 'Must be numeric, at most {max} digits' },
  must_be_numeric: { id: 'must_be_numeric', defaultMessage: 'Must be numeric' },
  pass_should_contain_number: { id: 'pass_should_contain_number', defaultMessage: 'Password should contain a number' },
  pass_should_contain_upp_and_lower: {
    id: 'pass_should_contain_upp_and_lower',
    defaultMessage: 'Password should contain upper and lower case letters',
  },
  min_characters: { id: 'min_characters', defaultMessage: 'Must be at least {min} characters' },
  max_characters: { id: 'max_characters', defaultMessage: 'Can be at most {max} characters' },
  confirmation_must_match: { id: 'confirmation_must_match', defaultMessage: 'The confirmation does not match' },
  select_at_least_one: { id: 'select_at_least_one', defaultMessage: 'Select at least one item' },
});

/** The text of a field rule's message in the current language. */
export function formatFieldMessage(intl: IntlShape, message: FieldMessage): string {
  return intl.formatMessage(fieldMessages[message.key], message.values);
}
