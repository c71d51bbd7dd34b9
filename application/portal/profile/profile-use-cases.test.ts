import { describe, expect, it } from 'vitest';
import { userError } from '../../../domain/shared/user-error';
import { createProfileUseCases, FAILED_UPDATE_PROFILE } from './profile-use-cases';
import { PasswordLinkGatewayInMemory, ProfileGatewayInMemory } from './testing/profile-gateway.in-memory';

const profileInput = { name: 'Budi Santoso', email: 'budi@sepedajaya.example', phone: '081234567', languageId: 'en-us', sendEmail: true, sendEmailWarranty: true, currentPassword: '', newPassword: '', confirmation: '' };

function given() {
  const profile = new ProfileGatewayInMemory();
  const passwordLinks = new PasswordLinkGatewayInMemory();
  return { profile, passwordLinks, useCases: createProfileUseCases({ profile, passwordLinks }) };
}

describe('own profile and password link use-cases', () => {
  it('sends a profile that passes the rules and answers the saved profile', async () => {
    const { profile, useCases } = given();
    const saved = await useCases.updateOwnProfile(profileInput);
    expect(saved).toMatchObject({ ok: true, value: { sendEmailWarranty: true } });
    expect(profile.saved).toHaveLength(1);
  });

  it('refuses a bad phone and a weak new password without asking the service', async () => {
    const { profile, useCases } = given();
    const refusedProfile = await useCases.updateOwnProfile({ ...profileInput, phone: '0812-34', currentPassword: 'Pedal2024', newPassword: 'weakpass1', confirmation: 'weakpass1' });
    expect(refusedProfile).toEqual({
      ok: false,
      error: [userError('phone', 'must_be_numeric_with_max_digits', { max: 17 }), userError('newPassword', 'pass_should_contain_upp_and_lower')],
    });
    expect(profile.saved).toEqual([]);
  });

  it('passes on the service refusal of a wrong current password', async () => {
    const { useCases } = given();
    const answer = await useCases.updateOwnProfile({ ...profileInput, currentPassword: 'Wrong2024', newPassword: 'Brakes2026', confirmation: 'Brakes2026' });
    expect(answer).toEqual({ ok: false, error: [userError('currentPassword', 'current_password_incorrect')] });
  });

  it('answers a general failure when the service cannot be reached', async () => {
    const profile = new ProfileGatewayInMemory();
    profile.updateProfile = () => Promise.reject(new Error('offline'));
    const useCases = createProfileUseCases({ profile, passwordLinks: new PasswordLinkGatewayInMemory() });
    expect(await useCases.updateOwnProfile(profileInput)).toEqual({ ok: false, error: [userError([], FAILED_UPDATE_PROFILE)] });
  });

  it('sets a password through a link once; a mismatched confirmation never reaches the service', async () => {
    const { passwordLinks, useCases } = given();
    expect(await useCases.setPasswordWithLink('example-token', 'Saddle2026', 'Saddle2027')).toEqual({ ok: false, error: [userError('confirmation', 'confirmation_must_match')] });
    expect(passwordLinks.setPasswords).toEqual([]);
    expect(await useCases.setPasswordWithLink('example-token', 'Saddle2026', 'Saddle2026')).toEqual({ ok: true, value: true });
    expect(await useCases.setPasswordWithLink('example-token', 'Saddle2026', 'Saddle2026')).toEqual({ ok: false, error: [userError('token', 'password_link_invalid')] });
  });
});
