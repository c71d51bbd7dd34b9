import type { Hono } from 'hono';
import { downloadFile } from '../../../application/service/download-area/download-requests';
import { meetsScopeRequirement } from '../../../domain/access/scopes';
import type { ServerServices } from '../server-services';
import { principalFromAuthorization } from './bearer';

const DOWNLOAD_AREA_SCOPES = ['page.download-area'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GET /api/download-area/{id}: the finished spreadsheet of one of the user's own download requests, with the bearer
 * token. 401 without a valid token, 403 without the area's scope, 404 for an unknown or another user's request,
 * 409 while the export is not finished.
 */
export function mountDownloadAreaRoutes(app: Hono<{ Variables: { requestId: string } }>, services: ServerServices): void {
  app.get('/api/download-area/:id', async (c) => {
    const principal = await principalFromAuthorization(services, c.req.header('authorization'));
    if (!principal) return c.json({ error: 'unauthenticated' }, 401);
    if (!meetsScopeRequirement(principal.scopes, DOWNLOAD_AREA_SCOPES)) return c.json({ error: 'forbidden' }, 403);
    const file = await downloadFile(services, principal, c.req.param('id'));
    if (!file.ok) return c.json({ error: file.error }, file.error === 'not_ready' ? 409 : 404);
    const ascii = file.value.fileName.replace(/[^\w.-]/g, '_');
    return c.body(new Uint8Array(file.value.bytes), 200, {
      'content-type': XLSX,
      'content-disposition': `attachment; filename="${ascii}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });
}
