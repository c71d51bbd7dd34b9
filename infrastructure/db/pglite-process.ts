/**
 * The PGlite server process: opens the PGlite database in the folder it is given (in memory without one) and serves
 * it on a Unix socket through the PostgreSQL wire protocol, so the portal reaches it through the same node-postgres
 * driver as PostgreSQL while PGlite's WebAssembly works on another core. It tells its parent when it is ready and
 * closes the database when the parent goes.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { Server, type Socket } from 'node:net';

export interface PgliteProcessReady {
  ready: true;
}

/**
 * The socket server writes each step of an answer (parse complete, bind complete, the rows, ready for query) as a
 * write of its own, so the portal reads a query's answer in pieces, paying its stream and parser machinery for
 * each. Corking the socket from the first write of an event-loop turn to the next turn sends the answers of that
 * turn in one write; nothing waits longer than the turn.
 */
function writeOncePerTurn(socket: Socket): void {
  const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  socket.write = ((...args: unknown[]) => {
    if (socket.writableCorked === 0) {
      socket.cork();
      setImmediate(() => socket.uncork());
    }
    return write(...args);
  }) as Socket['write'];
}

/** The socket server's listening server, which it keeps to itself: its connections arrive there first. */
function listenerOf(socketServer: PGLiteSocketServer): Server {
  const listener = (socketServer as unknown as { server: unknown }).server;
  if (!(listener instanceof Server)) throw new Error('@electric-sql/pglite-socket no longer keeps its net.Server in `server`: adapt writeOncePerTurn');
  return listener;
}

const [socketPath, dataDir] = process.argv.slice(2);
if (!socketPath) throw new Error('usage: pglite-process <socket path> [data folder]');

const db = await PGlite.create({ dataDir: dataDir || undefined, extensions: { pg_trgm } });
// One connection: the portal's pool holds a single client, so statements and transactions run one after another
// as they did in process, and no transaction ever sees another connection's statements.
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
await server.start();
listenerOf(server).on('connection', writeOncePerTurn);

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
