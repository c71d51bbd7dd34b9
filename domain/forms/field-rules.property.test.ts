import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COUNTRY_CODE,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  alphanumeric,
  email,
  matches,
  minLength,
  multilineText,
  normalisePhone,
  notEmpty,
  numeric,
  password,
  phone,
  text,
} from './field-rules';

/** Longest generated field value: long enough for real names and addresses, short enough to keep runs fast. */
const MAX_FIELD_LENGTH = 60;
/** Highest code point drawn for letters: covers Latin, Greek, Cyrillic, Arabic, Indic scripts and the kana. */
const MAX_LETTER_CODE_POINT = 0x30ff;
/** Longest phone-like digit string: a few past the limit, so both sides of it are drawn. */
const MAX_PHONE_DIGITS_DRAWN = PHONE_MAX_DIGITS + 8;
/** Most lines drawn for multi-line text. */
const MAX_LINES = 5;

const TEXT_PUNCTUATION = [' ', '-', '.', ',', '/', '&', ':'];
const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

const letter = fc
  .integer({ min: 0x41, max: MAX_LETTER_CODE_POINT })
  .map((codePoint) => String.fromCodePoint(codePoint))
  .filter((character) => /^\p{L}$/u.test(character));
const digit = fc.constantFrom(...DIGITS);
const anyCharacter = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 });

const textValue = fc
  .array(fc.oneof(letter, fc.constantFrom(...TEXT_PUNCTUATION)), { maxLength: MAX_FIELD_LENGTH })
  .map((characters) => characters.join(''));
const characterOutsideText = anyCharacter.filter((character) => !/^[\p{L}\p{M} \-.,/&:]$/u.test(character));
const alphanumericValue = fc.array(fc.oneof(letter, digit), { maxLength: MAX_FIELD_LENGTH }).map((characters) => characters.join(''));
const characterOutsideAlphanumeric = anyCharacter.filter((character) => !/^[\p{L}\p{M}0-9]$/u.test(character));
const digits = (minLength: number, maxLength: number) =>
  fc.array(digit, { minLength, maxLength }).map((characters) => characters.join(''));
const nonDigit = anyCharacter.filter((character) => !/^[0-9]$/.test(character));
const whiteSpace = fc.array(fc.constantFrom(' ', '\t', '\n', '\r'), { maxLength: 4 }).map((characters) => characters.join(''));
const fieldValue = fc.string({ maxLength: MAX_FIELD_LENGTH });

/** Puts one character somewhere inside a value. */
function withInserted(value: fc.Arbitrary<string>, character: fc.Arbitrary<string>) {
  return fc.tuple(value, character, fc.nat()).map(([base, extra, at]) => {
    const position = at % (base.length + 1);
    return base.slice(0, position) + extra + base.slice(position);
  });
}

describe('field rules, properties', () => {
  it('text accepts any value built only from letters and the allowed punctuation', () => {
    fc.assert(fc.property(textValue, (value) => text(value) === null));
  });

  it('text refuses a value as soon as it holds one character outside the allowed set', () => {
    fc.assert(fc.property(withInserted(textValue, characterOutsideText), (value) => text(value)?.key === 'valid_text'));
  });

  it('multi-line text accepts everything single-line text accepts', () => {
    fc.assert(fc.property(fieldValue, (value) => text(value) !== null || multilineText(value) === null));
  });

  it('multi-line text accepts lines of text joined by line breaks', () => {
    fc.assert(
      fc.property(fc.array(textValue, { maxLength: MAX_LINES }), fc.constantFrom('\n', '\r\n'), (lines, newline) =>
        multilineText(lines.join(newline)) === null,
      ),
    );
  });

  it('alphanumeric accepts any value built only from letters and digits', () => {
    fc.assert(fc.property(alphanumericValue, (value) => alphanumeric(value) === null));
  });

  it('alphanumeric refuses a value holding any other character', () => {
    fc.assert(
      fc.property(withInserted(alphanumericValue, characterOutsideAlphanumeric), (value) => alphanumeric(value)?.key === 'valid_alphaNumeric'),
    );
  });

  it('numeric accepts exactly the values made of digits', () => {
    fc.assert(fc.property(fieldValue, (value) => (numeric(value) === null) === /^[0-9]*$/.test(value)));
  });

  it('numeric refuses digits with any other character among them', () => {
    fc.assert(fc.property(withInserted(digits(0, MAX_FIELD_LENGTH), nonDigit), (value) => numeric(value)?.key === 'must_be_numeric'));
  });

  it('phone accepts digits up to the limit and refuses longer ones', () => {
    fc.assert(
      fc.property(digits(0, MAX_PHONE_DIGITS_DRAWN), (value) => (phone(value) === null) === (value.length <= PHONE_MAX_DIGITS)),
    );
  });

  it('phone names the digit limit whenever it refuses', () => {
    fc.assert(
      fc.property(withInserted(digits(0, PHONE_MAX_DIGITS - 1), nonDigit), (value) => {
        expect(phone(value)).toEqual({ key: 'must_be_numeric_with_max_digits', values: { max: PHONE_MAX_DIGITS } });
      }),
    );
  });

  it('a normalised phone number always starts with the default country code', () => {
    fc.assert(fc.property(digits(0, PHONE_MAX_DIGITS), (value) => normalisePhone(value).startsWith(DEFAULT_COUNTRY_CODE)));
  });

  it('normalising a phone number twice changes nothing more', () => {
    fc.assert(
      fc.property(digits(0, PHONE_MAX_DIGITS), (value) => {
        const once = normalisePhone(value);
        expect(normalisePhone(once)).toBe(once);
      }),
    );
  });

  it('normalising keeps every digit but the trunk 0', () => {
    fc.assert(
      fc.property(digits(0, PHONE_MAX_DIGITS), (value) => {
        expect(normalisePhone(value).slice(DEFAULT_COUNTRY_CODE.length)).toBe(value.replace(/^0/, ''));
      }),
    );
  });

  it('a password with a digit, both cases and enough characters is accepted', () => {
    const strongPassword = fc
      .tuple(digit, fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), fc.string({ minLength: PASSWORD_MIN_LENGTH - 3, maxLength: MAX_FIELD_LENGTH }))
      .chain((parts) => fc.shuffledSubarray(parts, { minLength: parts.length, maxLength: parts.length }))
      .map((parts) => parts.join(''));
    fc.assert(fc.property(strongPassword, (value) => password(value) === null));
  });

  it('any accepted password is long enough and holds a digit, an upper-case and a lower-case letter', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: MAX_FIELD_LENGTH }), (value) => {
        fc.pre(password(value) === null);
        expect([...value].length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
        expect(value).toMatch(/[0-9]/);
        expect(value).toMatch(/\p{Lu}/u);
        expect(value).toMatch(/\p{Ll}/u);
      }),
    );
  });

  it('a password without digits is refused for its missing digit', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: MAX_FIELD_LENGTH }).filter((value) => !/[0-9]/.test(value)), (value) =>
        password(value)?.key === 'pass_should_contain_number',
      ),
    );
  });

  it('a minimum length accepts exactly the empty value and the values at least that long', () => {
    fc.assert(
      fc.property(fieldValue, fc.integer({ min: 1, max: MAX_FIELD_LENGTH }), (value, min) =>
        (minLength(min)(value) === null) === (value === '' || [...value].length >= min),
      ),
    );
  });

  it('any value confirms itself', () => {
    fc.assert(fc.property(fieldValue, (value) => matches(value)(value) === null));
  });

  it('a confirmation that differs is refused', () => {
    fc.assert(
      fc.property(fieldValue, fieldValue, (original, confirmation) => {
        fc.pre(original !== confirmation);
        expect(matches(original)(confirmation)).toEqual({ key: 'confirmation_must_match' });
      }),
    );
  });

  it('white space around a value does not change whether it is empty', () => {
    fc.assert(fc.property(whiteSpace, fieldValue, whiteSpace, (before, value, after) => notEmpty(`${before}${value}${after}`)?.key === notEmpty(value)?.key));
  });

  it('generated e-mail addresses are accepted', () => {
    fc.assert(fc.property(fc.emailAddress(), (value) => email(value) === null));
  });

  it('a value without an @ is never an e-mail address', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: MAX_FIELD_LENGTH }).filter((value) => !value.includes('@')), (value) => email(value)?.key === 'valid_email'));
  });
});
