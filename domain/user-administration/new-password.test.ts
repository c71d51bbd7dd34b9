import { describe, expect, it } from 'vitest';
import { userError } from '../shared/user-error';
import { newPasswordErrors } from './new-password';

describe('new password', () => {
  it('accepts a password with a digit, upper and lower case and 8 characters, confirmed exactly', () => {
    expect(newPasswordErrors('Saddle2026', 'Saddle2026')).toEqual([]);
  });

  it('names the first broken rule of the password, on the field it is asked for', () => {
    expect(newPasswordErrors('', '')).toEqual([userError('password', 'required')]);
    expect(newPasswordErrors('Saddlebag', 'Saddlebag')).toEqual([userError('password', 'pass_should_contain_number')]);
    expect(newPasswordErrors('saddle2026', 'saddle2026', 'newPassword')).toEqual([userError('newPassword', 'pass_should_contain_upp_and_lower')]);
    expect(newPasswordErrors('Sad2026', 'Sad2026')).toEqual([userError('password', 'min_characters', { min: 8 })]);
  });

  it('refuses a confirmation that differs, even only in case', () => {
    expect(newPasswordErrors('Saddle2026', 'saddle2026')).toEqual([userError('confirmation', 'confirmation_must_match')]);
  });
});
