import { describe, expect, it } from 'vitest';
import { TokenStoreInMemory } from '../../application/portal/session/token-store.in-memory';
import { CurrentUserDocument } from '../graphql/generated/client/graphql';
import { ApiClient } from './api-client';
import { jsonResponse, scriptedFetch } from './fetch.scripted';
import { GraphqlClient, NO_DATA_MESSAGE } from './graphql-client';

function given(...answers: Response[]) {
  const { fetch, seen } = scriptedFetch(...answers);
  const api = new ApiClient({ baseUrl: '', fetch, tokens: new TokenStoreInMemory({ requestToken: 'access-1', refreshToken: 'refresh-1' }) });
  return { graphql: new GraphqlClient(api), seen };
}

const data = { currentUser: { id: 'u-1', activeCustomer: null } };

describe('GraphQL client', () => {
  it('posts the printed operation with the bearer token and answers its data', async () => {
    const { graphql, seen } = given(jsonResponse(200, { data }));

    expect(await graphql.request(CurrentUserDocument)).toEqual(data);
    expect(seen[0]).toMatchObject({ url: '/graphql', method: 'POST', authorization: 'Bearer access-1' });
    expect(seen[0]?.body).toMatchObject({ variables: {} });
    expect((seen[0]?.body as { query: string }).query).toContain('query CurrentUser');
  });

  it('answers the data even when some fields failed', async () => {
    const { graphql } = given(jsonResponse(200, { data, errors: [{ message: 'activeCustomer failed' }] }));

    expect(await graphql.request(CurrentUserDocument)).toEqual(data);
  });

  it('throws when the answer has no data', async () => {
    const { graphql } = given(jsonResponse(200, { data: null, errors: [{ message: 'forbidden' }] }));

    await expect(graphql.request(CurrentUserDocument)).rejects.toThrow(NO_DATA_MESSAGE);
  });

  it('throws when the answer is not JSON', async () => {
    const { graphql } = given(new Response('<html>bad gateway</html>', { status: 502 }));

    await expect(graphql.request(CurrentUserDocument)).rejects.toThrow(NO_DATA_MESSAGE);
  });
});
