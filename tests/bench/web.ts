/**
 * What a dealer's phone gets from the portal (npm run bench:web): Lighthouse's mobile preset (a mid-range phone on
 * a slow 4G link, simulated) in Debian's Chromium, on the built portal served by the real service over the demo
 * data, over HTTPS with HTTP/2 as a deployment serves it (a certificate made for the run). For sign-in, catalogue,
 * cart and pay invoices it prints the performance score, LCP, TBT, CLS, the bytes transferred in all and as
 * JavaScript, the protocol, the machine's load average and Lighthouse's measure of the CPU the page ran on (cpuIndex,
 * its benchmarkIndex: higher is faster): a busy or slower machine lowers scores. Beside TBT it prints the same
 * blocking time reckoned from the main thread's CPU time (tbtCpuMs): on two shared cores a task's wall time also
 * holds the moments its thread waited for a core, which Lighthouse multiplies by four with the rest.
 *
 * CHROMIUM_PATH (/usr/bin/chromium)   the browser
 * BENCH_WEB_RUNS (1)                  runs per page; the median run by score is printed
 * BENCH_WEB_PORTAL (dist/portal)      the built portal to serve, such as an earlier build to compare with
 * BENCH_WEB_ONLY                      comma-separated page names to measure (sign-in, catalogue, cart, pay invoices)
 * BENCH_WEB_REPORTS                   folder for each run's full Lighthouse report (JSON) and its trace (.trace.json, which
 *                                     Chromium's performance panel opens), to study what delays a page
 * BENCH_WEB_HTTP1                     1 serves plain HTTP/1.1 instead, as the portal answers without a certificate
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { DEMO_PASSWORD } from '../../infrastructure/db/seed/demo-data';
import { localCertificate } from '../tools/local-certificate';
import { mainThreadBlocking, type TraceEvent } from '../tools/main-thread-blocking';
import { startPortalServer } from '../../infrastructure/server/start';

interface WebPage {
  name: string;
  path: string;
  signedIn: boolean;
}

const PAGES: readonly WebPage[] = [
  { name: 'sign-in', path: '/en-us/login', signedIn: false },
  { name: 'catalogue', path: '/en-us/catalog', signedIn: true },
  { name: 'cart', path: '/en-us/cart', signedIn: true },
  { name: 'pay invoices', path: '/en-us/payment/invoice', signedIn: true },
];

interface PageResult {
  page: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  tbtCpuMs: number;
  cls: number;
  totalKb: number;
  scriptKb: number;
  protocol: string;
  load1m: number;
  cpuIndex: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function runs(): number {
  const value = Number(process.env.BENCH_WEB_RUNS ?? 1);
  if (!Number.isInteger(value) || value < 1) throw new Error(`BENCH_WEB_RUNS must be a positive integer, not "${process.env.BENCH_WEB_RUNS}"`);
  return value;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
  protocol?: string;
}

function keepReport(page: WebPage, run: number, report: unknown, trace: unknown): void {
  const folder = process.env.BENCH_WEB_REPORTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const name = join(folder, `${page.name.replace(/\W+/g, '-')}-${run + 1}`);
  writeFileSync(`${name}.json`, JSON.stringify(report));
  writeFileSync(`${name}.trace.json`, JSON.stringify(trace));
}

/** Lighthouse's attempts at one run: now and then its trace of a page load comes back unusable, and it asks to run again. */
const ATTEMPTS = 3;

async function measure(url: string, port: number, page: WebPage, run: number): Promise<PageResult> {
  // Lighthouse empties the HTTP cache before each page and keeps cookies and local storage, where the session lives.
  let answer: Awaited<ReturnType<typeof lighthouse>>;
  let attempt = 0;
  do {
    answer = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    attempt += 1;
  } while (answer?.lhr.runtimeError && attempt < ATTEMPTS);
  if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
  if (answer.lhr.runtimeError) throw new Error(`${page.name}: ${answer.lhr.runtimeError.message}`);
  const trace = (answer.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace;
  keepReport(page, run, answer.lhr, trace);
  const shown = new URL(answer.lhr.finalDisplayedUrl).pathname;
  if (shown !== page.path) throw new Error(`${page.name}: Lighthouse measured ${shown} instead of ${page.path}`);
  const { audits, categories } = answer.lhr;
  const observed = (audits.metrics?.details as { items?: Array<{ observedFirstContentfulPaintTs?: number; observedTraceEndTs?: number }> } | undefined)?.items?.[0];
  const blocking = mainThreadBlocking(trace.traceEvents, url, { fromTs: observed?.observedFirstContentfulPaintTs ?? 0, toTs: observed?.observedTraceEndTs ?? Infinity });
  const requests = ((audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []);
  const bytes = (items: NetworkRequest[]) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    page: page.name,
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    tbtCpuMs: blocking.cpuMs,
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    totalKb: Math.round(bytes(requests) / 1024),
    scriptKb: Math.round(bytes(requests.filter((request) => request.resourceType === 'Script')) / 1024),
    protocol: requests.find((request) => request.resourceType === 'Document')?.protocol ?? '?',
    load1m: Number(loadavg()[0]!.toFixed(2)),
    cpuIndex: Math.round(answer.lhr.environment.benchmarkIndex),
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-web-'));
  const profileDir = mkdtempSync(join(tmpdir(), 'portal-bench-web-profile-'));
  const server = await startPortalServer({
    database: { engine: 'pglite', dataDir },
    port: 0,
    hostname: '127.0.0.1',
    seedDemoData: true,
    production: true,
    portalFolder: process.env.BENCH_WEB_PORTAL ?? fileURLToPath(new URL('../../dist/portal', import.meta.url)),
    ...(process.env.BENCH_WEB_HTTP1 === '1' ? {} : { tls: await localCertificate() }),
  });
  const origin = server.url.replace('localhost', '127.0.0.1');
  const debuggingPort = await freePort();
  // A persistent profile is the browser's default context, the one Lighthouse opens its tabs in.
  const browser = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // The run's certificate is its own: this browser profile, made for the run and removed after it, accepts it.
    args: [`--remote-debugging-port=${debuggingPort}`, '--ignore-certificate-errors'],
    ignoreHTTPSErrors: true,
  });
  try {
    const results: PageResult[] = [];
    const only = (process.env.BENCH_WEB_ONLY ?? '').split(',').map((name) => name.trim()).filter(Boolean);
    for (const page of PAGES.filter((candidate) => only.length === 0 || only.includes(candidate.name))) {
      if (page.signedIn) await signIn(browser, origin);
      const measured: PageResult[] = [];
      for (let run = 0; run < runs(); run += 1) measured.push(await measure(`${origin}${page.path}`, debuggingPort, page, run));
      measured.sort((a, b) => a.score - b.score);
      results.push(measured[Math.floor(measured.length / 2)]!);
    }
    console.table(results);
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profileDir, { recursive: true, force: true });
  }
}

/**
 * Signs the demo dealer in through the browser's own request context, whose session cookie the portal then finds,
 * and closes the banner pop-up, as the portal itself would.
 */
async function signIn(browser: Awaited<ReturnType<typeof chromium.launchPersistentContext>>, origin: string): Promise<void> {
  const response = await browser.request.post(`${origin}/login`, { data: { username: 'dealer', password: DEMO_PASSWORD } });
  if (!response.ok()) throw new Error(`sign-in of the demo dealer answered ${response.status()}`);
  const tab = await browser.newPage();
  await tab.goto(`${origin}/en-us/login`);
  await tab.evaluate(() => window.localStorage.setItem('banner-has-closed', String(Date.now())));
  await tab.close();
}

await main();
