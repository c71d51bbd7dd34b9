import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import pg from 'pg';
import { startPortalServer, type PortalServerOptions, type RunningPortalServer } from '../../../infrastructure/server/start';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestServer extends RunningPortalServer {
  /** Sends a request to the server as if addressed to `host` (the Host header picks the brand). */
  fetch(path: string, init?: RequestInit & { host?: string }): Promise<Response>;
}

/**
 * Starts the real server on a free port over a fresh database of the engine: an in-memory PGlite, or a new
 * PostgreSQL database that is dropped again on close, so test files never share data.
 */
export async function startTestServer(engine: Engine, overrides: Partial<PortalServerOptions> = {}): Promise<TestServer> {
  const { database, dropDatabase } = engine === 'postgres' ? await createPostgresDatabase() : { database: { engine: 'pglite' as const }, dropDatabase: async () => {} };
  const server = await startPortalServer({ database, port: 0, hostname: '127.0.0.1', seedDemoData: true, production: false, ...overrides });
  return {
    ...server,
    fetch: (path, init = {}) => {
      const { host, ...rest } = init;
      const url = `http://127.0.0.1:${server.port}${path}`;
      // fetch() always sends the Host of the URL; a request for another host name goes through node:http.
      return host ? fetchAsHost(url, rest, host) : fetch(url, rest);
    },
    close: async () => {
      await server.close();
      await dropDatabase();
    },
  };
}

/** A fetch-like request that carries the given Host header (fetch() refuses to set it). */
async function fetchAsHost(url: string, init: RequestInit, host: string): Promise<Response> {
  const prepared = new Request(url, init);
  const body = prepared.body ? Buffer.from(await prepared.arrayBuffer()) : undefined;
  const headers: Record<string, string> = {};
  prepared.headers.forEach((value, key) => (headers[key] = value));
  headers.host = host;
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: prepared.method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', reject);
      answer.on('end', () => {
        const responseHeaders = new Headers();
        for (const [key, value] of Object.entries(answer.headers)) if (value !== undefined) responseHeaders.set(key, Array.isArray(value) ? value.join(', ') : value);
        const status = answer.statusCode ?? 500;
        resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers: responseHeaders }));
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

export async function createPostgresDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: { engine: 'postgres' as const, url: url.toString(), poolSize: 5 },
    dropDatabase: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
