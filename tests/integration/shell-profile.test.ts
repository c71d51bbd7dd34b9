import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumerFeedback, customers, users } from '../../infrastructure/db/schema';
import { graphql, signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const CHANGE_LANGUAGE = `mutation Change($languageId: ID!) {
  changeLanguage(languageId: $languageId) { message { status description } userErrors { field message } language { id description } }
}`;
const SEND_FEEDBACK = `mutation Send($message: String!) {
  sendCustomerFeedback(message: $message) { message { status description } userErrors { field message } }
}`;

type Payload = { message: { status: boolean; description: string | null }; userErrors: { field: string[]; message: string }[] };

describe.each(ENGINES)('language and consumer voice on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  const languageOf = async (username: string) => {
    const [row] = await server.database.db.select({ languageId: users.languageId }).from(users).where(eq(users.username, username));
    return row?.languageId;
  };
  const feedbackCount = async () => (await server.database.db.select({ id: consumerFeedback.id }).from(consumerFeedback)).length;

  it('stores the chosen language and the user loads with it', async () => {
    const { requestToken } = await signInAs(server, 'dealer');
    const result = await graphql<{ changeLanguage: Payload & { language: { id: string } } }>(server, requestToken, CHANGE_LANGUAGE, { languageId: 'de' });
    expect(result.data?.changeLanguage).toEqual({
      message: { status: true, description: 'success_change_language' },
      userErrors: [],
      language: { id: 'de', description: 'Deutsch' },
    });
    const user = await (await server.fetch('/user', { headers: { authorization: `Bearer ${requestToken}` } })).json();
    expect(user.language).toEqual({ id: 'de', description: 'Deutsch' });
  });

  it('refuses an unknown language with a user error and leaves the language as it was', async () => {
    const { requestToken } = await signInAs(server, 'multico');
    const before = await languageOf('multico');
    const result = await graphql<{ changeLanguage: Payload & { language: null } }>(server, requestToken, CHANGE_LANGUAGE, { languageId: 'tlh' });
    expect(result.data?.changeLanguage).toEqual({
      message: { status: false, description: 'failed_change_language' },
      userErrors: [{ field: ['languageId'], message: 'failed_change_language' }],
      language: null,
    });
    expect(await languageOf('multico')).toBe(before);
  });

  it('lets a user without any particular scope change the language', async () => {
    const { requestToken } = await signInAs(server, 'guest');
    const result = await graphql<{ changeLanguage: Payload }>(server, requestToken, CHANGE_LANGUAGE, { languageId: 'fr' });
    expect(result.data?.changeLanguage.message.status).toBe(true);
    expect(await languageOf('guest')).toBe('fr');
  });

  it('stores consumer voice with the user, the active customer, the host and the time', async () => {
    const { requestToken } = await signInAs(server, 'dealer');
    const before = Date.now();
    const result = await graphql<{ sendCustomerFeedback: Payload }>(server, requestToken, SEND_FEEDBACK, { message: '  Quick delivery.\nFriendly staff, thanks.  ' });
    expect(result.data?.sendCustomerFeedback).toEqual({ message: { status: true, description: 'success_send_consumer_voice' }, userErrors: [] });
    const rows = await server.database.db
      .select({ message: consumerFeedback.message, host: consumerFeedback.host, createdAt: consumerFeedback.createdAt, username: users.username, customer: customers.r3 })
      .from(consumerFeedback)
      .innerJoin(users, eq(users.id, consumerFeedback.userId))
      .innerJoin(customers, eq(customers.id, consumerFeedback.customerId));
    expect(rows).toEqual([{ message: 'Quick delivery.\nFriendly staff, thanks.', host: '127.0.0.1', createdAt: expect.any(Date), username: 'dealer', customer: '0000100001' }]);
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    ['an empty message', '   ', 'required'],
    ['digits', 'Order 4711 arrived damaged', 'valid_text'],
    ['markup', '<img src=x onerror=alert(1)>', 'valid_text'],
    ['a message over 2000 characters', 'a'.repeat(2001), 'max_characters'],
  ])('refuses %s and stores nothing', async (_case, message, key) => {
    const { requestToken } = await signInAs(server, 'multico');
    const before = await feedbackCount();
    const result = await graphql<{ sendCustomerFeedback: Payload }>(server, requestToken, SEND_FEEDBACK, { message });
    expect(result.data?.sendCustomerFeedback).toEqual({ message: { status: false, description: 'failed_send_consumer_voice' }, userErrors: [{ field: ['message'], message: key }] });
    expect(await feedbackCount()).toBe(before);
  });

  it('refuses consumer voice to a user without consumer-voice.submit', async () => {
    const { requestToken } = await signInAs(server, 'guest');
    const before = await feedbackCount();
    const result = await graphql(server, requestToken, SEND_FEEDBACK, { message: 'Hello' });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await feedbackCount()).toBe(before);
  });
});
