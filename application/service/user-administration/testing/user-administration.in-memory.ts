import type { UserInput } from '../../../../domain/user-administration/user-form';
import type { AuditStamp } from '../audit-log';
import type { AdministeredUser, SalesUser, UserAdministrationRepository, UserFormChoices, UserListQuery } from '../ports';
import { AdministrativeAuditLogInMemory } from './audit-log.in-memory';

/** Users in memory for use-case tests; each change records its audit entry in the in-memory log. */
export class UserAdministrationRepositoryInMemory implements UserAdministrationRepository {
  readonly users = new Map<string, AdministeredUser>();
  readonly auditLog = new AdministrativeAuditLogInMemory();
  private nextId = 1;

  constructor(
    private readonly held: Record<string, string[]>,
    private readonly formChoices: UserFormChoices,
    private readonly groupRoleRoles: Record<string, string[]> = {},
  ) {}

  async heldSorgs(userId: string): Promise<string[]> {
    return this.held[userId] ?? [];
  }

  async list(query: UserListQuery): Promise<{ users: AdministeredUser[]; count: number }> {
    const found = [...this.users.values()].filter((user) => user.userAreas.every((area) => query.heldSorgs.includes(area.sorg)));
    return { users: found.slice((query.page - 1) * query.limit, query.page * query.limit), count: found.length };
  }

  async find(id: string): Promise<AdministeredUser | undefined> {
    return this.users.get(id);
  }

  async emailTaken(email: string, exceptUserId: string | null): Promise<boolean> {
    return [...this.users.values()].some((user) => user.email === email && user.id !== exceptUserId);
  }

  async create(input: UserInput, stamp: AuditStamp) {
    const user = this.toUser(`user-${this.nextId++}`, input);
    this.users.set(user.id, user);
    this.auditLog.record(stamp, { action: 'create', subjectType: 'user', subjectId: user.id, before: null, after: { ...user } });
    return { ok: true as const, user };
  }

  async update(id: string, input: UserInput, stamp: AuditStamp) {
    const before = this.users.get(id);
    if (!before) return { ok: false as const, reason: 'not_found' as const };
    const user = this.toUser(id, input);
    this.users.set(id, user);
    this.auditLog.record(stamp, { action: 'update', subjectType: 'user', subjectId: id, before: { ...before }, after: { ...user } });
    return { ok: true as const, user };
  }

  async delete(id: string, stamp: AuditStamp): Promise<boolean> {
    const before = this.users.get(id);
    if (!before) return false;
    this.users.delete(id);
    this.auditLog.record(stamp, { action: 'delete', subjectType: 'user', subjectId: id, before: { ...before }, after: null });
    return true;
  }

  async rolesOfGroupRole(groupRoleId: string): Promise<string[]> {
    return this.groupRoleRoles[groupRoleId] ?? [];
  }

  async choices(): Promise<UserFormChoices> {
    return this.formChoices;
  }

  async salesUsers(): Promise<SalesUser[]> {
    return [];
  }

  private toUser(id: string, input: UserInput): AdministeredUser {
    const label = (list: { id: string; description: string }[], wanted: string) => list.find((item) => item.id === wanted) ?? { id: wanted, description: wanted };
    return {
      id,
      email: input.email,
      name: input.name,
      username: input.username,
      sendEmail: input.sendEmail,
      sendEmailWarranty: input.sendEmailWarranty,
      isFakeEmail: input.isFakeEmail,
      language: label(this.formChoices.languages, input.languageId),
      roles: input.roleIds.map((roleId) => label(this.formChoices.roles, roleId)),
      groupRole: input.groupRoleId ? label(this.formChoices.groupRoles, input.groupRoleId) : null,
      userAreas: input.userAreas,
      contentTargetMarkets: [],
    };
  }
}
