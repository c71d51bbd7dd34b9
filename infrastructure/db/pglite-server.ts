import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgliteProcessReady } from './pglite-process';

/** The port number node-postgres puts into a Unix socket's file name (.s.PGSQL.<port>). */
export const PGLITE_SOCKET_PORT = 5432;
/** How long PGlite may take to open its data folder (a large one replays its log first). */
const START_TIMEOUT_MS = 120_000;

export interface PgliteServer {
  /** The folder holding the socket: node-postgres's `host` for a Unix socket. */
  socketFolder: string;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts PGlite in a process of its own, serving `dataDir` (in memory without one) on a Unix socket in a fresh
 * temporary folder. Socket paths are limited to about a hundred characters, so the socket does not live in the
 * data folder, whose path may be long.
 */
export async function startPgliteServer(dataDir: string | undefined): Promise<PgliteServer> {
  const socketFolder = mkdtempSync(join(tmpdir(), 'pglite-'));
  const script = fileURLToPath(new URL('./pglite-process.ts', import.meta.url));
  const child = fork(script, [join(socketFolder, `.s.PGSQL.${PGLITE_SOCKET_PORT}`), dataDir ?? ''], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = async () => {
    if (child.connected) child.disconnect();
    await exited(child);
    rmSync(socketFolder, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`PGlite did not start within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
      child.once('message', (message: PgliteProcessReady) => {
        clearTimeout(timer);
        if (message.ready) resolve();
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`PGlite stopped while starting (exit code ${code})`));
      });
    });
  } catch (failure) {
    child.kill();
    await stop();
    throw failure;
  }
  return { socketFolder, stop };
}
