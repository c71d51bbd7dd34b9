import type { UserAreaInput, UserInput, UserLimitation } from '../../../domain/user-administration/user-form';
import type { PasswordLinkPurpose } from '../../../domain/user-administration/password-link';
import type { AuditStamp } from './audit-log';

/** An id with the words a person reads for it. */
export interface Labelled {
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
  language: Labelled;
  roles: Labelled[];
  groupRole: Labelled | null;
  userAreas: UserAreaInput[];
  contentTargetMarkets: { id: string; marketName: string }[];
}

export type UserSortField = 'name' | 'username' | 'email';

/** One page of the user list, already within the administrator's reach. */
export interface UserListQuery {
  ids: string[] | null;
  search: string | null;
  roleId: string | null;
  groupRoleIds: string[];
  sortBy: UserSortField;
  order: 'asc' | 'desc';
  page: number;
  limit: number;
  /** Only users whose every sales organisation is one of these are listed. */
  heldSorgs: string[];
}

/** What the forms offer to choose from (createData / editData). */
export interface UserFormChoices {
  languages: Labelled[];
  roles: Labelled[];
  groupRoles: Labelled[];
  sorgs: Labelled[];
  contentTargetMarkets: { id: string; marketName: string; type: string }[];
}

/** A user of the sales search: sales staff of a sales organisation. */
export interface SalesUser {
  id: string;
  username: string;
  name: string;
  sorg: string;
  limitation: UserLimitation;
}

export type UserWriteRefusal = 'email_taken' | 'username_taken';

/**
 * Users as administration changes them. Every change is written in one transaction with its entry in the
 * administrative audit log (see audit-log.ts): the user, roles, areas and markets change together or not at all.
 */
export interface UserAdministrationRepository {
  /** The sales organisations a user holds: those of their user areas. */
  heldSorgs(userId: string): Promise<string[]>;
  list(query: UserListQuery): Promise<{ users: AdministeredUser[]; count: number }>;
  find(id: string): Promise<AdministeredUser | undefined>;
  emailTaken(email: string, exceptUserId: string | null): Promise<boolean>;
  /** Creates a user who has no password yet. */
  create(input: UserInput, stamp: AuditStamp): Promise<{ ok: true; user: AdministeredUser } | { ok: false; reason: UserWriteRefusal }>;
  update(id: string, input: UserInput, stamp: AuditStamp): Promise<{ ok: true; user: AdministeredUser } | { ok: false; reason: UserWriteRefusal | 'not_found' }>;
  delete(id: string, stamp: AuditStamp): Promise<boolean>;
  /** The roles a group role gives. */
  rolesOfGroupRole(groupRoleId: string): Promise<string[]>;
  choices(): Promise<UserFormChoices>;
  /** Sales staff (limitations salesman, sales_group, sales_office) in the given sales organisations, by user name. */
  salesUsers(sorgs: string[], search: string | null): Promise<SalesUser[]>;
}

/** A stored password link, found by the hash of its secret. */
export interface PasswordLinkRecord {
  id: string;
  userId: string;
  purpose: PasswordLinkPurpose;
  expiresAt: Date;
  usedAt: Date | null;
  replacedAt: Date | null;
}

/** Where a person to write to is found, by user name or e-mail address. */
export interface PasswordRecipient {
  userId: string;
  name: string;
  email: string;
  languageId: string;
}

export interface PasswordLinkRepository {
  recipientByLogin(login: string): Promise<PasswordRecipient | undefined>;
  recipientById(userId: string): Promise<PasswordRecipient | undefined>;
  /**
   * Stores a new link for the user and marks the user's older unused links replaced; with a stamp (an
   * administrator sent it), writes the audit entry in the same transaction.
   */
  issue(link: { userId: string; purpose: PasswordLinkPurpose; tokenHash: string; issuedAt: Date; expiresAt: Date }, stamp: AuditStamp | null): Promise<void>;
  findByHash(tokenHash: string): Promise<PasswordLinkRecord | undefined>;
  /** Sets the user's password and marks the link used, if it is still unused; false when another request used it first. */
  use(linkId: string, passwordHash: string, at: Date): Promise<boolean>;
}

/** Creates the secret of a password link and the hash it is stored under. */
export interface PasswordLinkSecrets {
  newSecret(): string;
  hash(secret: string): string;
}

/** Where a person sets a password: the portal's page on the host they use, in their language. */
export interface PasswordLinkAddresses {
  setPasswordUrl(host: string, locale: string, secret: string): string;
}

