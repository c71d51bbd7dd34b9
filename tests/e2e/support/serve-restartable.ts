import { fileURLToPath } from 'node:url';
import { startPortalServer } from '../../../infrastructure/server/start';

/**
 * The built portal on a PGlite database and file store in folders the caller keeps, so a test can stop the service
 * and start it again over the same data: `node --import tsx tests/e2e/support/serve-restartable.ts` with PORT,
 * DATA_DIR and FILES_DIR, and RUN_JOBS=0 for an instance that queues exports without running them. It prints
 * "ready" once it serves and stops on SIGTERM.
 */
const port = Number(process.env.PORT);
const dataDir = process.env.DATA_DIR;
const filesFolder = process.env.FILES_DIR;
if (!port || !dataDir || !filesFolder) throw new Error('PORT, DATA_DIR and FILES_DIR are required');
const server = await startPortalServer({
  database: { engine: 'pglite', dataDir, ownProcess: true },
  port,
  filesFolder,
  seedDemoData: true,
  production: true,
  portalFolder: fileURLToPath(new URL('../../../dist/portal', import.meta.url)),
  jobQueue: { work: process.env.RUN_JOBS !== '0', pollingIntervalSeconds: 1 },
});
process.stdout.write('ready\n');
process.once('SIGTERM', () => {
  void server.close().finally(() => process.exit(0));
});
