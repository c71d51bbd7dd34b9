import { newPasswordErrors } from '../../../domain/user-administration/new-password';
import { ownProfileErrors, type OwnProfileInput } from '../../../domain/user-administration/profile-form';
import { refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { OwnProfile, PasswordLinkGateway, ProfileGateway } from './ports';

/** The dictionary key of a profile save the service did not answer. */
export const FAILED_UPDATE_PROFILE = 'failed_update_profile';
/** The dictionary key of a password the service did not answer for. */
export const FAILED_SET_PASSWORD = 'failed_set_password';

/** Saves the own profile: its fields are checked by the rule the service applies before anything is sent. */
export type UpdateOwnProfile = (input: OwnProfileInput) => Promise<Result<OwnProfile>>;
/** Sets a password through a link: the password rules and the confirmation are checked before it is sent. */
export type SetPasswordWithLink = (token: string, password: string, confirmation: string) => Promise<Result<true>>;

export interface ProfileUseCases {
  updateOwnProfile: UpdateOwnProfile;
  setPasswordWithLink: SetPasswordWithLink;
}

async function answered<T>(send: () => Promise<Result<T>>, failure: string): Promise<Result<T>> {
  try {
    const outcome = await send();
    return outcome.ok || outcome.error.length > 0 ? outcome : refused(userError([], failure));
  } catch {
    return refused(userError([], failure));
  }
}

export function createProfileUseCases(ports: { profile: ProfileGateway; passwordLinks: PasswordLinkGateway }): ProfileUseCases {
  return {
    updateOwnProfile: async (input) => {
      const errors = ownProfileErrors(input);
      return errors.length > 0 ? refused(...errors) : answered(() => ports.profile.updateProfile(input), FAILED_UPDATE_PROFILE);
    },
    setPasswordWithLink: async (token, password, confirmation) => {
      const errors = newPasswordErrors(password, confirmation);
      return errors.length > 0 ? refused(...errors) : answered(() => ports.passwordLinks.setPassword(token, password, confirmation), FAILED_SET_PASSWORD);
    },
  };
}
