import type { OwnProfileInput } from '../../../domain/user-administration/profile-form';
import type { Result } from '../../../domain/shared/result';

/** The signed-in user's own profile as /user/edit-profile shows it. */
export interface OwnProfile {
  name: string;
  email: string;
  /** The number as the person types it: without the country code it is stored with. */
  phone: string;
  /** The host's country code the phone is stored with (+62 by default). */
  phoneCountryCode: string;
  languageId: string;
  sendEmail: boolean;
  sendEmailWarranty: boolean;
}

/** The own-profile calls (scope profile.update). */
export interface ProfileGateway {
  ownProfile(): Promise<OwnProfile | null>;
  updateProfile(input: OwnProfileInput): Promise<Result<OwnProfile>>;
}

/** What became of a reset request: taken (whether or not the account exists), or refused for too many requests. */
export type PasswordResetRequestOutcome = { kind: 'accepted' } | { kind: 'too_many'; retryAfterSeconds: number };

/** The public password calls of the forgot-password and set-password pages (no session). */
export interface PasswordLinkGateway {
  /** Asks for a reset link for a user name or e-mail address. */
  requestReset(login: string): Promise<PasswordResetRequestOutcome>;
  /** Sets a password through the single-use link's token. */
  setPassword(token: string, password: string, confirmation: string): Promise<Result<true>>;
}
