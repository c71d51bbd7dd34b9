import type { Hono } from 'hono';
import { marketingImageFile } from '../../../application/service/marketing-material/marketing-images';
import type { ServerServices } from '../server-services';
import type { MarketingFileKind } from './marketing-file-links';

/** A file name for Content-Disposition: plain ASCII in filename, the exact name in filename* (RFC 6266). */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * GET /api/marketing-material/images/{id}/original and …/thumbnail with a signed link the GraphQL fields issue:
 * the original downloads as an attachment under its file name, the thumbnail shows inline. 403 for a link that
 * is not signed or has expired, 404 for an image deleted since.
 */
export function mountMarketingMaterialRoutes(app: Hono<{ Variables: { requestId: string } }>, services: ServerServices): void {
  app.get('/api/marketing-material/images/:id/:kind{original|thumbnail}', async (c) => {
    const kind = c.req.param('kind') as MarketingFileKind;
    const id = c.req.param('id');
    if (!services.marketingLinks.verify(id, kind, c.req.query('expires'), c.req.query('signature'))) return c.json({ error: 'forbidden' }, 403);
    const file = await marketingImageFile(services, id, kind);
    if (!file) return c.json({ error: 'not_found' }, 404);
    return c.body(new Uint8Array(file.bytes), 200, {
      'content-type': file.contentType,
      'content-disposition': kind === 'original' ? attachment(file.fileName) : 'inline',
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
  });
}
