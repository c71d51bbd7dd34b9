import type { OwnProfileInput } from '../../../../domain/user-administration/profile-form';
import { ok, refused, type Result } from '../../../../domain/shared/result';
import { userError } from '../../../../domain/shared/user-error';
import type { OwnProfile, PasswordLinkGateway, PasswordResetRequestOutcome, ProfileGateway } from '../ports';

/** The example dealer's own profile. */
export function exampleOwnProfile(): OwnProfile {
  return { name: 'Budi Santoso', email: 'budi@sepedajaya.example', phone: '081234567', phoneCountryCode: '+62', languageId: 'en-us', sendEmail: true, sendEmailWarranty: false };
}

/** The own profile in memory; `currentPassword` is the password a change must name. */
export class ProfileGatewayInMemory implements ProfileGateway {
  readonly saved: OwnProfileInput[] = [];

  constructor(
    private profile: OwnProfile | null = exampleOwnProfile(),
    private readonly currentPassword = 'Pedal2024',
  ) {}

  async ownProfile(): Promise<OwnProfile | null> {
    return this.profile;
  }

  async updateProfile(input: OwnProfileInput): Promise<Result<OwnProfile>> {
    if (!this.profile) return refused(userError([], 'user_not_found'));
    if (input.newPassword !== '' && input.currentPassword !== this.currentPassword) return refused(userError('currentPassword', 'current_password_incorrect'));
    this.saved.push(input);
    const { currentPassword: _current, newPassword: _new, confirmation: _confirmation, ...fields } = input;
    this.profile = { ...this.profile, ...fields };
    return ok(this.profile);
  }
}

/** The password calls in memory: tokens in `usable` set a password once; `tooMany` refuses every reset request. */
export class PasswordLinkGatewayInMemory implements PasswordLinkGateway {
  readonly requested: string[] = [];
  readonly setPasswords: { token: string; password: string }[] = [];

  constructor(
    private readonly usable = new Set<string>(['example-token']),
    private readonly tooMany = false,
  ) {}

  async requestReset(login: string): Promise<PasswordResetRequestOutcome> {
    if (this.tooMany) return { kind: 'too_many', retryAfterSeconds: 600 };
    this.requested.push(login);
    return { kind: 'accepted' };
  }

  async setPassword(token: string, password: string): Promise<Result<true>> {
    if (!this.usable.delete(token)) return refused(userError('token', 'password_link_invalid'));
    this.setPasswords.push({ token, password });
    return ok(true);
  }
}
