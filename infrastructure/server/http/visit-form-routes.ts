import type { Hono } from 'hono';
import { readVisitPhoto } from '../../../application/service/visit-forms/visit-form-photos';
import type { ServerServices } from '../server-services';

/** A stored photo never changes under its name: a replaced photo gets a new random name. */
const IMMUTABLE = 'private, max-age=31536000, immutable';

/**
 * Visit photos as WebP, loaded by `<img>` without a token. Their names are random ids that only the visit-form
 * answers carry, and those answer only to salesmen of the customer's areas.
 */
export function mountVisitFormRoutes(app: Hono<{ Variables: { requestId: string } }>, services: ServerServices): void {
  app.get('/visit-form-photos/:file/:size', async (c) => {
    const photo = await readVisitPhoto(services.files, c.req.param('file'), c.req.param('size'));
    if (!photo.ok) return c.json({ error: 'not_found' }, 404);
    return c.body(new Uint8Array(photo.value), 200, { 'content-type': 'image/webp', 'cache-control': IMMUTABLE, 'x-content-type-options': 'nosniff' });
  });
}
