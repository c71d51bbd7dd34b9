import type { Context, Hono } from 'hono';
import { exportUsers } from '../../../application/service/user-administration/export-users';
import { requestPasswordReset, setPasswordWithLink } from '../../../application/service/user-administration/password-links';
import { meetsScopeRequirement } from '../../../domain/access/scopes';
import type { ServerServices } from '../server-services';
import { toContractUserError } from '../graphql/mutation-answer';
import { principalFromAuthorization } from './bearer';
import { PasswordResetRequestLog } from './password-reset-rate';
import { localeOf } from './request-locale';
import { hostNameOf, originOf } from './request-origin';
import { clientAddress } from './sign-in-origin';

const USER_ADMIN = [['page.user-management', 'page.user-management-us']];

/** A JSON body; any other kind of body (a form another site could post) counts as empty. */
async function bodyOf(c: Context): Promise<Record<string, unknown>> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) return {};
  try {
    const body: unknown = await c.req.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * User administration's and the password pages' HTTP calls:
 * - GET /api/admin/users/download-excel: the user list as .xlsx, filtered as the list is (search, role, groupRoleIds);
 * - POST /password/forgot {login}: always 202, whether or not the account exists; the e-mail is sent after the answer,
 *   so neither its content nor its timing tells; more requests from one client address than the limit get 429;
 * - POST /password/set {token, password, confirmation}: 200, or 400 with userErrors.
 */
export function mountUserRoutes(
  app: Hono<{ Variables: { requestId: string } }>,
  services: ServerServices,
  options: { trustProxy: boolean; log: (failure: unknown) => void },
): void {
  const resetRequests = new PasswordResetRequestLog();
  app.get('/api/admin/users/download-excel', async (c) => {
    const principal = await principalFromAuthorization(services, c.req.header('authorization'));
    if (!principal) return c.json({ error: 'unauthenticated' }, 401);
    if (!meetsScopeRequirement(principal.scopes, USER_ADMIN)) return c.json({ error: 'forbidden' }, 403);
    const query = c.req.query();
    const groupRoleIds = c.req.queries('groupRoleIds') ?? [];
    const file = await exportUsers(services, principal, { locale: localeOf(c), host: hostNameOf(c) }, { search: query.search ?? null, roleId: query.role ?? null, groupRoleIds, sortBy: query.sortBy, order: query.order });
    return c.body(new Uint8Array(file.bytes), 200, {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });

  app.post('/password/forgot', async (c) => {
    const verdict = resetRequests.take(clientAddress(c, options.trustProxy), services.clock.now().getTime());
    if (!verdict.allowed) {
      const retryAfterSeconds = Math.ceil(verdict.retryAfterMs / 1000);
      c.header('Retry-After', String(retryAfterSeconds));
      return c.json({ error: 'too_many_password_requests', retryAfterSeconds }, 429);
    }
    const { login } = await bodyOf(c);
    void requestPasswordReset(services, text(login), { host: hostNameOf(c), address: originOf(c) }).catch(options.log);
    return c.json({ status: 'accepted' }, 202);
  });

  app.post('/password/set', async (c) => {
    const body = await bodyOf(c);
    const outcome = await setPasswordWithLink(services, text(body.token), text(body.password), text(body.confirmation));
    if (outcome.ok) return c.json({ status: 'password_set' }, 200);
    return c.json({ userErrors: outcome.error.map(toContractUserError) }, 400);
  });
}
