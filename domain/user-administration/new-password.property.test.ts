import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../forms/field-rules';
import { newPasswordErrors } from './new-password';

/** Enough characters past the minimum to reach the longer passwords people choose. */
const EXTRA_LENGTH = 24;

const wellFormed = fc
  .tuple(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), fc.integer({ min: 0, max: 9 }), fc.string({ minLength: PASSWORD_MIN_LENGTH - 3, maxLength: EXTRA_LENGTH }))
  .map(([upper, lower, digit, rest]) => `${upper}${lower}${digit}${rest}`);

describe('new password properties', () => {
  it('accepts every password with a digit, both cases and the minimum length, when it is confirmed', () => {
    fc.assert(fc.property(wellFormed, (password) => {
        expect(newPasswordErrors(password, password)).toEqual([]);
      }));
  });

  it('refuses every password without a digit, whatever the confirmation', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: EXTRA_LENGTH }).filter((value) => !/[0-9]/.test(value)), fc.string(), (password, confirmation) => {
        expect(newPasswordErrors(password, confirmation).some((error) => error.field[0] === 'password')).toBe(true);
      }),
    );
  });

  it('refuses every confirmation that differs from the password, and only then speaks of the confirmation', () => {
    fc.assert(
      fc.property(wellFormed, fc.string(), (password, confirmation) => {
        const aboutConfirmation = newPasswordErrors(password, confirmation).some((error) => error.field[0] === 'confirmation');
        expect(aboutConfirmation).toBe(confirmation !== password);
      }),
    );
  });
});
