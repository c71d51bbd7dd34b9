import { DEMO_PASSWORD } from '../../../infrastructure/db/seed/demo-data';
import type { TestServer } from './test-server';

export interface Tokens {
  requestToken: string;
  refreshToken: string;
}

export function postJson(server: TestServer, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return server.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

export async function signInAs(server: TestServer, username: string, password = DEMO_PASSWORD): Promise<Tokens> {
  const response = await postJson(server, '/login', { username, password });
  if (response.status !== 200) throw new Error(`sign-in of ${username} answered ${response.status}`);
  return (await response.json()) as Tokens;
}

export async function graphql<T = Record<string, unknown>>(
  server: TestServer,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ status: number; data?: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
  const response = await postJson(server, '/graphql', { query, variables }, { authorization: `Bearer ${token}` });
  const body = response.headers.get('content-type')?.includes('json') ? ((await response.json()) as { data?: T; errors?: never[] }) : {};
  return { status: response.status, ...body };
}

export function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
