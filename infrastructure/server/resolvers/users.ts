import { createUsersMass, MASS_USER_MAX_BYTES } from '../../../application/service/user-administration/create-users-mass';
import { sendPasswordLink } from '../../../application/service/user-administration/password-links';
import type { AdministeredUser } from '../../../application/service/user-administration/ports';
import {
  copyUser,
  createUser,
  deleteUser,
  listUsers,
  searchSalesUsers,
  updateUser,
  userForAdministration,
  userFormData,
  userFormDataFor,
} from '../../../application/service/user-administration/user-administration';
import { userAuditLog } from '../../../application/service/user-administration/user-audit-log';
import { ownProfile, updateProfileUser } from '../../../application/service/profile/update-profile-user';
import type { UserLimitation } from '../../../domain/user-administration/user-form';
import { DEFAULT_COUNTRY_CODE } from '../../../domain/forms/field-rules';
import { userError } from '../../../domain/shared/user-error';
import type { AdminUser, Resolvers, UserInput } from '../../graphql/generated/resolvers';
import type { GraphQLContext } from '../graphql/context';
import { forbidden, type FieldPolicies } from '../graphql/field-policies';
import { mutationAnswer, resultAnswer, toContractUserError } from '../graphql/mutation-answer';
import { signedIn } from './platform';

const USER_ADMIN = { scopes: [['page.user-management', 'page.user-management-us']] };
const OWN_PROFILE = { scopes: ['profile.update'] };

export const userPolicies: FieldPolicies = {
  'Query.usersV2': USER_ADMIN,
  'Query.adminUser': USER_ADMIN,
  'Query.createData': USER_ADMIN,
  'Query.editData': USER_ADMIN,
  'Query.userSalesSearch': USER_ADMIN,
  'Query.userAuditLog': USER_ADMIN,
  'Query.ownProfile': OWN_PROFILE,
  'Mutation.createUser': USER_ADMIN,
  'Mutation.createUsers': USER_ADMIN,
  'Mutation.updateUser': USER_ADMIN,
  'Mutation.copyUser': USER_ADMIN,
  'Mutation.deleteUser': USER_ADMIN,
  'Mutation.sendPasswordLink': USER_ADMIN,
  'Mutation.updateProfileUser': OWN_PROFILE,
};

function toAdminUser(user: AdministeredUser): AdminUser {
  return user;
}

function toFormOptions(data: Awaited<ReturnType<typeof userFormData>>) {
  return { ...data, sorgs: data.sorgs.map((sorg) => ({ sorg: sorg.id, name: sorg.description })) };
}

function toUserInput(input: UserInput) {
  return {
    ...input,
    groupRoleId: input.groupRoleId ?? null,
    userAreas: input.userAreas.map((area) => ({ sorg: area.sorg, limitation: (area.limitation || null) as UserLimitation | null, option: area.option ?? null, value: area.value ?? null })),
  };
}

const userAnswer = (result: Awaited<ReturnType<typeof createUser>>, keys: { success: string; failure: string }) => ({ ...resultAnswer(result, keys), user: result.ok ? toAdminUser(result.value) : null });

async function phoneCountryCode({ services, host }: GraphQLContext): Promise<string> {
  return (await services.hostConfigs.findByHost(host))?.telpCode || DEFAULT_COUNTRY_CODE;
}

/** The uploaded spreadsheet, read only after its size is checked. */
async function uploadedBytes(file: unknown): Promise<Uint8Array | 'too_large' | 'missing'> {
  const blob = file as { size?: unknown; arrayBuffer?: unknown } | null;
  if (!blob || typeof blob.size !== 'number' || typeof blob.arrayBuffer !== 'function') return 'missing';
  if (blob.size > MASS_USER_MAX_BYTES) return 'too_large';
  return new Uint8Array(await (blob as { arrayBuffer(): Promise<ArrayBuffer> }).arrayBuffer());
}

export const userResolvers: Resolvers = {
  Query: {
    usersV2: async (_parent, args, { services, principal }) => {
      const page = await listUsers(services, signedIn(principal), { ...args, roleId: args.role, sortBy: args.sort?.sortBy, order: args.sort?.order });
      return { users: page.users.map(toAdminUser), info: page.info };
    },
    adminUser: async (_parent, { id }, { services, principal }) => {
      const user = await userForAdministration(services, signedIn(principal), id);
      return user.ok ? toAdminUser(user.value) : null;
    },
    createData: async (_parent, _args, { services, principal }) => toFormOptions(await userFormData(services, signedIn(principal))),
    editData: async (_parent, { id }, { services, principal }) => {
      const options = await userFormDataFor(services, signedIn(principal), id);
      if (!options.ok) throw forbidden();
      return toFormOptions(options.value);
    },
    userSalesSearch: (_parent, { search }, { services, principal }) => searchSalesUsers(services, signedIn(principal), search ?? null),
    userAuditLog: async (_parent, { userId, limit }, { services, principal }) => {
      const entries = await userAuditLog(services, signedIn(principal), userId, limit ?? 50);
      if (!entries.ok) throw forbidden();
      return entries.value.map((entry) => ({
        ...entry,
        before: entry.before ? JSON.stringify(entry.before) : null,
        after: entry.after ? JSON.stringify(entry.after) : null,
        at: entry.at.toISOString(),
      }));
    },
    ownProfile: async (_parent, _args, context) => {
      const countryCode = await phoneCountryCode(context);
      const profile = await ownProfile(context.services, signedIn(context.principal), countryCode);
      return profile ? { ...profile, phone: profile.phone ?? '', phoneCountryCode: countryCode } : null;
    },
  },
  Mutation: {
    createUser: async (_parent, { user }, { services, principal }) =>
      userAnswer(await createUser(services, signedIn(principal), toUserInput(user)), { success: 'success_create_user', failure: 'failed_create_user' }),
    updateUser: async (_parent, { id, user }, { services, principal }) =>
      userAnswer(await updateUser(services, signedIn(principal), id, toUserInput(user)), { success: 'success_update_user', failure: 'failed_update_user' }),
    copyUser: async (_parent, { sourceId, user }, { services, principal }) =>
      userAnswer(await copyUser(services, signedIn(principal), sourceId, user), { success: 'success_create_user', failure: 'failed_create_user' }),
    deleteUser: async (_parent, { id }, { services, principal }) => {
      const deleted = await deleteUser(services, signedIn(principal), id);
      return { ...resultAnswer(deleted, { success: 'success_delete_user', failure: 'failed_delete_user' }), id: deleted.ok ? deleted.value.id : null };
    },
    sendPasswordLink: async (_parent, { id }, { services, principal, host, origin }) => {
      const sent = await sendPasswordLink(services, signedIn(principal), id, { host, address: origin ?? `https://${host}` });
      return { ...resultAnswer(sent, { success: 'success_send_password_link', failure: 'failed_send_password_link' }), id: sent.ok ? sent.value.id : null };
    },
    createUsers: async (_parent, { file }, { services, principal }) => {
      const bytes = await uploadedBytes(file);
      const keys = { success: 'success_create_users', failure: 'failed_create_users' };
      if (typeof bytes === 'string') return { ...mutationAnswer([userError('file', bytes === 'too_large' ? 'file_too_large' : 'required')], keys), created: [], refusedRows: [] };
      const result = await createUsersMass(services, signedIn(principal), { bytes });
      if (!result.ok) return { ...resultAnswer(result, keys), created: [], refusedRows: [] };
      const { created, refusedRows } = result.value;
      const answer = created.length > 0 ? mutationAnswer([], keys) : mutationAnswer(refusedRows.length > 0 ? [userError('file', 'no_user_created')] : [], keys);
      return { ...answer, created, refusedRows: refusedRows.map((row) => ({ row: row.row, errors: row.errors.map(toContractUserError) })) };
    },
    updateProfileUser: async (_parent, { profile }, context) => {
      const countryCode = await phoneCountryCode(context);
      const updated = await updateProfileUser(context.services, signedIn(context.principal), profile, countryCode);
      return {
        ...resultAnswer(updated, { success: 'success_update_profile', failure: 'failed_update_profile' }),
        profile: updated.ok ? { ...updated.value, phone: updated.value.phone ?? '', phoneCountryCode: countryCode } : null,
      };
    },
  },
};

