import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { CookieOptions } from 'hono/utils/cookie';
import { cameOverHttps } from './edge-guards';

/** The cookie that marks a browser as one its user signed in with before (OWASP's device cookie). */
export const DEVICE_COOKIE = 'portal_device';

/** Only sign-in reads it, scripts cannot, other sites' requests do not carry it; it lasts a year. */
export const DEVICE_COOKIE_OPTIONS: CookieOptions = { path: '/login', httpOnly: true, sameSite: 'Strict', maxAge: 365 * 24 * 60 * 60 };

/** The device cookie's options for this answer: Secure when the client came over https. */
export function deviceCookieOptions(c: Context): CookieOptions {
  return { ...DEVICE_COOKIE_OPTIONS, secure: cameOverHttps(c) };
}

/**
 * The address a request came from, as the socket sees it. A proxy in front of the service would make every
 * client one address; behind a trusted proxy the first X-Forwarded-For entry counts instead.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return getConnInfo(c).remote.address ?? '';
}
