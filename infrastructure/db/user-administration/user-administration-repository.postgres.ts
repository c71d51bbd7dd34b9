import { and, asc, count, desc, eq, exists, ilike, inArray, ne, notExists, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdministeredUser,
  Labelled,
  SalesUser,
  UserAdministrationRepository,
  UserFormChoices,
  UserListQuery,
  UserWriteRefusal,
} from '../../../application/service/user-administration/ports';
import type { AuditStamp } from '../../../application/service/user-administration/audit-log';
import { SALES_LIMITATIONS, type UserInput, type UserLimitation } from '../../../domain/user-administration/user-form';
import type { Database } from '../database';
import { escapeLike } from '../like-pattern';
import { contentTargetMarkets, groupRoleRoles, groupRoles, languages, roles, salesOrganisations, userAreas, userContentTargetMarkets, userRoles, users } from '../schema';
import { recordAuditEntry } from './audit-log.postgres';
import { auditStateOf, loadAdministeredUsers } from './user-snapshot';

/** A new user has no password until they set one through a link: no password matches an empty hash. */
const NO_PASSWORD = '';

/** Users whose every sales organisation is one of `held` (a user without areas included). */
function withinReach(held: readonly string[]): SQL {
  const outside = held.length > 0 ? notInArray(userAreas.sorg, [...held]) : undefined;
  return notExists(sql`(select 1 from ${userAreas} where ${and(eq(userAreas.userId, users.id), outside)})`);
}

export class UserAdministrationRepositoryPostgres implements UserAdministrationRepository {
  constructor(private readonly db: Database) {}

  async heldSorgs(userId: string): Promise<string[]> {
    const rows = await this.db.select({ sorg: userAreas.sorg }).from(userAreas).where(eq(userAreas.userId, userId)).orderBy(asc(userAreas.sorg));
    return rows.map((row) => row.sorg);
  }

  async list(query: UserListQuery): Promise<{ users: AdministeredUser[]; count: number }> {
    const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
    const where = and(
      withinReach(query.heldSorgs),
      query.ids ? inArray(users.id, query.ids) : undefined,
      pattern ? or(ilike(users.name, pattern), ilike(users.username, pattern), ilike(users.email, pattern)) : undefined,
      query.roleId ? exists(sql`(select 1 from ${userRoles} where ${and(eq(userRoles.userId, users.id), eq(userRoles.roleId, query.roleId))})`) : undefined,
      query.groupRoleIds.length > 0 ? inArray(users.groupRoleId, query.groupRoleIds) : undefined,
    );
    const sortColumn = { name: users.name, username: users.username, email: users.email }[query.sortBy];
    const direction = query.order === 'desc' ? desc : asc;
    const [total, page] = await Promise.all([
      this.db.select({ value: count() }).from(users).where(where),
      this.db
        .select({ id: users.id })
        .from(users)
        .where(where)
        .orderBy(direction(sortColumn), asc(users.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
    ]);
    return {
      users: await loadAdministeredUsers(
        this.db,
        page.map((row) => row.id),
      ),
      count: total[0]?.value ?? 0,
    };
  }

  async find(id: string): Promise<AdministeredUser | undefined> {
    if (!isUuid(id)) return undefined;
    const [user] = await loadAdministeredUsers(this.db, [id]);
    return user;
  }

  async emailTaken(email: string, exceptUserId: string | null): Promise<boolean> {
    return emailTakenIn(this.db, email, exceptUserId);
  }

  create(input: UserInput, stamp: AuditStamp): Promise<{ ok: true; user: AdministeredUser } | { ok: false; reason: UserWriteRefusal }> {
    return this.db.transaction(async (tx) => {
      const refusal = await identityRefusal(tx, input, null);
      if (refusal) return { ok: false, reason: refusal };
      const [created] = await tx
        .insert(users)
        .values({ ...userColumns(input), passwordHash: NO_PASSWORD })
        .returning({ id: users.id });
      await writeMemberships(tx, created!.id, input);
      const [user] = await loadAdministeredUsers(tx, [created!.id]);
      await recordAuditEntry(tx, stamp, { action: 'create', subjectType: 'user', subjectId: user!.id, before: null, after: auditStateOf(user!) });
      return { ok: true, user: user! };
    });
  }

  update(id: string, input: UserInput, stamp: AuditStamp): Promise<{ ok: true; user: AdministeredUser } | { ok: false; reason: UserWriteRefusal | 'not_found' }> {
    return this.db.transaction(async (tx) => {
      const locked = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
      if (locked.length === 0) return { ok: false, reason: 'not_found' };
      const refusal = await identityRefusal(tx, input, id);
      if (refusal) return { ok: false, reason: refusal };
      const [before] = await loadAdministeredUsers(tx, [id]);
      await tx.update(users).set(userColumns(input)).where(eq(users.id, id));
      await tx.delete(userRoles).where(eq(userRoles.userId, id));
      await tx.delete(userAreas).where(eq(userAreas.userId, id));
      await tx.delete(userContentTargetMarkets).where(eq(userContentTargetMarkets.userId, id));
      await writeMemberships(tx, id, input);
      const [after] = await loadAdministeredUsers(tx, [id]);
      await recordAuditEntry(tx, stamp, { action: 'update', subjectType: 'user', subjectId: id, before: auditStateOf(before!), after: auditStateOf(after!) });
      return { ok: true, user: after! };
    });
  }

  delete(id: string, stamp: AuditStamp): Promise<boolean> {
    if (!isUuid(id)) return Promise.resolve(false);
    return this.db.transaction(async (tx) => {
      const [before] = await loadAdministeredUsers(tx, [id]);
      if (!before) return false;
      await tx.delete(users).where(eq(users.id, id));
      await recordAuditEntry(tx, stamp, { action: 'delete', subjectType: 'user', subjectId: id, before: auditStateOf(before), after: null });
      return true;
    });
  }

  async rolesOfGroupRole(groupRoleId: string): Promise<string[]> {
    if (!isUuid(groupRoleId)) return [];
    const rows = await this.db.select({ roleId: groupRoleRoles.roleId }).from(groupRoleRoles).where(eq(groupRoleRoles.groupRoleId, groupRoleId));
    return rows.map((row) => row.roleId);
  }

  async choices(): Promise<UserFormChoices> {
    const labelled = (rows: { id: string; description: string }[]): Labelled[] => rows;
    const [languageRows, roleRows, groupRows, sorgRows, marketRows] = await Promise.all([
      this.db.select({ id: languages.id, description: languages.description }).from(languages).orderBy(asc(languages.description)),
      this.db.select({ id: roles.id, description: roles.name }).from(roles).orderBy(asc(roles.name)),
      this.db.select({ id: groupRoles.id, description: groupRoles.name }).from(groupRoles).orderBy(asc(groupRoles.name)),
      this.db.select({ id: salesOrganisations.sorg, description: salesOrganisations.name }).from(salesOrganisations).orderBy(asc(salesOrganisations.sorg)),
      this.db
        .select({ id: contentTargetMarkets.id, marketName: contentTargetMarkets.marketName, type: contentTargetMarkets.type })
        .from(contentTargetMarkets)
        .orderBy(asc(contentTargetMarkets.type), asc(contentTargetMarkets.marketName)),
    ]);
    return { languages: labelled(languageRows), roles: labelled(roleRows), groupRoles: labelled(groupRows), sorgs: labelled(sorgRows), contentTargetMarkets: marketRows };
  }

  async salesUsers(sorgs: string[], search: string | null): Promise<SalesUser[]> {
    if (sorgs.length === 0) return [];
    const pattern = search ? `%${escapeLike(search)}%` : null;
    const rows = await this.db
      .select({ id: users.id, username: users.username, name: users.name, sorg: userAreas.sorg, limitation: userAreas.limitation })
      .from(users)
      .innerJoin(userAreas, eq(userAreas.userId, users.id))
      .where(
        and(
          inArray(userAreas.sorg, sorgs),
          inArray(userAreas.limitation, [...SALES_LIMITATIONS]),
          eq(users.disabled, false),
          pattern ? or(ilike(users.username, pattern), ilike(users.name, pattern)) : undefined,
        ),
      )
      .orderBy(asc(users.username), asc(userAreas.sorg));
    return rows.map((row) => ({ ...row, limitation: row.limitation as UserLimitation }));
  }
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

async function emailTakenIn(db: Database, email: string, exceptUserId: string | null): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return rows.length > 0;
}

/** Checked again inside the transaction, so two administrators creating the same person at once cannot both succeed. */
async function identityRefusal(db: Database, input: UserInput, exceptUserId: string | null): Promise<UserWriteRefusal | null> {
  // Serialises identity checks: the e-mail address has no unique index, as older accounts share placeholder addresses.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('user-identity'))`);
  if (await emailTakenIn(db, input.email, exceptUserId)) return 'email_taken';
  const sameName = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, input.username), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return sameName.length > 0 ? 'username_taken' : null;
}

function userColumns(input: UserInput) {
  return {
    email: input.email,
    name: input.name,
    username: input.username,
    sendEmail: input.sendEmail,
    sendEmailWarranty: input.sendEmailWarranty,
    isFakeEmail: input.isFakeEmail,
    languageId: input.languageId,
    groupRoleId: input.groupRoleId,
    limitation: input.userAreas.find((area) => area.limitation !== null)?.limitation ?? null,
  };
}

async function writeMemberships(db: Database, userId: string, input: UserInput): Promise<void> {
  if (input.roleIds.length > 0) await db.insert(userRoles).values(input.roleIds.map((roleId) => ({ userId, roleId })));
  if (input.userAreas.length > 0) await db.insert(userAreas).values(input.userAreas.map((area) => ({ userId, sorg: area.sorg, limitation: area.limitation, option: area.option, value: area.value })));
  if (input.contentTargetMarketIds.length > 0) await db.insert(userContentTargetMarkets).values(input.contentTargetMarketIds.map((marketId) => ({ userId, marketId })));
}
