import type { Hono } from 'hono';
import { exportSalesOverview } from '../../../application/service/sales-overview/export-sales-overview';
import { meetsScopeRequirement } from '../../../domain/access/scopes';
import type { ServerServices } from '../server-services';
import { toSalesOverviewRequest } from '../resolvers/sales-overview';
import { principalFromAuthorization } from './bearer';
import { localeOf } from './request-locale';
import { hostNameOf } from './request-origin';

/** The filter the portal sends as JSON in the query; anything unreadable counts as no filter (the defaults). */
function filterOf(text: string | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * GET /api/sales-overview/download-excel?view=…&filter={…}: one table of the sales overview of the session's
 * customer as .xlsx (views months, brands, merchandise-categories, models); 400 for an unknown view or a filter that
 * breaks the rules, 403 without page.dashboard or outside the session's customer.
 */
export function mountSalesOverviewRoutes(app: Hono<{ Variables: { requestId: string } }>, services: ServerServices): void {
  app.get('/api/sales-overview/download-excel', async (c) => {
    const principal = await principalFromAuthorization(services, c.req.header('authorization'));
    if (!principal) return c.json({ error: 'unauthenticated' }, 401);
    if (!meetsScopeRequirement(principal.scopes, ['page.dashboard'])) return c.json({ error: 'forbidden' }, 403);
    const request = toSalesOverviewRequest(filterOf(c.req.query('filter')) as never);
    const file = await exportSalesOverview(services, principal, { locale: localeOf(c), host: hostNameOf(c) }, request, c.req.query('view') ?? '');
    if (!file.ok) return file.error === 'unknown_view' || typeof file.error !== 'string' ? c.json({ error: 'invalid_filter' }, 400) : c.json({ error: 'forbidden' }, 403);
    return c.body(new Uint8Array(file.value.bytes), 200, {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="${file.value.fileName}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });
}
