import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPortalServer } from '../../../infrastructure/server/start';
import { demoDataDatedAt } from './demo-data-day';
import { e2eOutboxFolder } from './outbox';

/** The built portal on a fresh PGlite database with demo data, as a new user gets it from `npm start`. */
const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const port = Number(process.env.PORT ?? 4310);
rmSync(e2eOutboxFolder(port), { recursive: true, force: true });
const server = await startPortalServer({
  database: { engine: 'pglite', dataDir, ownProcess: true },
  port,
  mail: { outboxFolder: e2eOutboxFolder(port) },
  seedDemoData: true,
  demoDataDatedAt: demoDataDatedAt(),
  production: true,
  portalFolder: fileURLToPath(new URL('../../../dist/portal', import.meta.url)),
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}
