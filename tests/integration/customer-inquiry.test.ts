import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_RATE_LIMIT } from '../../domain/customer-inquiry/customer-inquiry';
import { gql } from './support/invoicing';
import { textOfMail } from './support/mail';
import { signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const CREATE = `mutation Create($input: CustomerInquiryInput!) { createCustomerInquiry(input: $input) { message { status description } userErrors { field message } } }`;
const LIST = `query List($search: String) { customerInquiries(page: 1, limit: 100, search: $search) { count items { custName custPhone custEmail createdAt } } }`;

type Answer = { message: { status: boolean; description: string }; userErrors: { field: string[]; message: string }[] };

function inquiry(name: string, overrides: Record<string, unknown> = {}) {
  return {
    host: 'localhost',
    reason: 'We run two shops and want to stock the brand.',
    goal: 'Sell the gravel range.',
    custName: name,
    custAddress: 'Jl. Merdeka 5',
    custState: 'Jawa Barat',
    custCountry: 'Indonesia',
    custEmail: 'owner@sepedamaju.example',
    custPhone: '081234567890',
    custCity: 'Bandung',
    ...overrides,
  };
}

describe.each(ENGINES)('new-customer inquiry on %s', (engine) => {
  let server: TestServer;
  let outbox: string;
  let admin: string;

  beforeAll(async () => {
    outbox = await mkdtemp(join(tmpdir(), 'portal-outbox-'));
    server = await startTestServer(engine, { mail: { outboxFolder: outbox }, trustProxy: true });
    admin = (await signInAs(server, 'admin')).requestToken;
  });
  afterAll(async () => {
    await server.close();
    await rm(outbox, { recursive: true, force: true });
  });

  /** Sends an inquiry without a session, from a client address (X-Forwarded-For behind the trusted proxy). */
  async function send(input: Record<string, unknown>, client: string, host = 'localhost'): Promise<Answer> {
    const response = await server.fetch('/public/graphql', {
      method: 'POST',
      host,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ query: CREATE, variables: { input } }),
    });
    return ((await response.json()) as { data: { createCustomerInquiry: Answer } }).data.createCustomerInquiry;
  }
  const listed = async (search: string) => (await gql<{ customerInquiries: { count: number; items: { custName: string; custPhone: string }[] } }>(server, admin, LIST, { search })).data!.customerInquiries;
  const mails = async () => Promise.all((await readdir(outbox)).filter((file) => file.endsWith('.eml')).map((file) => readFile(join(outbox, file), 'utf8')));

  it('stores an inquiry sent without sign-in, mails it to the host’s support address and lists it for administrators', async () => {
    expect(await send(inquiry('Toko Sepeda Maju', { custPostalCode: '40111' }), '203.0.113.1')).toEqual({ message: { status: true, description: 'success_customer_inquiry' }, userErrors: [] });
    expect((await listed('Sepeda Maju')).items).toEqual([expect.objectContaining({ custName: 'Toko Sepeda Maju', custPhone: '+6281234567890' })]);
    const mail = (await mails()).find((eml) => eml.includes('Toko Sepeda Maju'));
    expect(mail).toMatch(/^To: .*dealer-support@velocita\.example/m);
    expect(textOfMail(mail!)).toContain('Postal code: 40111');
  });

  it('refuses missing required fields with userErrors and stores nothing', async () => {
    const answer = await send(inquiry('', { reason: ' ', custEmail: 'owner@', custPhone: '08-12' }), '203.0.113.2');
    expect(answer.message.status).toBe(false);
    expect(answer.userErrors.map((error) => `${error.field.join('.')}:${error.message}`)).toEqual(['reason:required', 'custName:required', 'custEmail:valid_email', 'custPhone:must_be_numeric_with_max_digits']);
    expect((await listed('')).items.some((item) => item.custName === '')).toBe(false);
  });

  it('takes a few inquiries from one client address an hour, refusing the rest while other addresses still send', async () => {
    for (let index = 0; index < INQUIRY_RATE_LIMIT.maxPerWindow; index += 1) {
      expect((await send(inquiry(`Burst ${index}`), '198.51.100.7')).message.status).toBe(true);
    }
    expect(await send(inquiry('Burst over'), '198.51.100.7')).toEqual({ message: { status: false, description: 'failed_customer_inquiry' }, userErrors: [{ field: [], message: 'inquiry_too_many' }] });
    expect((await send(inquiry('Another shop'), '198.51.100.8')).message.status).toBe(true);
    expect((await listed('Burst')).count).toBe(INQUIRY_RATE_LIMIT.maxPerWindow);
  });

  it('answers a filled honeypot as if sent, keeping and mailing nothing', async () => {
    const before = (await mails()).length;
    expect((await send(inquiry('Spam Bot Shop', { website2: 'https://spam.example' }), '203.0.113.9')).message.status).toBe(true);
    expect((await listed('Spam Bot')).count).toBe(0);
    expect((await mails()).length).toBe(before);
  });

  it('refuses inquiries on a host that does not take them', async () => {
    expect((await send(inquiry('Trail Shop'), '203.0.113.10', '127.0.0.1')).userErrors).toEqual([{ field: [], message: 'inquiry_not_offered' }]);
  });

  it('keeps the list of inquiries to user administrators', async () => {
    const dealer = (await signInAs(server, 'dealer')).requestToken;
    expect((await gql(server, dealer, LIST, {})).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
