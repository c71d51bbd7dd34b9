import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { basicAuth } from 'hono/basic-auth';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { Logger } from 'pino';
import { activePublicAnnouncements } from '../../application/service/announcements/active-user-area-announcements';
import { currentUser } from '../../application/service/auth/current-user';
import { splitLocalePath } from '../../domain/locales/locales';
import type { Resolvers as PublicResolvers } from '../graphql/generated/public-resolvers';
import type { ServerServices } from './server-services';
import type { GraphQLContext } from './graphql/context';
import { createGraphQLEndpoint, readSchemaFolder } from './graphql/yoga';
import { readPersistedOperations } from './graphql/persisted-operations';
import { principalFromAuthorization } from './http/bearer';
import { mountCatalogueRoutes } from './http/catalogue-routes';
import { mountSessionRoutes, REFRESH_COOKIE, refreshCookieHeader } from './http/session-routes';
import { limitJsonBodies, securityHeaders, withStyleNonce } from './http/edge-guards';
import { mountReportRoutes } from './http/report-routes';
import { limitUploads } from './http/upload-limits';
import { mountRetailSalesRoutes } from './http/retail-sales-routes';
import { mountMarketingMaterialRoutes } from './http/marketing-material-routes';
import { mountClaimFileRoutes } from './http/claim-file-routes';
import { localeOf } from './http/request-locale';
import { hostNameOf, originOf } from './http/request-origin';
import {
  framedPageFiles,
  pageScriptSources,
  readPageScripts,
  withPreloads,
  withRuntimeConfig,
  withScriptFirst,
  type ManifestChunk,
  type PageScripts,
  type RuntimeConfig,
} from './http/portal-page';
import { mountShellRoutes } from './http/shell-routes';
import { mountUserRoutes } from './http/user-routes';
import { mountSalesOverviewRoutes } from './http/sales-overview-routes';
import { mountNewsRoutes } from './http/news-routes';
import { mountVisitFormRoutes } from './http/visit-form-routes';
import { mountSalesDocumentRoutes } from './http/sales-document-routes';
import { mountDownloadAreaRoutes } from './http/download-area-routes';
import { mountUploadAreaRoutes } from './http/upload-area-routes';
import { clientAddress } from './http/sign-in-origin';
import { publicPolicies, publicResolvers } from './resolvers/public';
import { signedInPolicies, signedInResolvers } from './resolvers/signed-in-schema';

export interface AppOptions {
  services: ServerServices;
  logger: Logger;
  production: boolean;
  /** Credentials the browser presents for configuration calls (spec: basic credentials from runtime config). */
  configCredentials: { username: string; password: string };
  /** Folder of the built portal; the API still runs when it is absent. */
  portalFolder?: string;
  /** Behind a proxy the service trusts, the client address is the first X-Forwarded-For entry. */
  trustProxy?: boolean;
  healthCheck: () => Promise<void>;
  /** Folder the upload area's resumable uploads are written to until they are processed. */
  uploadFolder: string;
}

type Env = { Variables: { requestId: string } };

/** GraphQL answers from this size on are gzip-compressed for clients that accept it. */
const GRAPHQL_COMPRESSION_THRESHOLD_BYTES = 8 * 1024;

/** First path segments that belong to the API; the portal's own pages all start with a locale instead. */
const API_SEGMENTS = new Set([
  'login', 'logout', 'refresh-token', 'user', 'server', 'active-announcements', 'graphql', 'public', 'healthz', 'runtime-config.json',
  'bnrs', 'notification', 'manifests', 'language', 'api', 'product-images', 'news-images', 'visit-form-photos',
]);

export function createApp(options: AppOptions) {
  const { services, logger } = options;
  const app = new Hono<Env>();
  const persistedOperations = readPersistedOperations(new URL('../graphql/generated/client/persisted-documents.json', import.meta.url));
  const graphql = createGraphQLEndpoint({
    endpoint: '/graphql',
    typeDefs: readSchemaFolder(new URL('../graphql/schema/', import.meta.url)),
    resolvers: signedInResolvers,
    policies: signedInPolicies,
    production: options.production,
    persistedOperations,
    onError: (error) => logger.error({ err: error }, 'graphql resolver failed'),
  });
  const publicGraphql = createGraphQLEndpoint({
    endpoint: '/public/graphql',
    typeDefs: readSchemaFolder(new URL('../graphql/public-schema/', import.meta.url)),
    resolvers: publicResolvers satisfies PublicResolvers as Record<string, Record<string, unknown>>,
    policies: publicPolicies,
    production: options.production,
    onError: (error) => logger.error({ err: error }, 'public graphql resolver failed'),
  });
  const configAuth = basicAuth(options.configCredentials);

  app.use(requestId());
  // An HTTP/2 request names its host in :authority, not in a Host header: the brand, the session's origin check
  // and the links the service writes all read Host, so it is filled in from the request's URL.
  app.use(async (c, next) => {
    if (c.req.header('host') === undefined) c.req.raw.headers.set('host', new URL(c.req.url).host);
    await next();
  });
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });
  const pageScripts = readPageScripts(options.portalFolder);
  app.use(securityHeaders(pageScriptSources(pageScripts)));
  app.use(limitJsonBodies);
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    logger.error({ requestId: c.get('requestId'), err: error }, 'request failed');
    return c.json({ error: 'something_wrong' }, 500);
  });

  app.get('/healthz', async (c) => {
    await options.healthCheck();
    return c.json({ status: 'ok' });
  });

  const runtimeConfig: RuntimeConfig = {
    apiBaseUrl: '',
    configAuthorization: `Basic ${Buffer.from(`${options.configCredentials.username}:${options.configCredentials.password}`).toString('base64')}`,
  };
  app.get('/runtime-config.json', (c) => c.json(runtimeConfig));

  mountSessionRoutes(app, services, { trustProxy: options.trustProxy ?? false });

  app.get('/user', async (c) => {
    const principal = await principalFromAuthorization(services, c.req.header('authorization'));
    if (!principal) return c.json({ error: 'unauthenticated' }, 401);
    const user = await currentUser(services, principal);
    return user ? c.json(user) : c.json({ error: 'unauthenticated' }, 401);
  });

  app.get('/server/config/:host', configAuth, async (c) => {
    const config = await services.hostConfigs.findByHost(c.req.param('host').toLowerCase());
    return config ? c.json(config) : c.json({ error: 'not_found' }, 404);
  });

  app.get('/server/status', configAuth, async (c) => {
    const message = await services.hostConfigs.maintenanceMessage((c.req.query('host') ?? '').toLowerCase());
    if (message === undefined) return c.json({ error: 'not_found' }, 404);
    return message ? c.json({ status: 'maintenance', message }, 500) : c.json({ status: 'online' });
  });

  app.get('/active-announcements/:host', configAuth, async (c) =>
    c.json(await activePublicAnnouncements(services, c.req.param('host').toLowerCase())),
  );

  // Large answers (open invoices, catalogue pages) travel compressed; small ones are not worth the CPU.
  app.use('/graphql', compress({ threshold: GRAPHQL_COMPRESSION_THRESHOLD_BYTES }));
  app.use('/public/graphql', compress({ threshold: GRAPHQL_COMPRESSION_THRESHOLD_BYTES }));
  app.use('/graphql', refuseCrossSiteRequests);
  app.use('/graphql', limitUploads(persistedOperations));
  app.use('/public/graphql', refuseCrossSiteRequests);

  app.post('/graphql', async (c) => {
    const principal = await principalFromAuthorization(services, c.req.header('authorization'));
    if (!principal) return c.json({ error: 'unauthenticated' }, 401);
    let handedOverRefreshToken: string | undefined;
    const graphqlContext: GraphQLContext = {
      services,
      principal,
      host: hostNameOf(c),
      origin: originOf(c),
      locale: localeOf(c),
      requestId: c.get('requestId'),
      handOverRefreshToken: (refreshToken) => {
        handedOverRefreshToken = refreshToken;
      },
    };
    const answer = await bufferedJson(await graphql.fetch(c.req.raw, graphqlContext));
    if (!handedOverRefreshToken) return answer;
    const withCookie = new Response(answer.body, answer);
    withCookie.headers.append('set-cookie', refreshCookieHeader(c, handedOverRefreshToken));
    return withCookie;
  });

  app.post('/public/graphql', (c) => {
    const graphqlContext: GraphQLContext = {
      services,
      principal: undefined,
      host: hostNameOf(c),
      locale: localeOf(c),
      requestId: c.get('requestId'),
      clientAddress: clientAddress(c, options.trustProxy ?? false),
    };
    return publicGraphql.fetch(c.req.raw, graphqlContext);
  });

  mountShellRoutes(app, services);
  mountCatalogueRoutes(app, services);
  mountSalesOverviewRoutes(app, services);
  mountUserRoutes(app, services, { trustProxy: options.trustProxy ?? false, log: (error) => logger.error({ err: error }, 'password link failed') });
  mountMarketingMaterialRoutes(app, services);
  mountRetailSalesRoutes(app, services);
  mountSalesDocumentRoutes(app, services);
  mountClaimFileRoutes(app, services);
  mountDownloadAreaRoutes(app, services);
  mountUploadAreaRoutes(app, services, options.uploadFolder);
  mountReportRoutes(app, services);
  mountNewsRoutes(app, services);
  mountVisitFormRoutes(app, services);
  mountPortal(app, options.portalFolder, runtimeConfig, pageScripts);
  return app;
}

/**
 * A JSON answer as text: the server writes a text body in one go, where Yoga's own response would be read back
 * through a web stream, chunk by chunk, and every header a later middleware sets would copy it again.
 */
async function bufferedJson(answer: Response): Promise<Response> {
  if (!answer.headers.get('content-type')?.includes('json')) return answer;
  return new Response(await answer.text(), { status: answer.status, headers: new Headers(answer.headers) });
}

const CROSS_SITE_SAFE_TYPES = ['application/json', 'application/graphql-response+json'];

/**
 * A browser sends a cross-site request without a preflight only with a form-like content type; GraphQL here
 * takes JSON, and multipart uploads must carry a custom header a foreign page cannot set without a preflight.
 */
const refuseCrossSiteRequests: MiddlewareHandler = async (c, next) => {
  const contentType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const json = CROSS_SITE_SAFE_TYPES.includes(contentType);
  const upload = contentType === 'multipart/form-data' && c.req.header('x-portal-upload') === '1';
  if (c.req.method !== 'POST' || (!json && !upload)) return c.json({ error: 'unsupported_request' }, 415);
  await next();
};

/**
 * Serves the built portal; any other GET that is not an API path gets index.html so client routes survive a reload.
 * The page carries the runtime configuration, which a phone would otherwise fetch before anything else, the script that
 * warms the browser's locale data while the entry downloads and, for a browser that holds a session, the files every
 * framed page loads after the entry, to be fetched alongside it.
 */
function mountPortal(app: Hono<Env>, folder: string | undefined, runtimeConfig: RuntimeConfig, pageScripts: PageScripts) {
  const indexFile = folder ? join(folder, 'index.html') : undefined;
  if (!folder || !indexFile || !existsSync(indexFile)) {
    app.get('*', (c) => c.json({ error: 'not_found' }, 404));
    return;
  }
  const configuredHtml = withRuntimeConfig(readFileSync(indexFile, 'utf8'), runtimeConfig);
  const indexHtml = pageScripts.intlWarmUp ? withScriptFirst(configuredHtml, pageScripts.intlWarmUp) : configuredHtml;
  const manifestFile = join(folder, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>) : {};
  const framedPages = new Map<string, string>();
  const sessionPageHtml = pageScripts.earlyHandOver ? withScriptFirst(indexHtml, pageScripts.earlyHandOver) : indexHtml;
  // A browser that holds a session opens a framed page: it asks for the session's token at once and fetches the page's
  // shared files alongside the entry.
  const pageHtml = (c: Context): string => {
    if (getCookie(c, REFRESH_COOKIE) === undefined) return indexHtml;
    const locale = splitLocalePath(c.req.path).locale;
    const cached = framedPages.get(locale ?? '');
    if (cached !== undefined) return cached;
    const html = withPreloads(sessionPageHtml, framedPageFiles(manifest, locale));
    framedPages.set(locale ?? '', html);
    return html;
  };
  app.use('/assets/*', async (c, next) => {
    await next();
    c.header('Vary', 'Accept-Encoding');
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  const portalPage = (c: Context) => c.html(withStyleNonce(c, pageHtml(c)));
  app.get('/', portalPage);
  app.get('/index.html', portalPage);
  // The build's manifest (for the bundle budget) names source files: it stays on the machine.
  app.get('/.vite/*', (c) => c.json({ error: 'not_found' }, 404));
  app.use('*', serveStatic({ root: folder, precompressed: true }));
  // A hashed asset that is not there (an old build's chunk) is a 404, never the portal page cached for a year.
  app.get('/assets/*', (c) => c.json({ error: 'not_found' }, 404));
  app.get('*', (c) => {
    if (API_SEGMENTS.has(c.req.path.split('/')[1] ?? '')) return c.json({ error: 'not_found' }, 404);
    return portalPage(c);
  });
}
