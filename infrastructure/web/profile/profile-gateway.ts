import type { OwnProfile, ProfileGateway } from '../../../application/portal/profile/ports';
import type { OwnProfileInput } from '../../../domain/user-administration/profile-form';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { OwnProfileDocument, UpdateProfileUserDocument, type OwnProfileFieldsFragment } from '../../graphql/generated/client/graphql';
import { fromContractUserErrors } from '../contract-user-errors';
import type { GraphqlClient } from '../graphql-client';

const toProfile = (profile: OwnProfileFieldsFragment): OwnProfile => ({ ...profile });

/** The ProfileGateway over the session's GraphQL client: ownProfile and updateProfileUser. */
export class ProfileGatewayGraphql implements ProfileGateway {
  constructor(readonly graphql: GraphqlClient) {}

  async ownProfile(): Promise<OwnProfile | null> {
    const { ownProfile } = await this.graphql.request(OwnProfileDocument, {});
    return ownProfile ? toProfile(ownProfile) : null;
  }

  async updateProfile(input: OwnProfileInput): Promise<Result<OwnProfile>> {
    const { updateProfileUser } = await this.graphql.request(UpdateProfileUserDocument, { profile: input });
    if (updateProfileUser.message.status && updateProfileUser.userErrors.length === 0 && updateProfileUser.profile) return ok(toProfile(updateProfileUser.profile));
    return refused(...fromContractUserErrors(updateProfileUser.userErrors));
  }
}
