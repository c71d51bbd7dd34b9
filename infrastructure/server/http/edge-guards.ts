import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { NONCE, secureHeaders } from 'hono/secure-headers';

/**
 * The largest JSON body the API reads. The biggest honest request is a cart or a fast order of a few hundred
 * lines (about 100 bytes each); a quarter of a megabyte leaves room for that and keeps a hostile body from
 * costing seconds of parsing. Uploads are multipart and keep their own limits (report-routes.ts).
 */
export const MAX_JSON_BODY_BYTES = 256 * 1024;

/**
 * Refuses a JSON (or untyped) body over {@link MAX_JSON_BODY_BYTES} with 413 before anything parses it, whether
 * it declares its length or streams it. The connection closes after the answer: the unread rest of the body
 * is still on its way, and a client must not send its next request behind it.
 */
const refuseTooLarge = (c: Context) => c.json({ error: 'payload_too_large' }, 413, { connection: 'close' });

const limitStreamedBody = bodyLimit({ maxSize: MAX_JSON_BODY_BYTES, onError: refuseTooLarge });

/** Methods whose requests the server hands on without a body. */
const BODILESS_METHODS = new Set(['GET', 'HEAD', 'TRACE']);

/** The content type of a tus PATCH request's bytes. */
const TUS_CHUNK_TYPE = 'application/offset+octet-stream';

/**
 * The declared length is judged from the headers and only a streamed body goes through bodyLimit: bodyLimit looks
 * at the body first, which makes the server build a full web Request (stream, abort signal) for every call.
 */
export const limitJsonBodies: MiddlewareHandler = async (c, next) => {
  const contentType = (c.req.header('content-type') ?? '').toLowerCase();
  // Resumable upload chunks are bounded by the upload area's own size limits, not by this one.
  if (contentType.startsWith('multipart/') || contentType === TUS_CHUNK_TYPE || BODILESS_METHODS.has(c.req.method)) return next();
  const declaredLength = c.req.header('content-length');
  if (declaredLength !== undefined && c.req.header('transfer-encoding') === undefined) {
    return parseInt(declaredLength, 10) > MAX_JSON_BODY_BYTES ? refuseTooLarge(c) : next();
  }
  return limitStreamedBody(c, next);
};

/**
 * The content security policy of every answer: scripts, styles and connections only from the portal's own
 * origin, no inline script but the portal page's own (named by their hashes, {@link securityHeaders}), no plug-ins,
 * never inside another site's frame. Images may also be data: and blob: URLs (small bundled icons, previews of a
 * chosen file). Inline style is allowed only with the answer's nonce:
 * the portal page's own style element carries it, and React Aria writes a small style element (touch handling,
 * scroll locking) and signs it with the nonce the page names in its csp-nonce meta tag ({@link withStyleNonce}).
 */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  styleSrc: ["'self'", NONCE],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Features the portal never uses, switched off for any script that might try. */
const PERMISSIONS_POLICY = { camera: [], microphone: [], geolocation: [], payment: [], usb: [] };

/** Strict-Transport-Security for answers the client reached over https (directly or through a TLS proxy). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The security headers of every answer. HSTS only over https, since a browser that reached the portal over
 * plain http (a local demo) must not be told to insist on https for that host. Besides the portal's own files, scripts
 * may be the portal page's own inline ones named by their hashes (portal-page.ts, pageScriptSources).
 */
export function securityHeaders(inlineScriptSources: readonly string[] = []): MiddlewareHandler {
  const headers = secureHeaders({
    contentSecurityPolicy: { ...CONTENT_SECURITY_POLICY, scriptSrc: ["'self'", ...inlineScriptSources] },
    permissionsPolicy: PERMISSIONS_POLICY,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: 'same-origin',
    // A route that answers with a stricter policy of its own (an SVG image: default-src 'none') keeps it.
    overwrite: false,
  });
  return async (c, next) => {
    await headers(c, next);
    if (cameOverHttps(c)) c.header('Strict-Transport-Security', HSTS);
  };
}

/**
 * The portal page with this answer's style nonce on the page's own style element (the opening mark's layout) and in
 * the meta tag React Aria reads it from.
 */
export function withStyleNonce(c: Context, indexHtml: string): string {
  const nonce = c.get('secureHeadersNonce') as string | undefined;
  if (!nonce) return indexHtml;
  return indexHtml.replaceAll('<style>', `<style nonce="${nonce}">`).replace('</head>', `<meta property="csp-nonce" content="${nonce}"></head>`);
}

/** Whether the client reached the portal over https, directly or through a TLS proxy. */
export function cameOverHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}
