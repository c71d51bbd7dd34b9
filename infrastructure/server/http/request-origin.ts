import type { Context } from 'hono';
import { cameOverHttps } from './edge-guards';

/** The scheme, host and port a request came to, for links the service e-mails back to the same portal. */
export function originOf(c: Context): string {
  return `${cameOverHttps(c) ? 'https' : 'http'}://${(c.req.header('host') ?? '').toLowerCase()}`;
}

/** The host name a request came to, without its port and in lower case: the key of the brand that answers it. */
export function hostNameOf(c: Context): string {
  return (c.req.header('host') ?? '').replace(/:\d+$/, '').toLowerCase();
}
