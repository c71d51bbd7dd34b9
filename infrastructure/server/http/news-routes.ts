import type { Hono } from 'hono';
import { readNewsImage } from '../../../application/service/news/news-images';
import type { ServerServices } from '../server-services';

/** A stored picture never changes under its name: a new picture of a news item gets a new random name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * News pictures in the resolutions of domain/news/news-image.ts, loaded by `<img>` without a token. Their names are
 * random ids that only the news answers carry, so only those who may read the news learn where its picture is.
 */
export function mountNewsRoutes(app: Hono<{ Variables: { requestId: string } }>, services: ServerServices): void {
  app.get('/news-images/:file/:resolution', async (c) => {
    const image = await readNewsImage(services, c.req.param('file'), c.req.param('resolution'));
    if (!image.ok) return image.error === 'invalid_resolution' ? c.json({ error: 'invalid_resolution' }, 400) : c.json({ error: 'not_found' }, 404);
    return c.body(new Uint8Array(image.value), 200, { 'content-type': 'image/webp', 'cache-control': IMMUTABLE, 'x-content-type-options': 'nosniff' });
  });
}
