import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentUserDocument } from '../../infrastructure/graphql/generated/client/graphql';
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

  it('runs an operation the portal sends by its persisted id, and refuses an id it does not know', async () => {
    const byId = (sha256Hash: string) =>
      postJson(server, '/graphql', { extensions: { persistedQuery: { version: 1, sha256Hash } } }, { authorization: `Bearer ${token}` });
    const { hash } = (CurrentUserDocument as unknown as { __meta__: { hash: string } }).__meta__;

    const known = (await (await byId(hash)).json()) as { data?: { currentUser: { id: string } } };
    expect(known.data?.currentUser.id).toMatch(/^[0-9a-f-]{36}$/);
    const unknownId = `${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`;
    const unknown = (await (await byId(unknownId)).json()) as { data?: unknown; errors?: unknown[] };
    expect(unknown.data).toBeUndefined();
    expect(unknown.errors?.length).toBeGreaterThan(0);
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

  it('suggests no enum value, neither in a literal nor in a variable', async () => {
    const query = 'query Suggest($category: ProductCategory) { productSearchSuggestion(term: "tube", category: $category) { data { name } } }';
    const fromVariable = await postJson(server, '/graphql', { query, variables: { category: 'bik' } }, { authorization: `Bearer ${token}` });
    const fromLiteral = await postJson(server, '/graphql', { query: '{ productSearchSuggestion(term: "tube", category: bik) { data { name } } }' }, { authorization: `Bearer ${token}` });
    for (const answer of [await fromVariable.json(), await fromLiteral.json()]) {
      expect((answer as { errors?: unknown[] }).errors?.length).toBeGreaterThan(0);
      expect(JSON.stringify(answer)).not.toMatch(/Did you mean|"bike"/);
    }
  });

  it('compresses a large answer for a client that accepts gzip, and leaves a small one as it is', async () => {
    const ask = (query: string) =>
      server.fetch('/graphql', {
        host: 'localhost',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query }),
      });
    // The administrator's scopes, asked for under a dozen names: an answer of several times the threshold.
    const large = await ask(`{ ${Array.from({ length: 12 }, (_, index) => `u${index}: currentUser { scopes roles username }`).join(' ')} }`);
    expect(large.headers.get('content-encoding')).toBe('gzip');
    const answer = JSON.parse(gunzipSync(Buffer.from(await large.arrayBuffer())).toString()) as { data?: Record<string, { scopes: string[] }> };
    expect(Object.keys(answer.data ?? {})).toHaveLength(12);
    expect(answer.data?.u11?.scopes.length).toBeGreaterThan(0);
    const small = await ask('{ currentUser { username } }');
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('serves the public endpoint without a login and only its own schema', async () => {
    const languages = await postJson(server, '/public/graphql', { query: '{ inquiryLanguages { id } }' });
    expect(((await languages.json()) as { data: { inquiryLanguages: unknown[] } }).data.inquiryLanguages).toHaveLength(11);
    const privateField = await postJson(server, '/public/graphql', { query: '{ currentUser { id } }' });
    expect(((await privateField.json()) as { errors?: unknown[] }).errors?.length).toBeGreaterThan(0);
  });
});
