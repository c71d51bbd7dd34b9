import type { Context, Hono } from 'hono';
import { readBannerImage } from '../../../application/service/banners/banner-image';
import { findManifestFile, manifestMapping, webManifest } from '../../../application/service/config/web-manifests';
import { subscribeToPush, unsubscribeFromPush } from '../../../application/service/notifications/push-subscriptions';
import type { ServerServices } from '../server-services';
import { shortcutIconSvg, touchIconPng } from './brand-icons';
import { principalFromAuthorization } from './bearer';
import { languageFlagSvg } from './language-flags';

/** An SVG shown as an image cannot run script; opened directly it gets no script either. */
const SVG_HEADERS = { 'content-type': 'image/svg+xml; charset=utf-8', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'", 'x-content-type-options': 'nosniff' };
const ONE_DAY = 'public, max-age=86400';
const ONE_HOUR = 'public, max-age=3600';

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}

/**
 * The shell's plain HTTP calls: banner images, push subscriptions and the VAPID public key, the web manifest
 * mapping with its manifests and icons, and the language flags.
 */
export function mountShellRoutes(app: Hono<{ Variables: { requestId: string } }>, services: ServerServices): void {
  app.get('/bnrs/image/:file', async (c) => {
    const image = await readBannerImage(services, c.req.param('file'));
    if (!image.ok) return c.json({ error: 'not_found' }, 404);
    const headers: Record<string, string> = { 'content-type': image.value.contentType, 'cache-control': ONE_HOUR, 'x-content-type-options': 'nosniff' };
    return c.body(new Uint8Array(image.value.bytes), 200, image.value.contentType.startsWith('image/svg') ? { ...headers, ...SVG_HEADERS } : headers);
  });

  app.get('/notification/vapid-public-key', (c) => c.json({ publicKey: services.vapidPublicKey }));

  app.post('/notification/subscriptions', async (c) => {
    const principal = await principalFromAuthorization(services, c.req.header('authorization'));
    if (!principal) return c.json({ error: 'unauthenticated' }, 401);
    const result = await subscribeToPush(services, principal, await jsonBody(c));
    if (!result.ok) return c.json({ error: result.error }, 400);
    return c.json({ status: 'subscribed' }, result.value === 'created' ? 201 : 200);
  });

  app.delete('/notification/subscriptions', async (c) => {
    const principal = await principalFromAuthorization(services, c.req.header('authorization'));
    if (!principal) return c.json({ error: 'unauthenticated' }, 401);
    const result = await unsubscribeFromPush(services, principal, await jsonBody(c));
    return result.ok ? c.body(null, 204) : c.json({ error: result.error }, 400);
  });

  app.get('/manifests/mappingManifest.json', async (c) => {
    c.header('cache-control', ONE_HOUR);
    return c.json(manifestMapping(await services.hostConfigs.all()));
  });

  app.get('/manifests/:file', async (c) => {
    const file = findManifestFile(await services.hostConfigs.all(), c.req.param('file'));
    if (!file) return c.json({ error: 'not_found' }, 404);
    switch (file.kind) {
      case 'manifest':
        return c.body(JSON.stringify(webManifest(file.config)), 200, { 'content-type': 'application/manifest+json', 'cache-control': ONE_HOUR });
      case 'shortCutIcon':
        return c.body(shortcutIconSvg(file.config), 200, { ...SVG_HEADERS, 'cache-control': ONE_HOUR });
      case 'appleTouchIcon':
        return c.body(new Uint8Array(touchIconPng(file.config)), 200, { 'content-type': 'image/png', 'cache-control': ONE_HOUR });
    }
  });

  app.get('/language/:file', (c) => {
    const match = /^(.+)\.svg$/.exec(c.req.param('file'));
    const svg = match ? languageFlagSvg(match[1]!) : undefined;
    if (!svg) return c.json({ error: 'not_found' }, 404);
    return c.body(svg, 200, { ...SVG_HEADERS, 'cache-control': ONE_DAY });
  });
}
