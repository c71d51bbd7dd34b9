import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../infrastructure/server/graphql/yoga';
import { graphql, postJson, signInAs } from './support/session';
import { startTestServer, type TestServer } from './support/test-server';

describe('GraphQL edge in production mode', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer('pglite', { production: true });
    token = (await signInAs(server, 'admin')).requestToken;
  });
  afterAll(() => server.close());

  it('answers an ordinary query', async () => {
    const result = await graphql<{ currentUser: { username: string } }>(server, token, '{ currentUser { username } }');
    expect(result.data?.currentUser.username).toBe('admin');
  });

  it('hides the schema from introspection', async () => {
    const result = await graphql(server, token, '{ __schema { types { name } } }');
    expect(result.data).toBeUndefined();
    expect(result.errors?.length).toBeGreaterThan(0);
  });

  it('refuses more aliases than the limit', async () => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, index) => `a${index}: currentUser { id }`).join(' ');
    const result = await graphql(server, token, `{ ${aliases} }`);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('refuses documents longer than the token limit', async () => {
    const fields = Array.from({ length: GRAPHQL_LIMITS.maxTokens }, () => 'id').join(' ');
    const result = await graphql(server, token, `{ currentUser { ${fields} } }`);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toMatch(/token/i);
  });

  it('refuses a simple cross-site form post (CSRF)', async () => {
    const response = await server.fetch('/graphql', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query=%7B%20currentUser%20%7B%20id%20%7D%20%7D',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
  });

  it('does not reveal internal failures', async () => {
    const result = await graphql(server, token, 'mutation { changeCustomerV2(custCode: { r3: "0000100001", isr: null }) { message { status } } }');
    expect(result.errors).toBeUndefined();
    const missing = await postJson(server, '/graphql', { query: '{ nothingHere }' }, { authorization: `Bearer ${token}` });
    const body = await missing.json();
    expect(JSON.stringify(body)).not.toMatch(/Did you mean/);
  });

  it('serves the public endpoint without a login and only its own schema', async () => {
    const languages = await postJson(server, '/public/graphql', { query: '{ inquiryLanguages { id } }' });
    expect(((await languages.json()) as { data: { inquiryLanguages: unknown[] } }).data.inquiryLanguages).toHaveLength(11);
    const privateField = await postJson(server, '/public/graphql', { query: '{ currentUser { id } }' });
    expect(((await privateField.json()) as { errors?: unknown[] }).errors?.length).toBeGreaterThan(0);
  });
});
