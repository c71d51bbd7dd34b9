import { DEMO_PASSWORD } from '../../../infrastructure/db/seed/demo-data';
import { REFRESH_COOKIE } from '../../../infrastructure/server/http/session-routes';
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
  return tokensOf(response);
}

/** The session cookie an answer sets, as its Set-Cookie line; undefined when it sets none. */
export function sessionCookieLine(response: Response): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${REFRESH_COOKIE}=`));
}

/** The access token of an answer's body and the refresh token of its session cookie. */
export async function tokensOf(response: Response): Promise<Tokens> {
  const { requestToken } = (await response.json()) as { requestToken: string };
  const refreshToken = sessionCookieLine(response)?.split(';')[0]?.slice(REFRESH_COOKIE.length + 1) ?? '';
  return { requestToken, refreshToken };
}

/** POST /refresh-token as a browser sends it: the refresh token in the session cookie, no body. */
export function refreshWith(server: TestServer, refreshToken: string, headers: Record<string, string> = {}): Promise<Response> {
  return server.fetch('/refresh-token', { method: 'POST', headers: { cookie: `${REFRESH_COOKIE}=${refreshToken}`, ...headers } });
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
