import { randomBytes } from 'node:crypto';
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
      const headers = new Headers(init.headers);
      if (init.host) headers.set('host', init.host);
      return fetch(`http://127.0.0.1:${server.port}${path}`, { ...init, headers });
    },
    close: async () => {
      await server.close();
      await dropDatabase();
    },
  };
}

async function createPostgresDatabase() {
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
