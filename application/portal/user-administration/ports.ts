import type { UserAreaInput, UserFormVariant, UserInput } from '../../../domain/user-administration/user-form';
import type { Result } from '../../../domain/shared/result';
import type { UserError } from '../../../domain/shared/user-error';
import type { DownloadedFile } from '../files/ports';

/** An id with the words a person reads for it. */
export interface UserChoice {
  id: string;
  description: string;
}

/** A user as user administration shows and edits it (spec 002 §3). */
export interface AdministeredUser {
  id: string;
  email: string;
  name: string;
  username: string;
  sendEmail: boolean;
  sendEmailWarranty: boolean;
  isFakeEmail: boolean;
  language: UserChoice;
  roles: UserChoice[];
  groupRole: UserChoice | null;
  userAreas: UserAreaInput[];
  contentTargetMarkets: { id: string; marketName: string }[];
}

export type UserSortField = 'name' | 'username' | 'email';

/** What the user list asks for: the search, the filters, the sort and the page. */
export interface UserListRequest {
  search: string;
  roleId: string | null;
  groupRoleIds: readonly string[];
  sortBy: UserSortField;
  order: 'asc' | 'desc';
  page: number;
  limit: number;
}

export interface UserPage {
  users: AdministeredUser[];
  page: number;
  count: number;
  pageTotal: number;
}

/** What the user forms choose from; the sales organisations are those the administrator holds. */
export interface UserFormOptions {
  variant: UserFormVariant;
  languages: UserChoice[];
  roles: UserChoice[];
  groupRoles: UserChoice[];
  sorgs: { sorg: string; name: string }[];
  contentTargetMarkets: { id: string; marketName: string; type: string }[];
}

/** What copy-us takes of its own: everything else comes from the user copied. */
export type CopiedUserIdentity = Pick<UserInput, 'email' | 'name' | 'username' | 'languageId' | 'sendEmail'>;

/** The outcome of a spreadsheet of users: the rows created and the rows refused with their errors. */
export interface MassCreationReport {
  created: { row: number; id: string; username: string }[];
  refusedRows: { row: number; errors: UserError[] }[];
}

/** What user administration asks the service; refusals come back as user errors. */
/** One administrative change recorded against a user: who made it, when, and the changed fields before and after. */
export interface UserAuditEntry {
  id: string;
  actorUsername: string;
  /** create, update, delete or password_link_sent. */
  action: string;
  changedFields: readonly string[];
  before: Readonly<Record<string, unknown>> | null;
  after: Readonly<Record<string, unknown>> | null;
  at: string;
}

export interface UserAdministrationGateway {
  /** One page of the users; the request is abandoned when the signal aborts. */
  users(request: UserListRequest, signal?: AbortSignal): Promise<UserPage>;
  user(id: string): Promise<AdministeredUser | null>;
  createData(): Promise<UserFormOptions>;
  /** null for a user outside the administrator's reach. */
  editData(id: string): Promise<UserFormOptions | null>;
  save(id: string | null, user: UserInput): Promise<Result<AdministeredUser>>;
  copy(sourceId: string, identity: CopiedUserIdentity): Promise<Result<AdministeredUser>>;
  remove(id: string): Promise<Result<void>>;
  /** "Generate password": the service e-mails the user a link to set their own. */
  sendPasswordLink(id: string): Promise<Result<void>>;
  /** The administrative changes to a user, newest first. */
  auditLog(userId: string): Promise<UserAuditEntry[]>;
  createMany(spreadsheet: Blob): Promise<Result<MassCreationReport>>;
  /** The users the list's search and filters find, as an Excel file. */
  exportUsers(request: Omit<UserListRequest, 'page' | 'limit'>): Promise<DownloadedFile>;
}
