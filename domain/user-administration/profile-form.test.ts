import { describe, expect, it } from 'vitest';
import { userError } from '../shared/user-error';
import { ownProfileErrors, storedPhone, typedPhone, type OwnProfileInput } from './profile-form';

const noPasswordChange: OwnProfileInput = { name: 'Budi Santoso', email: 'budi@x.io', phone: '081234', languageId: 'en-us', sendEmail: true, sendEmailWarranty: false, currentPassword: '', newPassword: '', confirmation: '' };

describe('own profile form', () => {
  it('accepts a profile without a password change', () => {
    expect(ownProfileErrors(noPasswordChange)).toEqual([]);
  });

  it('refuses a phone with other characters than digits, or too many', () => {
    expect(ownProfileErrors({ ...noPasswordChange, phone: '0812-34' })).toEqual([userError('phone', 'must_be_numeric_with_max_digits', { max: 17 })]);
    expect(ownProfileErrors({ ...noPasswordChange, phone: '1'.repeat(18) })).toHaveLength(1);
  });

  it('asks for the current password and checks the new one as soon as one password field is filled', () => {
    expect(ownProfileErrors({ ...noPasswordChange, newPassword: 'Short1' })).toEqual([
      userError('currentPassword', 'required'),
      userError('newPassword', 'min_characters', { min: 8 }),
      userError('confirmation', 'confirmation_must_match'),
    ]);
  });

  it('stores the phone with the country code in place of the leading 0, and shows it back as typed', () => {
    expect(storedPhone('081234', '+62')).toBe('+6281234');
    expect(storedPhone(' ', '+62')).toBeNull();
    expect(typedPhone('+6281234', '+62')).toBe('081234');
    expect(typedPhone(null, '+62')).toBe('');
  });
});
