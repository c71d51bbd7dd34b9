import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimsOf, graphql, postJson, refreshWith, sessionCookieLine, signInAs, tokensOf } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const CHANGE_CUSTOMER = `mutation Change($custCode: CustomerCodeInput!) {
  changeCustomerV2(custCode: $custCode) { message { status description } userErrors { field message } requestToken refreshToken }
}`;
const CUSTOMERS = `query Customers($search: String, $page: Int, $limit: Int) {
  salesCustomers(search: $search, page: $page, limit: $limit) { total page limit items { id custName custCode { r3 isr } custCity } }
}`;

describe.each(ENGINES)('scopes and customer access on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('refuses changeCustomerV2 to a dealer without menu.change-cust', async () => {
    const { requestToken } = await signInAs(server, 'dealer');
    const result = await graphql(server, requestToken, CHANGE_CUSTOMER, { custCode: { r3: '0000100002' } });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(result.data).toBeNull();
  });

  it('shows a dealer without menu.change-cust only the own customer', async () => {
    const { requestToken } = await signInAs(server, 'dealer');
    const result = await graphql<{ salesCustomers: { total: number; items: { custCode: { r3: string } }[] } }>(server, requestToken, CUSTOMERS);
    expect(result.data?.salesCustomers.total).toBe(1);
    expect(result.data?.salesCustomers.items.map((item) => item.custCode.r3)).toEqual(['0000100001']);
  });

  it('lets a salesman switch to an assigned customer and carries it in the new token', async () => {
    const { requestToken } = await signInAs(server, 'salesman');
    expect(claimsOf(requestToken).salesActiveCustCode).toBeNull();
    const listed = await graphql<{ salesCustomers: { total: number; items: { custCode: { r3: string; isr: string | null } }[] } }>(server, requestToken, CUSTOMERS, { limit: 25 });
    expect(listed.data?.salesCustomers.total).toBe(12);
    const target = listed.data!.salesCustomers.items[3]!.custCode;
    const changed = await graphql<{ changeCustomerV2: { message: { status: boolean }; requestToken: string } }>(server, requestToken, CHANGE_CUSTOMER, { custCode: target });
    expect(changed.data?.changeCustomerV2.message.status).toBe(true);
    const newToken = changed.data!.changeCustomerV2.requestToken;
    expect(claimsOf(newToken).salesActiveCustCode).toBe(target.r3);
    const user = await (await server.fetch('/user', { headers: { authorization: `Bearer ${newToken}` } })).json();
    expect(user.salesActiveCustCode).toBe(target.r3);
  });

  it('hands the refresh token of a change of customer over in the session cookie, never in the answer', async () => {
    const { requestToken } = await signInAs(server, 'salesman');
    const target = { r3: '0000100002' };
    const answer = await postJson(server, '/graphql', { query: CHANGE_CUSTOMER, variables: { custCode: target } }, { authorization: `Bearer ${requestToken}` });
    const { data } = (await answer.json()) as { data: { changeCustomerV2: { refreshToken: string | null } } };
    expect(data.changeCustomerV2.refreshToken).toBeNull();
    const cookie = sessionCookieLine(answer) ?? '';
    expect(cookie).toMatch(/; HttpOnly/);
    const refreshed = await tokensOf(await refreshWith(server, cookie.split(';')[0]!.split('=')[1]!));
    expect(claimsOf(refreshed.requestToken).salesActiveCustCode).toBe(target.r3);
  });

  it('refuses a salesman a customer outside the assignment and leaves the session as it was', async () => {
    const { requestToken } = await signInAs(server, 'salesman');
    const result = await graphql<{ changeCustomerV2: { message: { status: boolean }; userErrors: { message: string }[]; requestToken: string | null } }>(
      server,
      requestToken,
      CHANGE_CUSTOMER,
      { custCode: { r3: '0000100070' } },
    );
    expect(result.data?.changeCustomerV2).toMatchObject({ message: { status: false }, userErrors: [{ message: 'failed_change_customer' }], requestToken: null });
    expect((await server.fetch('/user', { headers: { authorization: `Bearer ${requestToken}` } })).status).toBe(200);
  });

  it('searches the customers of a sales group user case-insensitively and pages them', async () => {
    const { requestToken } = await signInAs(server, 'salesgroup');
    const all = await graphql<{ salesCustomers: { total: number; items: unknown[] } }>(server, requestToken, CUSTOMERS, { limit: 50, page: 2 });
    expect(all.data?.salesCustomers.total).toBe(80);
    expect(all.data?.salesCustomers.items).toHaveLength(30);
    const pastTheEnd = await graphql<{ salesCustomers: { total: number; items: unknown[] } }>(server, requestToken, CUSTOMERS, { limit: 50, page: 3 });
    expect(pastTheEnd.data?.salesCustomers).toMatchObject({ total: 80, items: [] });
    const searched = await graphql<{ salesCustomers: { items: { custCity: string }[] } }>(server, requestToken, CUSTOMERS, { search: 'sURaBaYa', limit: 50 });
    expect(searched.data?.salesCustomers.items.length).toBeGreaterThan(0);
    expect(searched.data?.salesCustomers.items.every((item) => item.custCity === 'Surabaya')).toBe(true);
  });

  it('tells the user their areas with the visit-form kind of each', async () => {
    const { requestToken } = await signInAs(server, 'salesgroup');
    const result = await graphql<{ currentUser: { areas: { sorg: string; formVisit: string | null }[] } }>(server, requestToken, '{ currentUser { areas { sorg formVisit } } }');
    expect(result.data?.currentUser.areas).toEqual([
      { sorg: 'ID01', formVisit: 'wim' },
      { sorg: 'SG01', formVisit: 'polygon' },
    ]);
  });

  it('answers configuration per host with basic credentials only', async () => {
    const auth = { authorization: `Basic ${Buffer.from('portal:portal-config').toString('base64')}` };
    const velocita = await (await server.fetch('/server/config/localhost', { headers: auth })).json();
    const trailmark = await (await server.fetch('/server/config/127.0.0.1', { headers: auth })).json();
    expect(velocita).toMatchObject({ brandName: 'Velocita', sorg: 'ID01', currency: { symbol: 'Rp', decimalPrecision: 0 }, invoicePaymentRule: 'oldest', dateFormat: 'DD MMM YYYY' });
    expect(trailmark).toMatchObject({ brandName: 'Trailmark', sorg: 'US01', currency: { symbol: '$', decimalPrecision: 2 }, invoicePaymentRule: 'overdue', creditWordingHosts: ['127.0.0.1'] });
    expect((await server.fetch('/server/config/unknown.example', { headers: auth })).status).toBe(404);
    expect((await server.fetch('/server/config/localhost')).status).toBe(401);
  });
});
