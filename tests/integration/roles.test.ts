import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from './support/invoicing';
import { signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const ROLE_FIELDS = 'id name description permissions { name } groupRoles { id description }';
const ROLES = `query Roles($groupRoleIds: [ID!], $search: String, $page: Int, $limit: Int) { roles(groupRoleIds: $groupRoleIds, search: $search, page: $page, limit: $limit) { data { ${ROLE_FIELDS} } info { page count pageTotal } } }`;
const GROUP_ROLES = 'query { groupRoles(limit: 50) { data { id name roles { id description } } info { count } } }';
const ANSWER = 'message { status description } userErrors { field message }';
const CREATE_ROLE = `mutation Create($input: RoleInput!) { createRole(input: $input) { ${ANSWER} role { ${ROLE_FIELDS} } } }`;
const UPDATE_ROLE = `mutation Update($id: ID!, $input: RoleInput!) { updateRole(id: $id, input: $input) { ${ANSWER} role { ${ROLE_FIELDS} } } }`;
const UPDATE_GROUP_ROLE = `mutation Update($id: ID!, $input: GroupRoleInput!) { updateGroupRole(id: $id, input: $input) { ${ANSWER} groupRole { id roles { description } } } }`;

type Role = { id: string; name: string; permissions: { name: string }[]; groupRoles: { id: string; description: string }[] };
type Answer = { message: { status: boolean; description: string }; userErrors: { field: string[]; message: string }[] };

describe.each(ENGINES)('roles, group roles and permissions on %s', (engine) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    admin = (await signInAs(server, 'admin')).requestToken;
  });
  afterAll(() => server.close());

  const roles = async (variables: Record<string, unknown> = {}) => (await gql<{ roles: { data: Role[]; info: { page: number; count: number; pageTotal: number } } }>(server, admin, ROLES, variables)).data!.roles;
  const roleNamed = async (name: string) => (await roles({ search: name })).data.find((role) => role.name === name)!;
  const groupNamed = async (name: string) => (await gql<{ groupRoles: { data: { id: string; name: string; roles: { id: string }[] }[] } }>(server, admin, GROUP_ROLES)).data!.groupRoles.data.find((group) => group.name === name)!;
  const scopesOf = async (token: string) => ((await (await server.fetch('/user', { headers: { authorization: `Bearer ${token}` } })).json()) as { scopes: string[] }).scopes;

  it('lists roles by search and page, and by the group roles that include them', async () => {
    const firstPage = await roles({ limit: 2 });
    expect(firstPage.data).toHaveLength(2);
    expect(firstPage.info.pageTotal).toBe(Math.ceil(firstPage.info.count / 2));
    const secondPage = await roles({ limit: 2, page: 2 });
    expect(secondPage.data.map((role) => role.id)).not.toContain(firstPage.data[0]!.id);
    const headOffice = await groupNamed('Head office');
    expect((await roles({ groupRoleIds: [headOffice.id] })).data.map((role) => role.name)).toEqual(['administrator']);
    expect((await roles({ search: 'SALESM' })).data.map((role) => role.name)).toEqual(['salesman']);
  });

  it('refuses anyone without page.user-management', async () => {
    const dealer = (await signInAs(server, 'dealer')).requestToken;
    expect((await gql(server, dealer, ROLES)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const refused = await gql(server, dealer, CREATE_ROLE, { input: { name: 'sneaky', permissions: ['page.user-management'] } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await roles({ search: 'sneaky' })).data).toEqual([]);
  });

  it('grants only scopes of the catalogue, and refuses a name already taken', async () => {
    const unknown = await gql<{ createRole: Answer }>(server, admin, CREATE_ROLE, { input: { name: 'warehouse', permissions: ['page.catalog', 'page.everything'] } });
    expect(unknown.data!.createRole).toMatchObject({ message: { status: false }, userErrors: [{ field: ['scopes', '1'], message: 'unknown_permission' }] });
    const taken = await gql<{ createRole: Answer }>(server, admin, CREATE_ROLE, { input: { name: 'Dealer', permissions: [] } });
    expect(taken.data!.createRole.userErrors).toEqual([{ field: ['name'], message: 'name_taken' }]);
    expect((await roles({ search: 'warehouse' })).data).toEqual([]);
  });

  it('refuses to take page.user-management from its last holders, and leaves the role as it was', async () => {
    const administrator = await roleNamed('administrator');
    const without = administrator.permissions.map((permission) => permission.name).filter((scope) => scope !== 'page.user-management');
    const answer = await gql<{ updateRole: Answer }>(server, admin, UPDATE_ROLE, { id: administrator.id, input: { name: 'administrator', permissions: without } });
    expect(answer.data!.updateRole).toMatchObject({ message: { status: false }, userErrors: [{ field: ['permissions'], message: 'last_administrator' }] });
    expect((await roleNamed('administrator')).permissions).toEqual(administrator.permissions);
    expect(await server.services.auditLog.entriesAbout('role', administrator.id, 10)).toEqual([]);

    const headOffice = await groupNamed('Head office');
    const emptied = await gql<{ updateGroupRole: Answer }>(server, admin, UPDATE_GROUP_ROLE, { id: headOffice.id, input: { name: 'Head office', roleIds: [] } });
    expect(emptied.data!.updateGroupRole.message.status).toBe(true);
    expect(await scopesOf(admin)).toContain('page.user-management');
  });

  it('applies a role change to its holders at their next request, records it in the audit log, and then lets another holder go', async () => {
    const salesman = (await signInAs(server, 'salesman')).requestToken;
    expect(await scopesOf(salesman)).not.toContain('page.user-management');
    const created = await gql<{ createRole: Answer & { role: Role } }>(server, admin, CREATE_ROLE, { input: { name: 'deputy administrator', description: 'Stands in', permissions: ['page.user-management'] } });
    const deputy = created.data!.createRole.role;
    const salesTeam = await groupNamed('Sales team');
    const joined = await gql<{ updateGroupRole: Answer }>(server, admin, UPDATE_GROUP_ROLE, { id: salesTeam.id, input: { name: 'Sales team', description: 'Sales staff', roleIds: [...salesTeam.roles.map((role) => role.id), deputy.id] } });
    expect(joined.data!.updateGroupRole.message.status).toBe(true);
    expect(await scopesOf(salesman)).toContain('page.user-management');

    const administrator = await roleNamed('administrator');
    const without = administrator.permissions.map((permission) => permission.name).filter((scope) => scope !== 'page.user-management');
    const answer = await gql<{ updateRole: Answer & { role: Role } }>(server, admin, UPDATE_ROLE, {
      id: administrator.id,
      input: { name: 'administrator', description: 'Every scope of the portal', permissions: without },
    });
    expect(answer.data!.updateRole.message).toEqual({ status: true, description: 'success_save_role' });
    const [entry] = await server.services.auditLog.entriesAbout('role', administrator.id, 10);
    expect(entry).toMatchObject({ action: 'update', actorUsername: 'admin', changedFields: ['permissions'] });
    expect(entry!.before!.permissions).toContain('page.user-management');
    expect(entry!.after!.permissions).toEqual(without.sort());
    const [joining] = await server.services.auditLog.entriesAbout('group_role', salesTeam.id, 10);
    expect(joining).toMatchObject({ action: 'update', before: { roles: ['salesman'] }, after: { roles: ['deputy administrator', 'salesman'] } });
    expect(await server.services.auditLog.entriesAbout('role', deputy.id, 10)).toMatchObject([{ action: 'create', before: null, after: { name: 'deputy administrator', permissions: ['page.user-management'] } }]);
    expect(await scopesOf(admin)).not.toContain('page.user-management');
    expect((await gql(server, admin, 'query { permissions { info { count } } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
