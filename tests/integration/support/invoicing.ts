import type { TestServer } from './test-server';
import { signInAs } from './session';

export type GraphQLAnswer<T> = { status: number; data?: T; errors?: { message: string; extensions?: { code?: string; errors?: string[] } }[] };

/** POST /graphql as if addressed to `host` (the Host header picks the brand and its payment rules). */
export async function gql<T = Record<string, unknown>>(server: TestServer, token: string, query: string, variables: Record<string, unknown> = {}, host?: string): Promise<GraphQLAnswer<T>> {
  const response = await server.fetch('/graphql', {
    method: 'POST',
    host,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = response.headers.get('content-type')?.includes('json') ? ((await response.json()) as { data?: T; errors?: never[] }) : {};
  return { status: response.status, ...body };
}

const CHANGE_CUSTOMER = `mutation Change($custCode: CustomerCodeInput!) { changeCustomerV2(custCode: $custCode) { message { status } requestToken } }`;

/** Signs in and switches the session to a customer (users with menu.change-cust). */
export async function signInActingFor(server: TestServer, username: string, r3: string): Promise<string> {
  const { requestToken } = await signInAs(server, username);
  const changed = await gql<{ changeCustomerV2: { message: { status: boolean }; requestToken: string } }>(server, requestToken, CHANGE_CUSTOMER, { custCode: { r3 } });
  if (!changed.data?.changeCustomerV2.message.status) throw new Error(`${username} could not act for ${r3}`);
  return changed.data.changeCustomerV2.requestToken;
}

/** A multipart GraphQL upload (graphql-multipart-request-spec) of one file into the variable `file`. */
export async function uploadFile<T>(
  server: TestServer,
  token: string,
  query: string,
  variables: Record<string, unknown>,
  file: { name: string; type: string; bytes: Uint8Array },
  headers: Record<string, string> = { 'x-portal-upload': '1' },
): Promise<{ status: number; body: { data?: T; errors?: unknown[] } | Record<string, unknown> }> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await server.fetch('/graphql', { method: 'POST', headers: { authorization: `Bearer ${token}`, ...headers }, body: form });
  const body = response.headers.get('content-type')?.includes('json') ? ((await response.json()) as Record<string, unknown>) : {};
  return { status: response.status, body };
}

/** The first bytes of a PNG, enough for the type check, padded to `size` bytes. */
export function pngOf(size = 1024): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

export function pdfOf(size = 1024): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return bytes;
}
