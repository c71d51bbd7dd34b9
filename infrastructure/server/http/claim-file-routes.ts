import type { Hono } from 'hono';
import { claimFile } from '../../../application/service/claims/claim-file-reads';
import type { ServerServices } from '../server-services';
import type { ClaimFileKind } from './claim-file-links';

function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * GET /api/claims/{id}/files/{slot}/original and …/thumbnail with a signed link the claim field issues. Pictures and
 * videos show inline (the gallery and the player), documents download. 403 for a link not signed or expired, 404 for
 * a file removed since.
 */
export function mountClaimFileRoutes(app: Hono<{ Variables: { requestId: string } }>, services: ServerServices): void {
  app.get('/api/claims/:id/files/:slot/:kind{original|thumbnail}', async (c) => {
    const { id, slot } = c.req.param();
    const kind = c.req.param('kind') as ClaimFileKind;
    if (!services.claimLinks.verify(id, slot, kind, c.req.query('expires'), c.req.query('signature'))) return c.json({ error: 'forbidden' }, 403);
    const file = await claimFile(services, id, slot, kind);
    if (!file) return c.json({ error: 'not_found' }, 404);
    const inline = file.contentType.startsWith('image/') || file.contentType.startsWith('video/');
    return c.body(new Uint8Array(file.bytes), 200, {
      'content-type': file.contentType,
      'content-disposition': inline ? 'inline' : attachment(file.fileName),
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
  });
}
