import type { SessionUser } from '../../../domain/session/session-user';
import type { Principal } from './ports';

export interface UserProfile {
  name: string;
  email: string | null;
  groupRole: string | null;
  language: { id: string; description: string };
}

export interface UserAreaView {
  sorg: string;
  limitation: string | null;
  formVisit: string | null;
}

export interface UserProfileRepository {
  findProfile(userId: string): Promise<UserProfile | undefined>;
  areas(userId: string): Promise<UserAreaView[]>;
}

/** The signed-in user as the portal loads it at start: profile, scopes and the customer the session acts for. */
export async function currentUser(deps: { profiles: UserProfileRepository }, principal: Principal): Promise<SessionUser | undefined> {
  const profile = await deps.profiles.findProfile(principal.userId);
  if (!profile) return undefined;
  return {
    id: principal.userId,
    username: principal.username,
    name: profile.name,
    email: profile.email,
    scopes: principal.scopes,
    roles: principal.roles,
    groupRole: profile.groupRole,
    hasCustCode: principal.activeCustomerCode !== null,
    limitation: principal.limitation,
    language: profile.language,
    salesActiveCustCode: principal.activeCustomerCode,
  };
}
