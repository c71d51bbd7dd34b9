import type { Hono } from 'hono';
import { downloadReport } from '../../../application/service/orders/open-order-export';
import { meetsScopeRequirement } from '../../../domain/access/scopes';
import { downloadPaymentDocument } from '../../../application/service/payments/payment-documents';
import type { ServerServices } from '../server-services';
import { principalFromAuthorization } from './bearer';

/** The scope the reports are read under: they are exports of the order pages. */
const REPORT_SCOPES = ['page.order-status'];
/** Payment documents are read on the dealer's payment pages and in the administrators' order list. */
const PAYMENT_DOCUMENT_SCOPES = [['page.payment-request', 'page.orderlist']];

/** The headers of a private file download. */
export function downloadHeaders(fileName: string, contentType: string): Record<string, string> {
  return {
    'content-type': contentType,
    'content-disposition': attachment(fileName),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  };
}

/** A file name for Content-Disposition: plain ASCII in filename, the exact name in filename* (RFC 6266). */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The file downloads, each with the bearer token; 401 without a valid token, 403 without the area's scope:
 * - GET /api/reports/{id}/download: a generated report (the open-order export) for the user who created it; 404 for
 *   an unknown, expired or another user's report;
 * - GET /api/payments/documents/{id}/download: a receipt or document of a payment request of the customer the
 *   session acts for; 404 for any other.
 */
export function mountReportRoutes(app: Hono<{ Variables: { requestId: string } }>, services: ServerServices): void {
  app.get('/api/reports/:id/download', async (c) => {
    const principal = await principalFromAuthorization(services, c.req.header('authorization'));
    if (!principal) return c.json({ error: 'unauthenticated' }, 401);
    if (!meetsScopeRequirement(principal.scopes, REPORT_SCOPES)) return c.json({ error: 'forbidden' }, 403);
    const report = await downloadReport(services, principal, c.req.param('id'));
    if (!report.ok) return c.json({ error: 'not_found' }, 404);
    return c.body(new Uint8Array(report.value.bytes), 200, downloadHeaders(report.value.fileName, report.value.contentType));
  });
  app.get('/api/payments/documents/:id/download', async (c) => {
    const principal = await principalFromAuthorization(services, c.req.header('authorization'));
    if (!principal) return c.json({ error: 'unauthenticated' }, 401);
    if (!meetsScopeRequirement(principal.scopes, PAYMENT_DOCUMENT_SCOPES)) return c.json({ error: 'forbidden' }, 403);
    const document = await downloadPaymentDocument(services, principal, c.req.param('id'));
    if (!document.ok) return c.json({ error: 'not_found' }, 404);
    return c.body(new Uint8Array(document.value.bytes), 200, downloadHeaders(document.value.fileName, document.value.contentType));
  });
  app.all('/api/*', (c) => c.json({ error: 'not_found' }, 404));
}
