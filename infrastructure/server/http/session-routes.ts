import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { serialize, type CookieOptions } from 'hono/utils/cookie';
import { currentUser } from '../../../application/service/auth/current-user';
import { refreshSession } from '../../../application/service/auth/refresh-session';
import { signIn } from '../../../application/service/auth/sign-in';
import { signOut } from '../../../application/service/auth/sign-out';
import { REFRESH_TOKEN_LIFETIME_MS } from '../../../application/service/auth/token-lifetimes';
import type { SessionTokens, SessionUser } from '../../../domain/session/session-user';
import type { ServerServices } from '../server-services';
import { principalFromAuthorization, principalOfToken } from './bearer';
import { cameOverHttps } from './edge-guards';
import { clientAddress, DEVICE_COOKIE, deviceCookieOptions } from './sign-in-origin';

/** The cookie that carries the session's refresh token (docs/adr/0005-keeping-session-tokens.md). */
export const REFRESH_COOKIE = 'portal_session';

/**
 * No script reads it and no other site's request carries it. A cookie has one path, and sign-in, refresh and
 * sign-out live at three: the service reads it on those alone, and every other call proves itself by its bearer token.
 */
function refreshCookieOptions(c: Context): CookieOptions {
  return { path: '/', httpOnly: true, sameSite: 'Strict', secure: cameOverHttps(c), maxAge: Math.floor(REFRESH_TOKEN_LIFETIME_MS / 1000) };
}

/** The Set-Cookie line that hands a new refresh token to the browser, for answers built outside Hono's context. */
export function refreshCookieHeader(c: Context, refreshToken: string): string {
  return serialize(REFRESH_COOKIE, refreshToken, refreshCookieOptions(c));
}

/**
 * Keeps the refresh token in its cookie and answers the access token, with the user it speaks for where known: as
 * GET /user answers it, so that neither a sign-in nor a page resuming its session needs a second round trip before
 * it can show anything.
 */
async function handOver(c: Context, services: ServerServices, tokens: SessionTokens) {
  const user = await userOfToken(services, tokens.requestToken);
  setCookie(c, REFRESH_COOKIE, tokens.refreshToken, refreshCookieOptions(c));
  return c.json(user ? { requestToken: tokens.requestToken, user } : { requestToken: tokens.requestToken });
}

async function userOfToken(services: ServerServices, requestToken: string): Promise<SessionUser | undefined> {
  const principal = await principalOfToken(services, requestToken);
  return principal ? currentUser(services, principal) : undefined;
}

/**
 * A browser names the page a POST comes from; a form on another site cannot rotate or end the session even if a
 * browser without SameSite support sent the cookie along. Callers that are not browsers send no Origin.
 */
function fromAnotherSite(c: Context): boolean {
  const origin = c.req.header('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== (c.req.header('host') ?? '');
  } catch {
    return true;
  }
}

async function credentialsOf(c: Context): Promise<{ username: string; password: string }> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    body = undefined;
  }
  const field = (key: string) => {
    const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
    return typeof value === 'string' ? value : '';
  };
  return { username: field('username'), password: field('password') };
}

/** Sign-in, refresh and sign-out: the three calls that hand out, rotate and end the refresh token. */
export function mountSessionRoutes(app: Hono<{ Variables: { requestId: string } }>, services: ServerServices, options: { trustProxy: boolean }): void {
  app.post('/login', async (c) => {
    const { username, password } = await credentialsOf(c);
    const missing = [!username.trim() && 'username', !password && 'password'].filter(Boolean);
    if (missing.length > 0) return c.json({ error: 'required', fields: missing }, 400);
    const origin = { client: clientAddress(c, options.trustProxy), deviceCookie: getCookie(c, DEVICE_COOKIE) ?? null };
    const outcome = await signIn(services, { username, password }, origin);
    if (outcome.ok) {
      setCookie(c, DEVICE_COOKIE, outcome.value.deviceCookie, deviceCookieOptions(c));
      return handOver(c, services, outcome.value.tokens);
    }
    if (outcome.error === 'login_failed') return c.json({ error: outcome.error }, 401);
    const retryAfterSeconds = Math.ceil((outcome.retryAfterMs ?? 0) / 1000);
    c.header('Retry-After', String(retryAfterSeconds));
    return c.json({ error: outcome.error, retryAfterSeconds }, 429);
  });

  app.post('/refresh-token', async (c) => {
    const token = getCookie(c, REFRESH_COOKIE);
    if (!token || fromAnotherSite(c)) return c.json({ error: 'invalid_refresh_token' }, 401);
    const outcome = await refreshSession(services, token);
    if (outcome.ok) return handOver(c, services, outcome.value);
    deleteCookie(c, REFRESH_COOKIE, refreshCookieOptions(c));
    return c.json({ error: outcome.error }, 401);
  });

  app.post('/logout', async (c) => {
    if (fromAnotherSite(c)) return c.json({ error: 'unsupported_request' }, 403);
    const principal = await principalFromAuthorization(services, c.req.header('authorization'));
    await signOut(services, { refreshToken: getCookie(c, REFRESH_COOKIE), familyId: principal?.familyId });
    deleteCookie(c, REFRESH_COOKIE, refreshCookieOptions(c));
    return c.body(null, 204);
  });
}
