import type { AdministeredUser, CopiedUserIdentity, MassCreationReport, UserAuditEntry, UserFormOptions, UserListRequest, UserPage } from '../../application/portal/user-administration/ports';
import type { Result } from '../../domain/shared/result';
import type { UserInput } from '../../domain/user-administration/user-form';
import { foundOrUnavailable, portalApi, portsOf, read } from '../store/portal-api';

/** User administration's reads and changes; a change reloads every user read. */
export const usersApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    administeredUsers: build.query<UserPage, UserListRequest>({
      // The signal aborts when the list asks anew, so a newer search cancels the one in flight.
      queryFn: (request, api) => read(() => portsOf(api).userAdministration.users(request, api.signal)),
      providesTags: ['Users'],
    }),
    administeredUser: build.query<AdministeredUser, string>({
      queryFn: async (id, api) => {
        const answer = await read(() => portsOf(api).userAdministration.user(id));
        return 'error' in answer ? answer : foundOrUnavailable(answer.data);
      },
      providesTags: ['Users'],
    }),
    userFormOptions: build.query<UserFormOptions, string | null>({
      queryFn: async (id, api) => {
        const gateway = portsOf(api).userAdministration;
        const answer = await read(() => (id === null ? gateway.createData() : gateway.editData(id)));
        return 'error' in answer ? answer : foundOrUnavailable(answer.data);
      },
      providesTags: ['Users'],
    }),
    saveUser: build.mutation<Result<AdministeredUser>, { id: string | null; user: UserInput }>({
      queryFn: ({ id, user }, api) => read(() => portsOf(api).userAdministration.save(id, user)),
      invalidatesTags: ['Users'],
    }),
    copyUser: build.mutation<Result<AdministeredUser>, { sourceId: string; identity: CopiedUserIdentity }>({
      queryFn: ({ sourceId, identity }, api) => read(() => portsOf(api).userAdministration.copy(sourceId, identity)),
      invalidatesTags: ['Users'],
    }),
    deleteUser: build.mutation<Result<void>, string>({
      queryFn: (id, api) => read(() => portsOf(api).userAdministration.remove(id)),
      invalidatesTags: ['Users'],
    }),
    sendPasswordLink: build.mutation<Result<void>, string>({
      queryFn: (id, api) => read(() => portsOf(api).userAdministration.sendPasswordLink(id)),
      invalidatesTags: ['Users'],
    }),
    userAuditLog: build.query<UserAuditEntry[], string>({
      queryFn: (userId, api) => read(() => portsOf(api).userAdministration.auditLog(userId)),
      providesTags: ['Users'],
    }),
    createUsers: build.mutation<Result<MassCreationReport>, Blob>({
      queryFn: (spreadsheet, api) => read(() => portsOf(api).userAdministration.createMany(spreadsheet)),
      invalidatesTags: ['Users'],
    }),
  }),
});

export const {
  useLazyAdministeredUsersQuery,
  useAdministeredUserQuery,
  useUserFormOptionsQuery,
  useSaveUserMutation,
  useCopyUserMutation,
  useDeleteUserMutation,
  useSendPasswordLinkMutation,
  useUserAuditLogQuery,
  useCreateUsersMutation,
} = usersApi;
