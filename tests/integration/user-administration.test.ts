import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithinReach } from '../../domain/user-administration/sales-organisation-reach';
import { userAreas, users } from '../../infrastructure/db/schema';
import { gql, uploadFile } from './support/invoicing';
import { mailTo, passwordLinkToken } from './support/outbox';
import { postJson, signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const USER_FIELDS = 'id email name username sendEmail isFakeEmail language { id } roles { id description } groupRole { id } userAreas { sorg limitation } contentTargetMarkets { id }';
const CHOICES = `query { createData { variant roles { id description } groupRoles { id description } sorgs { sorg } languages { id } } }`;
const CREATE = `mutation Create($user: UserInput!) { createUser(user: $user) { message { status } userErrors { field message } user { ${USER_FIELDS} } } }`;
const UPDATE = `mutation Update($id: ID!, $user: UserInput!) { updateUser(id: $id, user: $user) { message { status } userErrors { field message } user { ${USER_FIELDS} } } }`;
const DELETE = `mutation Delete($id: ID!) { deleteUser(id: $id) { message { status } userErrors { field message } id } }`;
const LIST = `query List($search: String, $page: Int!, $limit: Int) { usersV2(search: $search, page: $page, limit: $limit, sort: { sortBy: "username", order: "asc" }) { users { id username userAreas { sorg } } info { page count pageTotal } } }`;
const ONE = `query One($id: ID!) { adminUser(id: $id) { id } }`;
const AUDIT = `query Audit($userId: ID!) { userAuditLog(userId: $userId) { action actorUsername subjectId changedFields before after } }`;
const SEND_LINK = `mutation Send($id: ID!) { sendPasswordLink(id: $id) { message { status } userErrors { field message } } }`;
const MASS = `mutation Mass($file: File!) { createUsers(file: $file) { message { status } userErrors { message } created { row username } refusedRows { row errors { field message } } } }`;

type Answer = { message: { status: boolean }; userErrors: { field: string[]; message: string }[] };
type Choices = { variant: string; roles: { id: string; description: string }[]; groupRoles: { id: string; description: string }[] };

describe.each(ENGINES)('user administration on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  let choices: Choices;
  const outbox = mkdtempSync(join(tmpdir(), 'user-admin-outbox-'));

  beforeAll(async () => {
    server = await startTestServer(engine, { mail: { outboxFolder: outbox } });
    admin = (await signInAs(server, 'admin')).requestToken;
    choices = (await gql<{ createData: Choices }>(server, admin, CHOICES)).data!.createData;
  });
  afterAll(async () => {
    await server.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  const roleId = (name: string) => choices.roles.find((role) => role.description === name)!.id;
  const newUser = (suffix: string, sorg = 'ID01') => ({
    email: `new.${suffix}@dealer.example`,
    name: `New Dealer ${suffix}`,
    username: `new${suffix}`,
    sendEmail: true,
    sendEmailWarranty: false,
    isFakeEmail: false,
    languageId: 'en-us',
    roleIds: [roleId('dealer')],
    groupRoleId: null,
    userAreas: [{ sorg, limitation: null as string | null }],
    contentTargetMarketIds: [] as string[],
  });
  const create = async (user: ReturnType<typeof newUser>) => (await gql<{ createUser: Answer & { user: { id: string } | null } }>(server, admin, CREATE, { user })).data!.createUser;
  const idOf = async (username: string) => {
    const [row] = await server.database.db.select({ id: users.id }).from(users).where(eqUsername(username));
    return row!.id;
  };

  it('offers the full form and only the sales organisations the administrator holds', () => {
    expect(choices.variant).toBe('full');
    expect((choices as unknown as { sorgs: { sorg: string }[] }).sorgs.map((each) => each.sorg)).toEqual(['ID01', 'US01']);
  });

  it('creates a user, refuses the same e-mail address again, and records the creation in the audit log', async () => {
    const created = await create(newUser('a'));
    expect(created).toMatchObject({ message: { status: true }, userErrors: [], user: { username: 'newa', roles: [{ description: 'dealer' }], userAreas: [{ sorg: 'ID01' }] } });
    const again = await create({ ...newUser('b'), email: 'NEW.A@dealer.example' });
    expect(again).toMatchObject({ message: { status: false }, userErrors: [{ field: ['email'], message: 'email_already_exists' }], user: null });
    const invalid = await create({ ...newUser('c'), email: 'not-an-address', name: 'R2-D2', roleIds: [] });
    expect(invalid.userErrors.map((error) => `${error.field.join('.')}:${error.message}`)).toEqual(['email:valid_email', 'name:valid_text', 'roleIds:select_at_least_one']);

    const log = (await gql<{ userAuditLog: { action: string; actorUsername: string; changedFields: string[]; before: string | null; after: string }[] }>(server, admin, AUDIT, { userId: created.user!.id })).data!.userAuditLog;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'create', actorUsername: 'admin', before: null });
    expect(JSON.parse(log[0]!.after)).toMatchObject({ username: 'newa', roles: ['dealer'] });
  });

  it('records each update and deletion with the state before and after', async () => {
    const created = await create(newUser('d'));
    const id = created.user!.id;
    const updated = (await gql<{ updateUser: Answer }>(server, admin, UPDATE, { id, user: { ...newUser('d'), name: 'Renamed Dealer', userAreas: [{ sorg: 'ID01' }, { sorg: 'US01', limitation: 'salesman' }] } })).data!.updateUser;
    expect(updated.message.status).toBe(true);
    expect((await gql<{ deleteUser: Answer }>(server, admin, DELETE, { id })).data!.deleteUser.message.status).toBe(true);
    const log = (await gql<{ userAuditLog: { action: string; changedFields: string[]; before: string | null; after: string | null }[] }>(server, admin, AUDIT, { userId: id })).data!.userAuditLog;
    expect(log.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(log[1]!.changedFields).toEqual(['name', 'userAreas']);
    expect(JSON.parse(log[1]!.before!)).toMatchObject({ name: 'New Dealer d' });
    expect(JSON.parse(log[1]!.after!)).toMatchObject({ name: 'Renamed Dealer' });
    expect(log[0]!.after).toBeNull();
  });

  it('never acts on sales organisations the administrator does not hold', async () => {
    const outside = await create(newUser('e', 'SG01'));
    expect(outside.userErrors).toEqual([{ field: ['userAreas'], message: 'sorg_not_held' }]);
    expect((await gql<{ usersV2: { users: unknown[] } }>(server, admin, LIST, { search: 'newe', page: 1 })).data!.usersV2.users).toEqual([]);

    // salesgroup works in ID01 and SG01; the administrator holds ID01 and US01 only.
    const salesgroup = await idOf('salesgroup');
    const before = (await gql<{ usersV2: { info: { count: number } } }>(server, admin, LIST, { page: 1, limit: 100 })).data!.usersV2;
    expect((await gql<{ adminUser: unknown }>(server, admin, ONE, { id: salesgroup })).data!.adminUser).toBeNull();
    expect((await gql<{ updateUser: Answer }>(server, admin, UPDATE, { id: salesgroup, user: { ...newUser('f'), userAreas: [{ sorg: 'ID01' }] } })).data!.updateUser.userErrors).toEqual([{ field: ['id'], message: 'user_not_found' }]);
    expect((await gql<{ deleteUser: Answer }>(server, admin, DELETE, { id: salesgroup })).data!.deleteUser.userErrors).toEqual([{ field: ['id'], message: 'user_not_found' }]);
    expect((await gql<{ sendPasswordLink: Answer }>(server, admin, SEND_LINK, { id: salesgroup })).data!.sendPasswordLink.userErrors).toEqual([{ field: ['id'], message: 'user_not_found' }]);
    expect((await gql(server, admin, AUDIT, { userId: salesgroup })).errors?.[0]?.message).toBe('forbidden');
    const [stillThere] = await server.database.db.select({ name: users.name }).from(users).where(eqUsername('salesgroup'));
    expect(stillThere!.name).toBe('Sari Dewi');
    expect((await gql<{ usersV2: { info: { count: number } } }>(server, admin, LIST, { page: 1, limit: 100 })).data!.usersV2.info.count).toBe(before.info.count);
  });

  it('lists exactly the users the domain rule puts within reach', async () => {
    const listed = (await gql<{ usersV2: { users: { id: string }[] } }>(server, admin, LIST, { page: 1, limit: 100 })).data!.usersV2.users.map((user) => user.id);
    const areas = await server.database.db.select({ userId: userAreas.userId, sorg: userAreas.sorg }).from(userAreas);
    const all = await server.database.db.select({ id: users.id }).from(users);
    const adminId = await idOf('admin');
    const held = areas.filter((area) => area.userId === adminId).map((area) => area.sorg);
    const expected = all.filter((user) => userWithinReach(held, areas.filter((area) => area.userId === user.id).map((area) => area.sorg))).map((user) => user.id);
    expect([...listed].sort()).toEqual([...expected].sort());
  });

  it('pages and searches the list, sorted by user name', async () => {
    const first = (await gql<{ usersV2: { users: { username: string }[]; info: { page: number; count: number; pageTotal: number } } }>(server, admin, LIST, { page: 1, limit: 2 })).data!.usersV2;
    expect(first.users).toHaveLength(2);
    expect(first.info.pageTotal).toBe(Math.ceil(first.info.count / 2));
    expect(first.users.map((user) => user.username)).toEqual([...first.users.map((user) => user.username)].sort());
    const found = (await gql<{ usersV2: { users: { username: string }[] } }>(server, admin, LIST, { search: 'budi', page: 1 })).data!.usersV2.users;
    expect(found.map((user) => user.username)).toEqual(['dealer']);
  });

  it('creates the good rows of a spreadsheet, reports the bad one, and creates each user whole', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Users');
    sheet.addRow(['email', 'name', 'username', 'language', 'roles', 'group_role', 'sorgs', 'limitation', 'send_email']);
    sheet.addRow(['mass.one@dealer.example', 'Mass One', 'massone', 'en-us', 'dealer', 'Dealers', 'ID01', '', 'yes']);
    sheet.addRow(['mass.two@dealer.example', 'Mass Two', 'masstwo', 'en-us', 'pilot', '', 'SG01', '', 'yes']);
    sheet.addRow(['mass.three@dealer.example', 'Mass Three', 'massthree', 'en-us', 'dealer, salesman', '', 'US01', 'salesman', 'no']);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const uploaded = await uploadFile<{ createUsers: Answer & { created: { row: number; username: string }[]; refusedRows: { row: number; errors: { field: string[]; message: string }[] }[] } }>(
      server,
      admin,
      MASS,
      {},
      { name: 'users.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes },
    );
    const result = (uploaded.body as { data: { createUsers: { created: unknown[]; refusedRows: unknown[]; message: { status: boolean } } } }).data.createUsers;
    expect(result.message.status).toBe(true);
    expect(result.created).toEqual([
      { row: 2, username: 'massone' },
      { row: 4, username: 'massthree' },
    ]);
    expect(result.refusedRows).toEqual([{ row: 3, errors: [{ field: ['roles'], message: 'invalid_choice' }] }]);
    const three = (await gql<{ usersV2: { users: { id: string }[] } }>(server, admin, LIST, { search: 'massthree', page: 1 })).data!.usersV2.users[0]!;
    const log = (await gql<{ userAuditLog: { action: string }[] }>(server, admin, AUDIT, { userId: three.id })).data!.userAuditLog;
    expect(log.map((entry) => entry.action)).toEqual(['create']);
  });

  it('finds sales staff only, by user name, in the sales search', async () => {
    const staff = (suffix: string, limitation: string | null) => ({ ...newUser(suffix), userAreas: [{ sorg: 'ID01', limitation }] });
    for (const [suffix, limitation] of [['srchc', null], ['srchb', 'sales_office'], ['srcha', 'salesman'], ['srchd', 'audit']] as const) {
      expect((await create(staff(suffix, limitation))).userErrors).toEqual([]);
    }
    const found = await gql<{ userSalesSearch: { username: string; limitation: string }[] }>(server, admin, 'query { userSalesSearch(search: "newsrch") { username limitation } }');
    expect(found.data!.userSalesSearch).toEqual([
      { username: 'newsrcha', limitation: 'salesman' },
      { username: 'newsrchb', limitation: 'sales_office' },
    ]);
  });

  it('exports the list as a workbook that opens', async () => {
    const response = await server.fetch('/api/admin/users/download-excel?search=mass', { headers: { authorization: `Bearer ${admin}` } });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(2).getCell(1).value).toBe('Username');
    expect([sheet.getRow(3).getCell(1).value, sheet.getRow(4).getCell(1).value]).toEqual(['massone', 'massthree']);
    const dealer = (await signInAs(server, 'dealer')).requestToken;
    expect((await server.fetch('/api/admin/users/download-excel', { headers: { authorization: `Bearer ${dealer}` } })).status).toBe(403);
  });

  it('lets a new user set a password from the administrator’s link once, then sign in with it', async () => {
    const created = await create(newUser('g'));
    expect((await postJson(server, '/login', { username: 'newg', password: '' })).status).toBe(400);
    const sent = (await gql<{ sendPasswordLink: Answer }>(server, admin, SEND_LINK, { id: created.user!.id })).data!.sendPasswordLink;
    expect(sent.message.status).toBe(true);
    const token = passwordLinkToken(await mailTo(outbox, 'new.g@dealer.example'));
    const weak = await postJson(server, '/password/set', { token, password: 'short', confirmation: 'short' });
    expect(await weak.json()).toEqual({ userErrors: [{ field: ['password'], message: 'pass_should_contain_number', values: [] }] });
    expect((await postJson(server, '/password/set', { token, password: 'Gears2026', confirmation: 'Gears2026' })).status).toBe(200);
    expect((await postJson(server, '/login', { username: 'newg', password: 'Gears2026' })).status).toBe(200);
    const reused = await postJson(server, '/password/set', { token, password: 'Other2026', confirmation: 'Other2026' });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ userErrors: [{ field: ['token'], message: 'password_link_invalid', values: [] }] });
    const log = (await gql<{ userAuditLog: { action: string }[] }>(server, admin, AUDIT, { userId: created.user!.id })).data!.userAuditLog;
    expect(log.map((entry) => entry.action)).toEqual(['password_link_sent', 'create']);
  });
});

function eqUsername(username: string) {
  return eq(users.username, username);
}
