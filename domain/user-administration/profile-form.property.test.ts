import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_MAX_DIGITS } from '../forms/field-rules';
import { storedPhone, typedPhone } from './profile-form';

/** Country codes of the portal's markets. */
const COUNTRY_CODES = ['+62', '+60', '+65', '+1', '+31'];
/** A local number as typed: a trunk 0 and further digits, within the phone limit. */
const localNumber = fc.stringMatching(new RegExp(`^0[1-9][0-9]{0,${PHONE_MAX_DIGITS - 3}}$`));

describe('own profile phone properties', () => {
  it('a number typed with its trunk 0 is shown back exactly as typed', () => {
    fc.assert(
      fc.property(localNumber, fc.constantFrom(...COUNTRY_CODES), (typed, code) => {
        expect(typedPhone(storedPhone(typed, code), code)).toBe(typed);
      }),
    );
  });

  it('a stored number always starts with the country code and holds only digits after it', () => {
    fc.assert(
      fc.property(localNumber, fc.constantFrom(...COUNTRY_CODES), (typed, code) => {
        const stored = storedPhone(typed, code)!;
        expect(stored.startsWith(code)).toBe(true);
        expect(stored.slice(code.length)).toMatch(/^[0-9]+$/);
      }),
    );
  });
});
