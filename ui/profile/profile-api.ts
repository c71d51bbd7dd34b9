import type { OwnProfile } from '../../application/portal/profile/ports';
import type { OwnProfileInput } from '../../domain/user-administration/profile-form';
import type { Result } from '../../domain/shared/result';
import { foundOrUnavailable, portalApi, portsOf, read } from '../store/portal-api';
import type { AnsweringThunk } from '../store/thunk';

/** The own profile's read. */
export const profileApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    ownProfile: build.query<OwnProfile, void>({
      queryFn: async (_arg, api) => {
        const answer = await read(() => portsOf(api).profile.ownProfile());
        return 'error' in answer ? answer : foundOrUnavailable(answer.data);
      },
    }),
  }),
});

export const { useOwnProfileQuery } = profileApi;

/** Saves the own profile; an accepted save becomes the profile the page shows. */
export function ownProfileSaved(input: OwnProfileInput): AnsweringThunk<Promise<Result<OwnProfile>>> {
  return async (dispatch, _getState, useCases) => {
    const result = await useCases.updateOwnProfile(input);
    if (result.ok) dispatch(profileApi.util.upsertQueryEntries([{ endpointName: 'ownProfile', arg: undefined, value: result.value }]));
    return result;
  };
}

/** Sets a password through the e-mailed link's token. */
export function passwordSetWithLink(token: string, password: string, confirmation: string): AnsweringThunk<Promise<Result<true>>> {
  return (_dispatch, _getState, useCases) => useCases.setPasswordWithLink(token, password, confirmation);
}

/** Asks for a reset link for a user name or e-mail address. */
export function passwordResetRequested(login: string): AnsweringThunk<ReturnType<ReturnType<typeof portsOf>['passwordLinks']['requestReset']>> {
  return (_dispatch, _getState, useCases) => useCases.ports.passwordLinks.requestReset(login);
}
