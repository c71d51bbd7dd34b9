/**
 * The PGlite server process: opens the PGlite database in the folder it is given (in memory without one) and serves
 * it on a Unix socket through the PostgreSQL wire protocol, so the portal reaches it through the same node-postgres
 * driver as PostgreSQL while PGlite's WebAssembly works on another core. It tells its parent when it is ready and
 * closes the database when the parent goes.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface PgliteProcessReady {
  ready: true;
}

const [socketPath, dataDir] = process.argv.slice(2);
if (!socketPath) throw new Error('usage: pglite-process <socket path> [data folder]');

const db = await PGlite.create({ dataDir: dataDir || undefined, extensions: { pg_trgm } });
// One connection: the portal's pool holds a single client, so statements and transactions run one after another
// as they did in process, and no transaction ever sees another connection's statements.
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
await server.start();

async function shutDown() {
  await server.stop();
  await db.close();
  process.exit(0);
}
process.on('disconnect', () => void shutDown());
process.on('SIGTERM', () => void shutDown());
// Ctrl+C in a terminal reaches the whole process group: the portal finishes its requests and then lets go of
// PGlite (disconnect), so the database is not closed under a request still running.
process.on('SIGINT', () => undefined);
process.send?.({ ready: true } satisfies PgliteProcessReady);
