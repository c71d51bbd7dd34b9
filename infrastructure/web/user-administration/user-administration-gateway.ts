import type { DownloadedFile } from '../../../application/portal/files/ports';
import type {
  AdministeredUser,
  CopiedUserIdentity,
  MassCreationReport,
  UserAdministrationGateway,
  UserAuditEntry,
  UserFormOptions,
  UserListRequest,
  UserPage,
} from '../../../application/portal/user-administration/ports';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { USER_LIMITATIONS, type UserInput, type UserLimitation } from '../../../domain/user-administration/user-form';
import {
  AdministeredUserDocument,
  AdministeredUsersDocument,
  CopyUserDocument,
  CreateDataDocument,
  CreateUserDocument,
  CreateUsersDocument,
  DeleteUserDocument,
  EditDataDocument,
  SendPasswordLinkDocument,
  UpdateUserDocument,
  UserAuditLogDocument,
  type AdministeredUserFieldsFragment,
  type UserFormOptionFieldsFragment,
} from '../../graphql/generated/client/graphql';
import type { ApiClient } from '../api-client';
import { fromContractUserErrors, type ContractUserError } from '../contract-user-errors';
import { downloadWithToken } from '../file-download';
import type { GraphqlClient } from '../graphql-client';

interface MutationAnswer {
  message: { status: boolean };
  userErrors: readonly ContractUserError[];
}

function answered<T>(answer: MutationAnswer, value: T | null | undefined): Result<T> {
  if (answer.message.status && answer.userErrors.length === 0 && value !== null && value !== undefined) return ok(value);
  return refused(...fromContractUserErrors(answer.userErrors));
}

const limitationOf = (limitation: string | null | undefined): UserLimitation | null => USER_LIMITATIONS.find((known) => known === limitation) ?? null;

const toUser = (user: AdministeredUserFieldsFragment): AdministeredUser => ({
  ...user,
  language: { ...user.language },
  roles: user.roles.map((role) => ({ ...role })),
  groupRole: user.groupRole ? { ...user.groupRole } : null,
  userAreas: user.userAreas.map((area) => ({ sorg: area.sorg, limitation: limitationOf(area.limitation), option: area.option ?? null, value: area.value ?? null })),
  contentTargetMarkets: user.contentTargetMarkets.map((market) => ({ ...market })),
});

const toOptions = (options: UserFormOptionFieldsFragment): UserFormOptions => ({
  variant: options.variant === 'us' ? 'us' : 'full',
  languages: options.languages.map((each) => ({ ...each })),
  roles: options.roles.map((each) => ({ ...each })),
  groupRoles: options.groupRoles.map((each) => ({ ...each })),
  sorgs: options.sorgs.map((each) => ({ ...each })),
  contentTargetMarkets: options.contentTargetMarkets.map((each) => ({ ...each })),
});

const userVariables = (user: UserInput) => ({
  ...user,
  roleIds: [...user.roleIds],
  userAreas: user.userAreas.map((area) => ({ ...area })),
  contentTargetMarketIds: [...user.contentTargetMarketIds],
});

/** The list's filters as the query string of the Excel export, which finds the users the list finds. */
function exportQuery(request: Omit<UserListRequest, 'page' | 'limit'>): string {
  const query = new URLSearchParams({ sortBy: request.sortBy, order: request.order });
  if (request.search) query.set('search', request.search);
  if (request.roleId) query.set('role', request.roleId);
  for (const id of request.groupRoleIds) query.append('groupRoleIds', id);
  return query.toString();
}

/** The UserAdministrationGateway over the service's GraphQL operations and its Excel export. */
export class UserAdministrationGatewayGraphql implements UserAdministrationGateway {
  constructor(
    private readonly graphql: GraphqlClient,
    private readonly api: ApiClient,
  ) {}

  async users(request: UserListRequest, signal?: AbortSignal): Promise<UserPage> {
    const variables = {
      search: request.search || null,
      page: request.page,
      limit: request.limit,
      sort: { sortBy: request.sortBy, order: request.order },
      role: request.roleId,
      groupRoleIds: request.groupRoleIds.length > 0 ? [...request.groupRoleIds] : null,
    };
    const { usersV2 } = await this.graphql.request(AdministeredUsersDocument, variables, signal);
    return { users: usersV2.users.map(toUser), ...usersV2.info };
  }

  async user(id: string): Promise<AdministeredUser | null> {
    const { adminUser } = await this.graphql.request(AdministeredUserDocument, { id });
    return adminUser ? toUser(adminUser) : null;
  }

  async createData(): Promise<UserFormOptions> {
    const { createData } = await this.graphql.request(CreateDataDocument, {});
    return toOptions(createData);
  }

  async editData(id: string): Promise<UserFormOptions | null> {
    const { editData } = await this.graphql.request(EditDataDocument, { id });
    return editData ? toOptions(editData) : null;
  }

  async save(id: string | null, user: UserInput): Promise<Result<AdministeredUser>> {
    if (id === null) {
      const { createUser } = await this.graphql.request(CreateUserDocument, { user: userVariables(user) });
      return answered(createUser, createUser.user ? toUser(createUser.user) : null);
    }
    const { updateUser } = await this.graphql.request(UpdateUserDocument, { id, user: userVariables(user) });
    return answered(updateUser, updateUser.user ? toUser(updateUser.user) : null);
  }

  async copy(sourceId: string, identity: CopiedUserIdentity): Promise<Result<AdministeredUser>> {
    const { copyUser } = await this.graphql.request(CopyUserDocument, { sourceId, user: { ...identity } });
    return answered(copyUser, copyUser.user ? toUser(copyUser.user) : null);
  }

  async remove(id: string): Promise<Result<void>> {
    const { deleteUser } = await this.graphql.request(DeleteUserDocument, { id });
    const outcome = answered(deleteUser, deleteUser.id);
    return outcome.ok ? ok(undefined) : outcome;
  }

  async auditLog(userId: string): Promise<UserAuditEntry[]> {
    const { userAuditLog } = await this.graphql.request(UserAuditLogDocument, { userId });
    return userAuditLog.map((entry) => ({ ...entry, before: parsedState(entry.before), after: parsedState(entry.after) }));
  }

  async sendPasswordLink(id: string): Promise<Result<void>> {
    const { sendPasswordLink } = await this.graphql.request(SendPasswordLinkDocument, { id });
    const outcome = answered(sendPasswordLink, sendPasswordLink.id);
    return outcome.ok ? ok(undefined) : outcome;
  }

  async createMany(spreadsheet: Blob): Promise<Result<MassCreationReport>> {
    const { createUsers } = await this.graphql.request(CreateUsersDocument, { file: spreadsheet });
    const report: MassCreationReport = {
      created: createUsers.created.map((each) => ({ ...each })),
      refusedRows: createUsers.refusedRows.map((each) => ({ row: each.row, errors: fromContractUserErrors(each.errors) })),
    };
    // A sheet whose every row was refused answers status false with the rows still reported.
    if (createUsers.created.length > 0 || createUsers.refusedRows.length > 0) return ok(report);
    return refused(...fromContractUserErrors(createUsers.userErrors));
  }

  exportUsers(request: Omit<UserListRequest, 'page' | 'limit'>): Promise<DownloadedFile> {
    return downloadWithToken(this.api, { fileName: 'users.xlsx', downloadUrl: `/api/admin/users/download-excel?${exportQuery(request)}` });
  }
}

/** A recorded state, sent as JSON text; anything but an object reads as no state. */
function parsedState(json: string | null | undefined): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const state: unknown = JSON.parse(json);
    return state !== null && typeof state === 'object' && !Array.isArray(state) ? (state as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
