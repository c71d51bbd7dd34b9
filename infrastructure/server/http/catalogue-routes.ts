import type { Hono } from 'hono';
import { readProductImage } from '../../../application/service/catalogue/product-images';
import type { ServerServices } from '../server-services';

/**
 * A rendered size never changes under its address: a new picture of a product gets a new image name. So browsers
 * and proxies may keep it for a year without asking again.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const WEBP_FILE = /^(.+)\.webp$/;

/**
 * The catalogue's plain HTTP calls: product pictures, loaded by `<img>` without a token (pictures of the brand's
 * products are no secret), as WebP in the widths of domain/catalogue/product-image.ts.
 */
export function mountCatalogueRoutes(app: Hono<{ Variables: { requestId: string } }>, services: ServerServices): void {
  app.get('/product-images/:file', async (c) => {
    const name = WEBP_FILE.exec(c.req.param('file'))?.[1];
    if (name === undefined) return c.json({ error: 'not_found' }, 404);
    // Two widths in one address are as unclear as none.
    const widths = c.req.queries('w') ?? [];
    const image = await readProductImage(services, name, widths.length === 1 ? widths[0] : undefined);
    if (!image.ok) return image.error === 'invalid_width' ? c.json({ error: 'invalid_width' }, 400) : c.json({ error: 'not_found' }, 404);
    return c.body(new Uint8Array(image.value), 200, { 'content-type': 'image/webp', 'cache-control': IMMUTABLE, 'x-content-type-options': 'nosniff' });
  });
}
