/**
 * The shared field rules of the portal's forms (spec 000 §5). Each rule looks at one value and answers either
 * null (the value is acceptable) or the dictionary key of the message to show, with the values that message
 * interpolates. Only `required`, `notEmpty` and `atLeastOne` reject an empty value: the other rules accept it, so
 * that an optional field may stay blank and a mandatory one lists `required` first.
 */

/** Dictionary keys of the messages the field rules answer. */
export const FIELD_MESSAGE_KEYS = [
  'required',
  'valid_text',
  'valid_alphaNumeric',
  'valid_email',
  'must_be_numeric_with_max_digits',
  'must_be_numeric',
  'pass_should_contain_number',
  'pass_should_contain_upp_and_lower',
  'min_characters',
  'max_characters',
  'confirmation_must_match',
  'select_at_least_one',
] as const;
export type FieldMessageKey = (typeof FIELD_MESSAGE_KEYS)[number];

/** Why a field's value is refused: a dictionary key and the values its message interpolates. */
export interface FieldMessage {
  key: FieldMessageKey;
  values?: Record<string, string | number>;
}

/** A rule over one field's value: null when the value is acceptable. */
export type FieldRule<T = string> = (value: T) => FieldMessage | null;

/** The most digits a phone number may have. */
export const PHONE_MAX_DIGITS = 17;
/** The country code a phone number gets when it is written without one. */
export const DEFAULT_COUNTRY_CODE = '+62';
/** The fewest characters a password may have. */
export const PASSWORD_MIN_LENGTH = 8;
/** The fewest characters of the other fields that set a minimum length. */
export const OTHER_MIN_LENGTH = 9;

const TEXT_PATTERN = /^[\p{L}\p{M} \-.,/&:]*$/u;
const MULTILINE_TEXT_PATTERN = /^[\p{L}\p{M} \-.,/&:\r\n]*$/u;
const ALPHANUMERIC_PATTERN = /^[\p{L}\p{M}0-9]*$/u;
const DIGITS_PATTERN = /^[0-9]*$/;
// One @, no spaces, and a domain made of at least two dot-separated labels.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function message(key: FieldMessageKey, values?: Record<string, string | number>): FieldMessage {
  return values ? { key, values } : { key };
}

/** A value is present: neither null, undefined, an empty string nor an empty list. */
export const required: FieldRule<unknown> = (value) => {
  const missing = value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  return missing ? message('required') : null;
};

/** A string that still holds something once its surrounding white space is trimmed. */
export const notEmpty: FieldRule = (value) => (value.trim() === '' ? message('required') : null);

/** Text: letters of any script, space, dash, dot, comma, slash, ampersand and colon. */
export const text: FieldRule = (value) => (TEXT_PATTERN.test(value) ? null : message('valid_text'));

/** Multi-line text: what `text` allows, plus line breaks. */
export const multilineText: FieldRule = (value) => (MULTILINE_TEXT_PATTERN.test(value) ? null : message('valid_text'));

/** Letters of any script and the digits 0 to 9, nothing else. */
export const alphanumeric: FieldRule = (value) => (ALPHANUMERIC_PATTERN.test(value) ? null : message('valid_alphaNumeric'));

/** An e-mail address: a local part, one @, and a domain with at least one dot, without spaces. */
export const email: FieldRule = (value) => (value === '' || EMAIL_PATTERN.test(value) ? null : message('valid_email'));

/** A phone number as typed: digits only, at most {@link PHONE_MAX_DIGITS} of them. */
export const phone: FieldRule = (value) =>
  DIGITS_PATTERN.test(value) && value.length <= PHONE_MAX_DIGITS
    ? null
    : message('must_be_numeric_with_max_digits', { max: PHONE_MAX_DIGITS });

/**
 * The phone number as it is stored: a number already starting with the country code is kept; otherwise its
 * trunk prefix (one leading 0) is dropped and the country code put in front. Expects a value that passes `phone`.
 */
export function normalisePhone(value: string, countryCode: string = DEFAULT_COUNTRY_CODE): string {
  if (value.startsWith(countryCode)) return value;
  return `${countryCode}${value.replace(/^0/, '')}`;
}

/** Digits 0 to 9 only. */
export const numeric: FieldRule = (value) => (DIGITS_PATTERN.test(value) ? null : message('must_be_numeric'));

/** At least `min` characters (counted as code points, so an emoji is one). */
export function minLength(min: number): FieldRule {
  return (value) => (value === '' || [...value].length >= min ? null : message('min_characters', { min }));
}

/** At most `max` characters (counted as code points, so an emoji is one). */
export function maxLength(max: number): FieldRule {
  return (value) => ([...value].length <= max ? null : message('max_characters', { max }));
}

/** A password holds at least one digit. */
export const passwordHasDigit: FieldRule = (value) => (value === '' || /[0-9]/.test(value) ? null : message('pass_should_contain_number'));

/** A password holds at least one upper-case and one lower-case letter. */
export const passwordHasUpperAndLower: FieldRule = (value) =>
  value === '' || (/\p{Lu}/u.test(value) && /\p{Ll}/u.test(value)) ? null : message('pass_should_contain_upp_and_lower');

/** A password: a digit, upper and lower case, and at least {@link PASSWORD_MIN_LENGTH} characters; the first failure wins. */
export const password: FieldRule = (value) =>
  firstFailure(value, [passwordHasDigit, passwordHasUpperAndLower, minLength(PASSWORD_MIN_LENGTH)]);

/** The other fields with a minimum length need at least {@link OTHER_MIN_LENGTH} characters. */
export const otherMinLength: FieldRule = minLength(OTHER_MIN_LENGTH);

/** A confirmation field repeats the value it confirms exactly. */
export function matches(original: string): FieldRule {
  return (confirmation) => (confirmation === original ? null : message('confirmation_must_match'));
}

/** A combo box has at least one item chosen. */
export const atLeastOne: FieldRule<readonly unknown[]> = (items) => (items.length > 0 ? null : message('select_at_least_one'));

/** Applies rules in order and answers the first failure, or null when all pass. */
export function firstFailure<T>(value: T, rules: readonly FieldRule<T>[]): FieldMessage | null {
  for (const rule of rules) {
    const failure = rule(value);
    if (failure) return failure;
  }
  return null;
}
