import type { Hono } from 'hono';
import { downloadSalesDocumentAttachment } from '../../../application/service/sales-documents/sales-document-attachments';
import type { ServerServices } from '../server-services';
import { principalFromAuthorization } from './bearer';
import { downloadHeaders } from './report-routes';

/** The path an attachment downloads from, with the reader's bearer token. */
export function salesDocumentAttachmentPath(attachmentId: string): string {
  return `/api/sales-documents/attachments/${encodeURIComponent(attachmentId)}/download`;
}

/**
 * GET /api/sales-documents/attachments/{id}/download with the bearer token: the file under its name, for a reader
 * of one of the document's markets. 401 without a valid token; 404 for an attachment of a document the reader
 * cannot read (another market, deleted) or one removed since.
 */
export function mountSalesDocumentRoutes(app: Hono<{ Variables: { requestId: string } }>, services: ServerServices): void {
  app.get('/api/sales-documents/attachments/:id/download', async (c) => {
    const principal = await principalFromAuthorization(services, c.req.header('authorization'));
    if (!principal) return c.json({ error: 'unauthenticated' }, 401);
    const file = await downloadSalesDocumentAttachment(services, principal, c.req.param('id'));
    if (!file) return c.json({ error: 'not_found' }, 404);
    return c.body(new Uint8Array(file.bytes), 200, downloadHeaders(file.fileName, file.contentType));
  });
}
