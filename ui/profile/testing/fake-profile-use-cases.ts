import { vi } from 'vitest';
import type { ProfileUseCases } from '../../../application/portal/profile/profile-use-cases';
import { refused } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';

/** The own profile's and the password link's use-cases as spies that save nothing. */
export function fakeProfileUseCases(): ProfileUseCases {
  return {
    updateOwnProfile: vi.fn<ProfileUseCases['updateOwnProfile']>(async () => refused(userError([], 'failed_update_profile'))),
    setPasswordWithLink: vi.fn<ProfileUseCases['setPasswordWithLink']>(async () => refused(userError([], 'failed_set_password'))),
  };
}
