import type { UserInput } from '../../../../domain/user-administration/user-form';
import { ok, refused, type Result } from '../../../../domain/shared/result';
import { userError } from '../../../../domain/shared/user-error';
import type { DownloadedFile } from '../../files/ports';
import type { AdministeredUser, CopiedUserIdentity, MassCreationReport, UserAdministrationGateway, UserAuditEntry, UserFormOptions, UserListRequest, UserPage } from '../ports';

export const EXAMPLE_USER_FORM_OPTIONS: UserFormOptions = {
  variant: 'full',
  languages: [
    { id: 'en-us', description: 'English' },
    { id: 'id', description: 'Bahasa Indonesia' },
  ],
  roles: [
    { id: 'role-dealer', description: 'dealer' },
    { id: 'role-salesman', description: 'salesman' },
  ],
  groupRoles: [
    { id: 'group-dealers', description: 'dealers' },
    { id: 'group-sales', description: 'sales' },
  ],
  sorgs: [
    { sorg: 'ID01', name: 'Velocita Indonesia' },
    { sorg: 'US01', name: 'Velocita USA' },
  ],
  contentTargetMarkets: [
    { id: 'market-id-news', marketName: 'Indonesia', type: 'news' },
    { id: 'market-id-material', marketName: 'Indonesia', type: 'marketing_material' },
  ],
};

export function exampleAdministeredUser(index: number): AdministeredUser {
  return {
    id: `user-${index}`,
    email: `dealer${index}@velocita.example`,
    name: `Dealer ${index}`,
    username: `dealer${index}`,
    sendEmail: index % 2 === 0,
    sendEmailWarranty: false,
    isFakeEmail: false,
    language: { id: 'en-us', description: 'English' },
    roles: [{ id: 'role-dealer', description: 'dealer' }],
    groupRole: index % 3 === 0 ? { id: 'group-dealers', description: 'dealers' } : null,
    userAreas: [{ sorg: 'ID01', limitation: index % 4 === 0 ? 'salesman' : null, option: null, value: null }],
    contentTargetMarkets: [{ id: 'market-id-news', marketName: 'Indonesia' }],
  };
}

/** A file's text, read the way every browser (and jsdom) can. */
function textOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

const choice = (list: { id: string; description: string }[], id: string) => list.find((each) => each.id === id) ?? { id, description: id };

/** A change an administrator made to a user's roles. */
export function exampleUserAuditEntry(userId: string): UserAuditEntry {
  return {
    id: `audit-${userId}`,
    actorUsername: 'admin',
    action: 'update',
    changedFields: ['roles'],
    before: { roles: ['dealer'] },
    after: { roles: ['dealer', 'product'] },
    at: '2026-11-20T09:30:00.000Z',
  };
}

/**
 * Users kept in memory. An e-mail address already used is refused with 'email_already_exists', as the service
 * refuses it; the spreadsheet's rows are read from its text, one "email,name,username" line each.
 */
export class UserAdministrationGatewayInMemory implements UserAdministrationGateway {
  readonly stored: AdministeredUser[];
  readonly passwordLinksSent: string[] = [];
  /** Each user's administrative changes, newest first; the first example user was created by an administrator. */
  readonly auditEntries = new Map<string, UserAuditEntry[]>([['user-1', [exampleUserAuditEntry('user-1')]]]);
  readonly requests: UserListRequest[] = [];

  constructor(
    users: AdministeredUser[] = Array.from({ length: 14 }, (_, index) => exampleAdministeredUser(index + 1)),
    readonly options: UserFormOptions = EXAMPLE_USER_FORM_OPTIONS,
  ) {
    this.stored = [...users];
  }

  async users(request: UserListRequest): Promise<UserPage> {
    this.requests.push(request);
    const search = request.search.toLowerCase();
    const found = this.stored
      .filter((user) => [user.name, user.username, user.email].some((value) => value.toLowerCase().includes(search)))
      .filter((user) => request.roleId === null || user.roles.some((role) => role.id === request.roleId))
      .filter((user) => request.groupRoleIds.length === 0 || (user.groupRole !== null && request.groupRoleIds.includes(user.groupRole.id)))
      .sort((a, b) => a[request.sortBy].localeCompare(b[request.sortBy]) * (request.order === 'asc' ? 1 : -1));
    const users = found.slice((request.page - 1) * request.limit, request.page * request.limit);
    return { users, page: request.page, count: found.length, pageTotal: Math.max(Math.ceil(found.length / request.limit), 1) };
  }

  async user(id: string) {
    return this.stored.find((user) => user.id === id) ?? null;
  }

  async createData() {
    return this.options;
  }

  async editData(id: string) {
    return (await this.user(id)) ? this.options : null;
  }

  async save(id: string | null, input: UserInput): Promise<Result<AdministeredUser>> {
    if (this.stored.some((user) => user.email === input.email && user.id !== id)) return refused(userError('email', 'email_already_exists'));
    const user: AdministeredUser = {
      id: id ?? `user-${this.stored.length + 1}`,
      email: input.email,
      name: input.name,
      username: input.username,
      sendEmail: input.sendEmail,
      sendEmailWarranty: input.sendEmailWarranty,
      isFakeEmail: input.isFakeEmail,
      language: choice(this.options.languages, input.languageId),
      roles: input.roleIds.map((roleId) => choice(this.options.roles, roleId)),
      groupRole: input.groupRoleId ? choice(this.options.groupRoles, input.groupRoleId) : null,
      userAreas: input.userAreas,
      contentTargetMarkets: input.contentTargetMarketIds.map((marketId) => ({ id: marketId, marketName: this.options.contentTargetMarkets.find((market) => market.id === marketId)?.marketName ?? marketId })),
    };
    const index = this.stored.findIndex((each) => each.id === user.id);
    if (index >= 0) this.stored[index] = user;
    else this.stored.push(user);
    return ok(user);
  }

  async copy(sourceId: string, identity: CopiedUserIdentity): Promise<Result<AdministeredUser>> {
    const source = await this.user(sourceId);
    if (!source) return refused(userError('sourceId', 'user_not_found'));
    return this.save(null, {
      ...identity,
      sendEmailWarranty: source.sendEmailWarranty,
      isFakeEmail: false,
      roleIds: source.roles.map((role) => role.id),
      groupRoleId: source.groupRole?.id ?? null,
      userAreas: source.userAreas,
      contentTargetMarketIds: source.contentTargetMarkets.map((market) => market.id),
    });
  }

  async remove(id: string): Promise<Result<void>> {
    const index = this.stored.findIndex((user) => user.id === id);
    if (index < 0) return refused(userError('id', 'user_not_found'));
    this.stored.splice(index, 1);
    return ok(undefined);
  }

  async auditLog(userId: string): Promise<UserAuditEntry[]> {
    return this.auditEntries.get(userId) ?? [];
  }

  async sendPasswordLink(id: string): Promise<Result<void>> {
    if (!(await this.user(id))) return refused(userError('id', 'user_not_found'));
    this.passwordLinksSent.push(id);
    return ok(undefined);
  }

  async createMany(spreadsheet: Blob): Promise<Result<MassCreationReport>> {
    const lines = (await textOf(spreadsheet)).split('\n').filter((line) => line.trim() !== '');
    const report: MassCreationReport = { created: [], refusedRows: [] };
    for (const [index, line] of lines.entries()) {
      const [email = '', name = '', username = ''] = line.split(',');
      const row = index + 2;
      const saved = await this.save(null, { email, name, username, sendEmail: true, sendEmailWarranty: false, isFakeEmail: false, languageId: 'en-us', roleIds: ['role-dealer'], groupRoleId: null, userAreas: [{ sorg: 'ID01', limitation: null, option: null, value: null }], contentTargetMarketIds: [] });
      if (saved.ok) report.created.push({ row, id: saved.value.id, username });
      else report.refusedRows.push({ row, errors: [...saved.error] });
    }
    return ok(report);
  }

  async exportUsers(): Promise<DownloadedFile> {
    return { fileName: 'users.xlsx', content: new Blob([this.stored.map((user) => user.username).join('\n')]) };
  }
}
