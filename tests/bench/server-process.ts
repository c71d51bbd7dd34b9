/**
 * One server for the benchmark, run as a child of tests/bench/run.ts:
 *   node --import tsx tests/bench/server-process.ts portal   the real portal over a generated database
 *   node --import tsx tests/bench/server-process.ts floor    a bare Hono hello-world, the floor to compare with
 * It reports its address over the IPC channel ({ type: 'ready' }) and exits when the parent goes away.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pino from 'pino';
import type { DatabaseLocation } from '../../infrastructure/db/database';
import { DEMO_PASSWORD } from '../../infrastructure/db/seed/demo-data';
import { generateScaleCommerce } from '../../infrastructure/db/seed/scale-commerce';
import { generateInvoicingScale } from '../../infrastructure/db/seed/scale-invoicing';
import { generateClaimsScale } from '../../infrastructure/db/seed/scale-claims';
import { generateSalesScale } from '../../infrastructure/db/seed/scale-sales';
import { generateScaleData, scaleCustomer, scaleDealerUsername } from '../../infrastructure/db/seed/scale-generator';
import { PasswordHasherArgon2 } from '../../infrastructure/server/auth/argon2-password-hasher';
import { startPortalServer } from '../../infrastructure/server/start';
import type { PortalFixture } from './bench-plan';

export type ServerMessage =
  | { type: 'ready'; url: string; fixture?: PortalFixture; seed?: { rows: number; generateMs: number; startMs: number } }
  | { type: 'failed'; message: string };

function send(message: ServerMessage, then?: () => void): void {
  if (process.send) process.send(message, undefined, undefined, () => then?.());
  else then?.();
}

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, not "${raw}"`);
  return value;
}

function onShutdown(close: () => Promise<void>): void {
  const stop = () => {
    setTimeout(() => process.exit(0), 3000).unref();
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  process.once('disconnect', stop);
}

async function startFloor(): Promise<void> {
  const app = new Hono();
  app.get('/', (c) => c.text('Hello World!'));
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => send({ type: 'ready', url: `http://127.0.0.1:${info.port}` }));
  onShutdown(() => new Promise<void>((resolve) => server.close(() => resolve())));
}

async function startPortal(): Promise<void> {
  const customers = positiveInteger('BENCH_SCALE', 5000);
  const salesUsers = positiveInteger('BENCH_SALES_USERS', Math.max(1, Math.round(customers / 25)));
  const databaseUrl = process.env.BENCH_CHILD_DATABASE_URL;
  const database: DatabaseLocation = databaseUrl ? { engine: 'postgres', url: databaseUrl, poolSize: 10 } : { engine: 'pglite', dataDir: process.env.BENCH_CHILD_PGLITE_DIR, ownProcess: process.env.PGLITE_IN_PROCESS !== '1' };
  const logger = pino({ level: process.env.BENCH_LOG_LEVEL ?? 'warn' }, pino.destination(2));

  const started = performance.now();
  const server = await startPortalServer({ database, port: 0, hostname: '127.0.0.1', seedDemoData: true, production: true, logger });
  onShutdown(() => server.close());
  const startMs = performance.now() - started;
  // The generated population goes in before the parent is told the server is ready, so no request sees it half-built.
  const passwordHash = await new PasswordHasherArgon2().hash(DEMO_PASSWORD);
  const scale = await generateScaleData(server.database.db, { customers, salesUsers, passwordHash });
  const catalogue = await generateScaleCommerce(server.database.db, { articles: positiveInteger('BENCH_ARTICLES', 100_000), sorg: scale.sorg });
  // BENCH_INVOICE_LINES=0 generates no receivables; the dealer's customer gets the large share.
  const invoiceLines = process.env.BENCH_INVOICE_LINES === '0' ? 0 : positiveInteger('BENCH_INVOICE_LINES', 1_000_000);
  const invoicing = invoiceLines > 0 ? await generateInvoicingScale(server.database.db, { lines: invoiceLines, largeCustomerR3: scaleCustomer(0, scale.sorg).r3, sorg: scale.sorg, now: new Date() }) : null;
  // Every generated invoice gets an invoice item, so the sales overview reads as many invoice lines as the ledger holds.
  const sales = invoicing ? await generateSalesScale(server.database.db) : null;
  // BENCH_CLAIMS=0 generates no claims; the dealer's customer gets a tenth.
  const claimCount = process.env.BENCH_CLAIMS === '0' ? 0 : positiveInteger('BENCH_CLAIMS', 100_000);
  const claims = claimCount > 0 ? await generateClaimsScale(server.database.db, { claims: claimCount, largeCustomerR3: scaleCustomer(0, scale.sorg).r3, sorg: scale.sorg, now: new Date() }) : null;
  send({
    type: 'ready',
    url: server.url.replace('localhost', '127.0.0.1'),
    fixture: {
      engine: server.database.engine,
      password: DEMO_PASSWORD,
      customers: scale.customers,
      salesUsers: scale.salesUsers.length,
      busiestSalesUser: { username: scale.busiestSalesUser.username, assignedCount: scale.busiestSalesUser.assignedCount },
      dealerUsername: scaleDealerUsername(0),
      articles: catalogue.articles,
      articleSorg: scale.sorg,
      dealerShipTo: `ST-${scaleCustomer(0, scale.sorg).r3.slice(-6)}-01`,
      invoicing: invoicing && { lines: invoicing.lines, payerCode: invoicing.largeCustomerR3, overdueAssignments: invoicing.overdueAssignments, salesItems: sales?.items ?? 0 },
      claims: claims && { count: claims.claims, sampleClaimId: claims.sampleClaimId },
    },
    seed: {
      rows: scale.rows + catalogue.rows + (invoicing?.rows ?? 0) + (sales?.items ?? 0) + (claims?.claims ?? 0),
      generateMs: Math.round(scale.elapsedMs + catalogue.elapsedMs + (invoicing?.elapsedMs ?? 0) + (sales?.elapsedMs ?? 0) + (claims?.elapsedMs ?? 0)),
      startMs: Math.round(startMs),
    },
  });
}

const mode = process.argv[2];
try {
  if (mode === 'floor') await startFloor();
  else if (mode === 'portal') await startPortal();
  else throw new Error(`unknown mode "${mode ?? ''}": use portal or floor`);
} catch (error) {
  if (!process.send) console.error(error);
  send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }, () => process.exit(1));
}
