import type { Hono } from 'hono';
import { warrantyDocument } from '../../../application/service/retail-sales/retail-sales';
import { meetsScopeRequirement } from '../../../domain/access/scopes';
import type { ServerServices } from '../server-services';
import { principalFromAuthorization } from './bearer';
import { localeOf } from './request-locale';
import { hostNameOf } from './request-origin';

const RETAIL_SALES_SCOPES = ['page.customer-sales-report'];

/** A file name for Content-Disposition: plain ASCII in filename, the exact name in filename* (RFC 6266). */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The id of the sale a JSON body `{ "id": "…" }` names; empty for any other body (a form another site could post). */
async function saleIdOf(contentType: string | undefined, read: () => Promise<unknown>): Promise<string> {
  if (!(contentType ?? '').toLowerCase().startsWith('application/json')) return '';
  try {
    const body = await read();
    return body && typeof body === 'object' && typeof (body as { id?: unknown }).id === 'string' ? (body as { id: string }).id : '';
  } catch {
    return '';
  }
}

/**
 * POST /api/retail-sales/warranty {id} with the bearer token: the warranty certificate of a complete retail sale of
 * the customer the session acts for, as PDF in the reader's language. 401 without a valid token, 403 without the
 * retail sales scope or a customer, 404 for another customer's sale or one not complete.
 */
export function mountRetailSalesRoutes(app: Hono<{ Variables: { requestId: string } }>, services: ServerServices): void {
  app.post('/api/retail-sales/warranty', async (c) => {
    const principal = await principalFromAuthorization(services, c.req.header('authorization'));
    if (!principal) return c.json({ error: 'unauthenticated' }, 401);
    if (!meetsScopeRequirement(principal.scopes, RETAIL_SALES_SCOPES)) return c.json({ error: 'forbidden' }, 403);
    const id = await saleIdOf(c.req.header('content-type'), () => c.req.json());
    const document = await warrantyDocument(services, principal, { locale: localeOf(c), host: hostNameOf(c) }, id);
    if (!document.ok) return document.error === 'not_found' ? c.json({ error: 'not_found' }, 404) : c.json({ error: 'forbidden' }, 403);
    return c.body(new Uint8Array(document.value.bytes), 200, {
      'content-type': 'application/pdf',
      'content-disposition': attachment(document.value.fileName),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });
}
