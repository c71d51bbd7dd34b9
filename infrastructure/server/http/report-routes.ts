import type { Hono, MiddlewareHandler } from 'hono';
import { downloadReport } from '../../../application/service/orders/open-order-export';
import { meetsScopeRequirement } from '../../../domain/access/scopes';
import { MAX_PAYMENT_DOCUMENT_BYTES } from '../../../application/service/payments/payment-documents';
import type { ServerServices } from '../container';
import { principalFromAuthorization } from './bearer';

/** The scope the reports are read under: they are exports of the order pages. */
const REPORT_SCOPES = ['page.order-status'];

/** A file name for Content-Disposition: plain ASCII in filename, the exact name in filename* (RFC 6266). */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * GET /api/reports/{id}/download: a generated report (the open-order export) for the user who created it, with the
 * bearer token. 401 without a valid token, 403 without the order pages' scope, 404 for an unknown, expired or
 * another user's report.
 */
export function mountReportRoutes(app: Hono<{ Variables: { requestId: string } }>, services: ServerServices): void {
  app.get('/api/reports/:id/download', async (c) => {
    const principal = await principalFromAuthorization(services, c.req.header('authorization'));
    if (!principal) return c.json({ error: 'unauthenticated' }, 401);
    if (!meetsScopeRequirement(principal.scopes, REPORT_SCOPES)) return c.json({ error: 'forbidden' }, 403);
    const report = await downloadReport(services, principal, c.req.param('id'));
    if (!report.ok) return c.json({ error: 'not_found' }, 404);
    return c.body(new Uint8Array(report.value.bytes), 200, {
      'content-type': report.value.contentType,
      'content-disposition': attachment(report.value.fileName),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });
  app.all('/api/*', (c) => c.json({ error: 'not_found' }, 404));
}

/**
 * The most a multipart GraphQL request may carry: the largest payment document and room for the operation and
 * the form's own framing. A larger body is refused with 413 before it is read into memory.
 */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_PAYMENT_DOCUMENT_BYTES + 256 * 1024;

export const limitUploads: MiddlewareHandler = async (c, next) => {
  const contentType = (c.req.header('content-type') ?? '').toLowerCase();
  if (!contentType.startsWith('multipart/')) return next();
  const declared = Number(c.req.header('content-length') ?? 'NaN');
  if (!Number.isFinite(declared)) return c.json({ error: 'length_required' }, 411);
  if (declared > MAX_UPLOAD_REQUEST_BYTES) return c.json({ error: 'payload_too_large' }, 413);
  return next();
};
