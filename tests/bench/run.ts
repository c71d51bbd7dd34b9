/**
 * HTTP benchmark of the portal service (npm run bench). Starts the real portal over a database generated at
 * BENCH_SCALE customers and a bare Hono hello-world as child processes, drives each registered operation
 * (tests/bench/operations.ts) with autocannon from this process, prints a table and writes
 * bench-results/<timestamp>.json.
 *
 * BENCH_SECONDS (10)          timed seconds per operation, after a 1 s warm-up
 * BENCH_CONNECTIONS (10)      concurrent connections
 * BENCH_SCALE (5000)          generated customers; sales users default to one per 25 customers (BENCH_SALES_USERS)
 * BENCH_ARTICLES (100000)     generated catalogue articles with prices and stock (infrastructure/db/seed/scale-commerce.ts)
 * BENCH_INVOICE_LINES (1000000), BENCH_CLAIMS (100000) generated receivables, each invoice with one invoice item for the
 *                             sales overview, and warranty claims (scale-invoicing.ts, scale-sales.ts, scale-claims.ts); 0 generates none
 * BENCH_DATABASE_URL          PostgreSQL server to use: a fresh database is created there and dropped afterwards;
 *                             without it the portal runs on PGlite in a temporary data folder
 * BENCH_KEEP_DATABASE         1 keeps the PostgreSQL database afterwards and prints its name, to study its queries
 *                             with EXPLAIN; drop it by hand when done
 * BENCH_ONLY                  comma-separated parts of operation names to run (the floor always runs)
 * BENCH_LOG_LEVEL (warn)      the portal's log level
 * BENCH_CPU_PROF              folder for a V8 CPU profile of the portal process (node --cpu-prof), written when it
 *                             stops; it covers start-up and seeding too, so compare the samples of the timed window
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import type { SessionTokens } from '../../domain/session/session-user';
import { refreshTokenOf } from './bench-plan';
import type { BenchContext, BenchOperation, BenchPlan, PortalFixture } from './bench-plan';
import { processCpuMs, startCpuMeter } from './cpu-counters';
import { BENCH_OPERATIONS } from './operations';
import type { ServerMessage } from './server-process';
import { databaseProcesses, measureOnce, percentile, table, type OperationResult } from './bench-report';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_SCRIPT = fileURLToPath(new URL('./server-process.ts', import.meta.url));
const RESULTS_FOLDER = join(ROOT, 'bench-results');
const STARTUP_TIMEOUT_MS = 10 * 60_000;
const WARMUP_SECONDS = 1;

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, not "${raw}"`);
  return value;
}

const settings = {
  seconds: positiveInteger('BENCH_SECONDS', 10),
  connections: positiveInteger('BENCH_CONNECTIONS', 10),
  scale: positiveInteger('BENCH_SCALE', 5000),
  only: (process.env.BENCH_ONLY ?? '').split(',').map((part) => part.trim().toLowerCase()).filter(Boolean),
};

// ---- cleanup: every child and temporary database is registered here and removed on any way out ----

const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void>)[] = [];
const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

async function stopChild(child: ChildProcess): Promise<void> {
  if (!running(child)) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await Promise.race([exited, delay(5000)]);
  if (running(child)) child.kill('SIGKILL');
}

let cleaningUp: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaningUp ??= (async () => {
    await Promise.all([...children].map(stopChild));
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('cleanup failed:', error);
      }
    }
  })();
  return cleaningUp;
}

process.on('exit', () => {
  for (const child of children) if (running(child)) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers`);
    void cleanUp().finally(() => process.exit(130));
  });
}

// ---- the servers ----

async function prepareDatabase(): Promise<{ env: Record<string, string>; description: string; postgresDatabase: string | null }> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    return { env: { BENCH_CHILD_PGLITE_DIR: dataDir }, description: `PGlite in ${dataDir}`, postgresDatabase: null };
  }
  const name = `portal_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (process.env.BENCH_KEEP_DATABASE === '1') {
    cleanups.push(async () => console.log(`Kept the database: ${url.toString()}`));
    return { env: { BENCH_CHILD_DATABASE_URL: url.toString() }, description: `PostgreSQL database ${name} on ${url.host} (kept)`, postgresDatabase: name };
  }
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  });
  return { env: { BENCH_CHILD_DATABASE_URL: url.toString() }, description: `PostgreSQL database ${name} on ${url.host} (dropped afterwards)`, postgresDatabase: name };
}

type ReadyServer = Extract<ServerMessage, { type: 'ready' }> & { pid: number };

function profilingFlags(mode: 'portal' | 'floor'): string[] {
  const folder = process.env.BENCH_CPU_PROF;
  return mode === 'portal' && folder ? ['--cpu-prof', `--cpu-prof-dir=${folder}`] : [];
}

async function startChild(mode: 'portal' | 'floor', env: Record<string, string>): Promise<ReadyServer> {
  const child = spawn(process.execPath, [...profilingFlags(mode), '--import', 'tsx', SERVER_SCRIPT, mode], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the ${mode} server was not ready within ${STARTUP_TIMEOUT_MS / 60_000} minutes`)), STARTUP_TIMEOUT_MS);
    child.on('message', (message: ServerMessage) => {
      clearTimeout(timer);
      if (message.type === 'ready') resolve({ ...message, pid: child.pid ?? 0 });
      else reject(new Error(`the ${mode} server failed to start:\n${message.message}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the ${mode} server exited (${signal ?? `code ${code}`}) before it was ready`));
    });
    child.once('error', reject);
  });
}

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url}/healthz did not answer 200 within a minute`);
    await delay(200);
  }
}

async function signInThrough(portalUrl: string, username: string, password: string): Promise<SessionTokens> {
  const response = await fetch(`${portalUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${username} answered ${response.status}: ${await response.text()}`);
  const { requestToken } = (await response.json()) as { requestToken: string };
  return { requestToken, refreshToken: refreshTokenOf(response.headers.getSetCookie()) };
}

// ---- measuring ----

/** One request through node:http, which sends the plan's Host header as autocannon does (fetch() replaces it). */
function sendOnce(url: string, plan: BenchPlan): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: plan.method ?? 'GET', headers: plan.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(plan.body);
  });
}

/** One request outside the timed window, so a broken operation shows its answer instead of a table of non-2xx. */
async function probe(url: string, plan: BenchPlan): Promise<string | undefined> {
  if (plan.requests) return undefined;
  const { status, body } = await sendOnce(url, plan);
  if (status >= 200 && status < 300 && (!plan.verifyBody || plan.verifyBody(body))) return undefined;
  return `probe answered ${status}: ${body.slice(0, 300)}`;
}

async function measure(operation: BenchOperation, plan: BenchPlan, server: { url: string; pid: number }, postgresDatabase: string | null): Promise<OperationResult> {
  const url = `${server.url}${plan.path}`;
  const probeProblem = await probe(url, plan);
  if (probeProblem) console.warn(`  ! ${operation.name}: ${probeProblem}`);
  const times: number[] = [];
  const serverCpuBefore = processCpuMs(server.pid);
  const databaseCpu = startCpuMeter(databaseProcesses(server.pid, postgresDatabase));
  const instance = autocannon({
    url,
    method: plan.method ?? 'GET',
    headers: plan.headers,
    body: plan.body,
    requests: plan.requests,
    verifyBody: plan.verifyBody,
    connections: plan.connections ?? settings.connections,
    duration: settings.seconds,
    ...(plan.timeoutSeconds ? { timeout: plan.timeoutSeconds } : {}),
    warmup: plan.warmup === false ? undefined : { connections: plan.connections ?? settings.connections, duration: WARMUP_SECONDS },
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    times.push(responseTime);
  });
  const result = await instance;
  const answered = Math.max(1, times.length);
  const cpuMsPerRequest = {
    server: (processCpuMs(server.pid) - serverCpuBefore) / answered,
    database: databaseCpu.stop() / answered,
  };
  const sorted = Float64Array.from(times).sort();
  const total = sorted.reduce((sum, time) => sum + time, 0);
  return {
    name: operation.name,
    note: operation.note,
    url,
    requestsPerSecond: result.duration > 0 ? result.requests.total / result.duration : 0,
    latencyMs: {
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      mean: sorted.length > 0 ? total / sorted.length : 0,
      max: sorted.length > 0 ? sorted[sorted.length - 1]! : 0,
    },
    requests: result.requests.total,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
    errors: result.errors,
    timeouts: result.timeouts,
    mismatches: result.mismatches,
    non2xx: result.non2xx,
    durationSeconds: result.duration,
    cpuMsPerRequest,
    ...(probeProblem ? { probe: probeProblem } : {}),
  };
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const selected = BENCH_OPERATIONS.filter(
    (operation) => operation.name.startsWith('floor') || settings.only.length === 0 || settings.only.some((part) => operation.name.toLowerCase().includes(part)),
  );
  console.log(`Portal benchmark: ${settings.seconds} s per operation, ${settings.connections} connections, ${settings.scale} generated customers`);
  const database = await prepareDatabase();
  console.log(`Starting the servers (${database.description}) ...`);
  const [portal, floor] = await Promise.all([startChild('portal', { ...database.env, BENCH_SCALE: String(settings.scale) }), startChild('floor', {})]);
  await Promise.all([waitForHealth(portal.url), waitForHealth(floor.url)]);
  const fixture: PortalFixture = portal.fixture!;
  console.log(
    `Portal on ${portal.url} (${fixture.engine}): ${fixture.customers} customers, ${fixture.salesUsers} sales users; ` +
      `${portal.seed?.rows ?? 0} rows generated in ${((portal.seed?.generateMs ?? 0) / 1000).toFixed(1)} s. ` +
      `Busiest sales user ${fixture.busiestSalesUser.username} acts for ${fixture.busiestSalesUser.assignedCount} customers; ${fixture.articles} generated articles.`,
  );
  console.log(`Floor on ${floor.url}\n`);

  const context: BenchContext = {
    floorUrl: floor.url,
    portalUrl: portal.url,
    connections: settings.connections,
    fixture,
    signIn: (username) => signInThrough(portal.url, username, fixture.password),
  };
  const results: OperationResult[] = [];
  for (const operation of selected) {
    process.stdout.write(`  ${operation.name} ... `);
    const plan = await operation.prepare(context);
    const server = plan.target === 'floor' ? floor : portal;
    const result = operation.runOnce ? await measureOnce(operation, context, server, database.postgresDatabase) : await measure(operation, plan, server, database.postgresDatabase);
    result.loadAverage1m = loadavg()[0];
    results.push(result);
    console.log(`${result.requestsPerSecond.toFixed(0)} req/s`);
  }

  console.log(`\n${table(results)}\n`);
  for (const result of results) if (result.note) console.log(`- ${result.name}: ${result.note}`);
  console.log('- Latencies cover every response, including non-2xx; errors count connection errors, timeouts and failed body checks.');
  console.log('- CPU ms/req: the server process (with PGlite inside it when PGLITE_IN_PROCESS=1), and the database: the backends serving the benchmark\'s PostgreSQL database, or PGlite\'s own process; from /proc.');

  mkdirSync(RESULTS_FOLDER, { recursive: true });
  const file = join(RESULTS_FOLDER, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  const report = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    settings: { ...settings, warmupSeconds: WARMUP_SECONDS, database: fixture.engine },
    machine: { node: process.version, platform: `${process.platform} ${process.arch}`, cpu: cpus()[0]?.model ?? 'unknown', cpuCount: cpus().length },
    population: { customers: fixture.customers, salesUsers: fixture.salesUsers, busiestSalesUser: fixture.busiestSalesUser, seed: portal.seed },
    results,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nResults written to ${file}`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
