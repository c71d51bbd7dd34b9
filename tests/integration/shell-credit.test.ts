import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const CREDIT = `query Credit($custCode: String) {
  creditInformation(custCode: $custCode) {
    custCode company { code name } currency creditControl creditLimit balance openInvoice openDo consignment creditExposure reasonBlocked
  }
}`;
const COMPANIES = 'query Companies($custCode: String) { customerCompanies(custCode: $custCode) { code name } }';
const CHANGE_CUSTOMER = `mutation Change($custCode: CustomerCodeInput!) {
  changeCustomerV2(custCode: $custCode) { message { status } requestToken }
}`;

type Credit = {
  custCode: string;
  company: { code: string; name: string };
  currency: string;
  creditLimit: string;
  balance: string;
  openInvoice: string;
  openDo: string;
  consignment: string;
  creditExposure: string;
  reasonBlocked: string | null;
};

describe.each(ENGINES)('credit information on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  const creditOf = async (token: string, custCode?: string) => graphql<{ creditInformation: Credit[] }>(server, token, CREDIT, custCode ? { custCode } : {});

  it('answers the three companies of the dealer with several, one blocked, amounts as exact decimal strings', async () => {
    const { requestToken } = await signInAs(server, 'multico');
    const credit = (await creditOf(requestToken)).data!.creditInformation;
    expect(credit.map((item) => [item.company.code, item.reasonBlocked])).toEqual([
      ['ID01-1000', null],
      ['ID01-2000', 'overdue_over_limit'],
      ['SG01-1000', null],
    ]);
    expect(credit[2]).toEqual({
      custCode: '0000100002',
      company: { code: 'SG01-1000', name: 'Velocita Singapore Pte. Ltd.' },
      currency: 'SGD',
      creditControl: 'SG01',
      creditLimit: '150000.00',
      openInvoice: '42350.75',
      openDo: '8200.50',
      consignment: '1500.00',
      creditExposure: '52051.25',
      balance: '97948.75',
      reasonBlocked: null,
    });
    for (const item of credit) {
      for (const amount of [item.creditLimit, item.balance, item.openInvoice, item.openDo, item.consignment, item.creditExposure]) {
        expect(amount).toMatch(/^-?\d+\.\d{2}$/);
      }
    }
    const companies = await graphql<{ customerCompanies: { code: string }[] }>(server, requestToken, COMPANIES);
    expect(companies.data?.customerCompanies.map((company) => company.code)).toEqual(['ID01-1000', 'ID01-2000', 'SG01-1000']);
  });

  it('answers a healthy single account for the one-company dealer, also when it names its own code', async () => {
    const { requestToken } = await signInAs(server, 'dealer');
    const credit = (await creditOf(requestToken, '0000100001')).data!.creditInformation;
    expect(credit).toEqual([expect.objectContaining({ company: { code: 'ID01-1000', name: 'PT Velocita Indonesia' }, reasonBlocked: null, creditExposure: '167500000.00', balance: '332500000.00' })]);
  });

  it('refuses a dealer the credit and companies of another customer', async () => {
    const { requestToken } = await signInAs(server, 'dealer');
    const credit = await creditOf(requestToken, '0000100002');
    expect(credit.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(credit.data).toBeNull();
    const companies = await graphql(server, requestToken, COMPANIES, { custCode: '0000100002' });
    expect(companies.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses users without credit-status.read', async () => {
    for (const username of ['guest', 'marketing', 'auditor']) {
      const { requestToken } = await signInAs(server, username);
      expect((await creditOf(requestToken)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await graphql(server, requestToken, COMPANIES)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('answers a salesman acting for nobody with no credit, and refuses one asking for a customer not active in the token', async () => {
    const { requestToken } = await signInAs(server, 'salesman');
    expect((await creditOf(requestToken)).data?.creditInformation).toEqual([]);
    expect((await graphql<{ customerCompanies: unknown[] }>(server, requestToken, COMPANIES)).data?.customerCompanies).toEqual([]);
    expect((await creditOf(requestToken, '0000100007')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('follows the customer a salesman changes to, showing a blocked account, and still refuses the others', async () => {
    const { requestToken } = await signInAs(server, 'salesman');
    const changed = await graphql<{ changeCustomerV2: { requestToken: string } }>(server, requestToken, CHANGE_CUSTOMER, { custCode: { r3: '0000100007' } });
    const token = changed.data!.changeCustomerV2.requestToken;
    const credit = (await creditOf(token)).data!.creditInformation;
    expect(credit).toEqual([expect.objectContaining({ custCode: '0000100007', reasonBlocked: 'limit_exceeded' })]);
    expect(credit[0]!.balance.startsWith('-')).toBe(true);
    expect((await creditOf(token, '0000100008')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await creditOf(requestToken, '0000100007')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
