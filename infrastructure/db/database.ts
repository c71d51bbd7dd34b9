import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PGLITE_SOCKET_PORT, startPgliteServer } from './pglite-server';
import * as schema from './schema';
import { markSessionPerConnection } from './prepared-query';

export type Schema = typeof schema;
/** The query interface both engines share; repositories depend on this and nothing engine-specific. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenedDatabase {
  db: Database;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseLocation =
  | { engine: 'postgres'; url: string; poolSize?: number }
  /**
   * dataDir undefined keeps the database in memory (tests). With ownProcess, PGlite runs in a process of its own and
   * the portal reaches it over a socket through node-postgres, so its work leaves the request thread for the second
   * core; without, it runs in the portal's process (quicker to start, as tests want).
   */
  | { engine: 'pglite'; dataDir?: string; ownProcess?: boolean };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

async function openThroughPool(pool: pg.Pool): Promise<Database> {
  const db = drizzleNodePostgres(pool, { schema });
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await migrateNodePostgres(db, { migrationsFolder });
  return db as unknown as Database;
}

/**
 * Opens the database and brings its schema up to date. PGlite serves one connection, so everything goes
 * through its single client, which queues statements and transactions in order.
 */
export async function openDatabase(location: DatabaseLocation): Promise<OpenedDatabase> {
  if (location.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: location.poolSize ?? 10 });
    // PostgreSQL ends an idle connection when it restarts or an administrator ends it (or drops the database while
    // the pool closes). The pool has already let that connection go and opens a fresh one for the next query; left
    // unheard, its error would end the process.
    pool.on('error', () => undefined);
    const db = await openThroughPool(pool);
    markSessionPerConnection(db);
    return { db, engine: 'postgres', close: () => pool.end() };
  }
  if (location.dataDir) mkdirSync(location.dataDir, { recursive: true });
  if (location.ownProcess) {
    const server = await startPgliteServer(location.dataDir);
    const pool = new pg.Pool({ host: server.socketFolder, port: PGLITE_SOCKET_PORT, user: 'postgres', database: 'postgres', max: 1 });
    try {
      const db = await openThroughPool(pool);
      const close = async () => {
        await pool.end();
        await server.stop();
      };
      return { db, engine: 'pglite', close };
    } catch (failure) {
      await pool.end();
      await server.stop();
      throw failure;
    }
  }
  const client = await PGlite.create({ dataDir: location.dataDir, extensions: { pg_trgm } });
  await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, engine: 'pglite', close: () => client.close() };
}

/**
 * DATABASE_URL selects PostgreSQL; otherwise PGlite keeps its files in DATA_DIR (default ./data/pglite), in a
 * process of its own unless PGLITE_IN_PROCESS=1.
 */
export function databaseLocationFromEnv(env: NodeJS.ProcessEnv): DatabaseLocation {
  if (env.DATABASE_URL) return { engine: 'postgres', url: env.DATABASE_URL };
  return { engine: 'pglite', dataDir: env.PGLITE_DIR ?? `${env.DATA_DIR ?? './data'}/pglite`, ownProcess: env.PGLITE_IN_PROCESS !== '1' };
}
