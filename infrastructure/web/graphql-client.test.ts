import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TokenStoreInMemory } from '../../application/portal/session/testing/token-store.in-memory';
import { CurrentUserDocument, UploadPaymentReceiptDocument } from '../graphql/generated/client/graphql';
import { ApiClient } from './api-client';
import { jsonResponse, scriptedFetch } from './testing/fetch.scripted';
import { GraphqlClient, NO_DATA_MESSAGE } from './graphql-client';

function given(...answers: Response[]) {
  const { fetch, seen } = scriptedFetch(...answers);
  const api = new ApiClient({ baseUrl: '', fetch, tokens: new TokenStoreInMemory('access-1') });
  return { graphql: new GraphqlClient(api), seen };
}

const persistedOperations = JSON.parse(
  readFileSync(new URL('../graphql/generated/client/persisted-documents.json', import.meta.url), 'utf8'),
) as Record<string, string>;

/** The text the service runs for the operation a request names by id. */
function operationText(sent: unknown): string | undefined {
  const id = (sent as { extensions?: { persistedQuery?: { sha256Hash?: string } } }).extensions?.persistedQuery?.sha256Hash;
  return id === undefined ? undefined : persistedOperations[id];
}

const data = { currentUser: { id: 'u-1', activeCustomer: null } };

describe('GraphQL client', () => {
  it('posts the operation by its persisted id, not its text, with the bearer token and answers its data', async () => {
    const { graphql, seen } = given(jsonResponse(200, { data }));

    expect(await graphql.request(CurrentUserDocument)).toEqual(data);
    expect(seen[0]).toMatchObject({ url: '/graphql', method: 'POST', authorization: 'Bearer access-1' });
    expect(seen[0]?.body).toMatchObject({ variables: {} });
    expect(seen[0]?.body).not.toHaveProperty('query');
    expect(operationText(seen[0]?.body)).toContain('query CurrentUser');
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

describe('GraphQL client uploads', () => {
  it('sends an operation with a file as a multipart request that maps the file to its variable, with the upload header and the bearer token', async () => {
    const { graphql, seen } = given(jsonResponse(200, { data: { uploadPayment: { userErrors: [], paymentRequest: null } } }));
    const receipt = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'receipt.png', { type: 'image/png' });

    await graphql.request(UploadPaymentReceiptDocument, { id: 'pr-1', file: receipt });

    const form = seen[0]!.form!;
    expect(seen[0]).toMatchObject({ url: '/graphql', method: 'POST', authorization: 'Bearer access-1', uploadHeader: '1', body: undefined });
    const operations = JSON.parse(String(form.get('operations'))) as { variables: unknown };
    expect(operations.variables).toEqual({ id: 'pr-1', file: null });
    expect(operationText(operations)).toContain('mutation UploadPaymentReceipt');
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.file'] });
    const sent = form.get('0') as File;
    expect([sent.name, sent.type, sent.size]).toEqual(['receipt.png', 'image/png', 4]);
  });

  it('sends the same form again when the session policy retries after a refused token', async () => {
    const { graphql, seen } = given(jsonResponse(401), jsonResponse(200, { data: { uploadPayment: { userErrors: [], paymentRequest: null } } }));

    await graphql.request(UploadPaymentReceiptDocument, { id: 'pr-1', file: new Blob(['%PDF-'], { type: 'application/pdf' }) });

    expect(seen.map((request) => [request.uploadHeader, (request.form?.get('0') as File | null)?.name])).toEqual([
      ['1', 'upload'],
      ['1', 'upload'],
    ]);
  });

  it('sends an operation without files as JSON, without the upload header', async () => {
    const { graphql, seen } = given(jsonResponse(200, { data }));

    await graphql.request(CurrentUserDocument);

    expect(seen[0]).toMatchObject({ uploadHeader: undefined, form: undefined, body: { variables: {} } });
  });
});
