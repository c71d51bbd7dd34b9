import { changesPassword, ownProfileErrors, storedPhone, typedPhone, type OwnProfileInput } from '../../../domain/user-administration/profile-form';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { PasswordHasher, Principal } from '../auth/ports';
import type { LanguageRepository } from '../config/ports';
import type { OwnProfile, OwnProfileRepository } from './ports';

export type OwnProfileDeps = { ownProfiles: OwnProfileRepository; passwords: PasswordHasher; languages: Pick<LanguageRepository, 'find'> };

/** The own profile for the form: the phone as typed, without the host's country code. */
export async function ownProfile(deps: Pick<OwnProfileDeps, 'ownProfiles'>, principal: Principal, countryCode: string): Promise<OwnProfile | undefined> {
  const found = await deps.ownProfiles.find(principal.userId);
  if (!found) return undefined;
  const { passwordHash: _hash, ...profile } = found;
  return { ...profile, phone: typedPhone(profile.phone, countryCode) };
}

/**
 * updateProfileUser: the signed-in user changes their name, e-mail, phone (stored with the host's country code),
 * language and notification choices, and optionally their password, which needs the current one. Nothing is stored
 * when any field is refused.
 */
export async function updateProfileUser(deps: OwnProfileDeps, principal: Principal, input: OwnProfileInput, countryCode: string): Promise<Result<OwnProfile>> {
  const errors = ownProfileErrors(input);
  const existing = await deps.ownProfiles.find(principal.userId);
  if (!existing) return refused(userError('', 'user_not_found'));
  const email = input.email.trim().toLowerCase();
  if (!errors.some((error) => error.field[0] === 'email') && (await deps.ownProfiles.emailTaken(email, principal.userId))) errors.push(userError('email', 'email_already_exists'));
  const language = await deps.languages.find(input.languageId.trim().toLowerCase());
  if (!language) errors.push(userError('languageId', 'invalid_choice'));
  const passwordChange = changesPassword(input);
  if (errors.length === 0 && passwordChange && !(await deps.passwords.verify(existing.passwordHash, input.currentPassword))) errors.push(userError('currentPassword', 'current_password_incorrect'));
  if (errors.length > 0) return refused(...errors);
  const profile: OwnProfile = {
    name: input.name.trim(),
    email,
    phone: storedPhone(input.phone, countryCode),
    languageId: language!.id,
    sendEmail: input.sendEmail,
    sendEmailWarranty: input.sendEmailWarranty,
  };
  await deps.ownProfiles.update(principal.userId, profile, passwordChange ? await deps.passwords.hash(input.newPassword) : null);
  return ok({ ...profile, phone: typedPhone(profile.phone, countryCode) });
}
