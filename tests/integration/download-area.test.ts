import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_QUOTA_PER_WINDOW } from '../../domain/download-area/download-request';
import { EXPORT_PAGE_ROWS } from '../../infrastructure/db/download-area/export-row-source.postgres';
import { invoices } from '../../infrastructure/db/invoices/schema';
import { customers } from '../../infrastructure/db/schema';
import { gql } from './support/invoicing';
import { signInAs } from './support/session';
import { createPostgresDatabase, ENGINES, startTestServer, type Engine, type TestServer } from './support/test-server';

const FIELDS = 'id module from to status progress rowCount fileName';
const REQUEST = `mutation Request($module: String!, $from: String!, $to: String!) { requestDownloadArea(module: $module, from: $from, to: $to) { message { status description } userErrors { field message } request { ${FIELDS} } } }`;
const LIST = `query List { downloadAreaRequests { quotaLeft quota items { ${FIELDS} } } }`;

type Request = { id: string; module: string; status: string; progress: number; rowCount: number | null; fileName: string };
type Payload = { message: { status: boolean; description: string }; userErrors: { field: string[]; message: string }[]; request: Request | null };

const year = new Date().getUTCFullYear();
const today = new Date().toISOString().slice(0, 10);
/** Fast timings, so a queued job is taken within a test's patience. */
const QUICK_QUEUE = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, expireInSeconds: 30 };

async function requestDownload(server: TestServer, token: string, module: string, from: string, to: string): Promise<Payload> {
  return (await gql<{ requestDownloadArea: Payload }>(server, token, REQUEST, { module, from, to })).data!.requestDownloadArea;
}

async function settled(server: TestServer, token: string, id: string, timeoutMs = 30_000): Promise<Request> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const item = (await gql<{ downloadAreaRequests: { items: Request[] } }>(server, token, LIST)).data!.downloadAreaRequests.items.find((request) => request.id === id)!;
    if (item.status === 'completed' || item.status === 'failed' || Date.now() > until) return item;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function sheetOf(response: Response): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook.worksheets[0]!;
}

describe.each(ENGINES)('download area on %s', (engine) => {
  let server: TestServer;
  let auditor: string;
  let dealer: string;

  beforeAll(async () => {
    server = await startTestServer(engine, { jobQueue: QUICK_QUEUE });
    auditor = (await signInAs(server, 'auditor')).requestToken;
    dealer = (await signInAs(server, 'dealer')).requestToken;
  });
  afterAll(() => server.close());

  it('lets an audit user export without a customer; the file opens as a spreadsheet for its owner only', async () => {
    const answer = await requestDownload(server, auditor, 'invoices', `${year}-01-01`, today);
    expect(answer.userErrors).toEqual([]);
    expect(answer.message).toEqual({ status: true, description: 'success_request_download' });
    const done = await settled(server, auditor, answer.request!.id);
    expect(done).toMatchObject({ status: 'completed', progress: 100 });
    expect(done.rowCount).toBeGreaterThan(0);

    const file = await server.fetch(`/api/download-area/${done.id}`, { headers: { authorization: `Bearer ${auditor}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(done.fileName);
    const sheet = await sheetOf(file);
    expect(sheet.getRow(1).getCell(1).value).toBe('invoiceNo');
    expect(sheet.actualRowCount).toBe(done.rowCount! + 1);

    const stranger = await server.fetch(`/api/download-area/${done.id}`, { headers: { authorization: `Bearer ${dealer}` } });
    expect(stranger.status).toBe(404);
    const anonymous = await server.fetch(`/api/download-area/${done.id}`);
    expect(anonymous.status).toBe(401);
  });

  it('refuses periods that break the date rules and an unknown module, queuing nothing', async () => {
    const before = (await gql<{ downloadAreaRequests: { items: Request[] } }>(server, dealer, LIST)).data!.downloadAreaRequests.items.length;
    const cases: [string, string, string, string][] = [
      ['invoices', `${year}-03-02`, `${year}-03-01`, 'download_area_from_after_to'],
      ['invoices', `${year - 1}-12-01`, `${year}-01-10`, 'download_area_different_years'],
      ['payroll', `${year}-01-01`, `${year}-01-10`, 'download_area_unknown_module'],
      ['orders', `${year}-02-30`, `${year}-03-01`, 'download_area_invalid_date'],
    ];
    for (const [module, from, to, message] of cases) {
      const answer = await requestDownload(server, dealer, module, from, to);
      expect(answer.message.status).toBe(false);
      expect(answer.userErrors.map((error) => error.message)).toContain(message);
      expect(answer.request).toBeNull();
    }
    const after = (await gql<{ downloadAreaRequests: { items: Request[] } }>(server, dealer, LIST)).data!.downloadAreaRequests.items.length;
    expect(after).toBe(before);
  });

  it('takes a download longer than a filter\'s 30 days, up to a whole calendar year', async () => {
    const wholeYear = await requestDownload(server, dealer, 'orders', `${year}-01-01`, `${year}-12-31`);
    expect(wholeYear.userErrors).toEqual([]);
    expect(wholeYear.request).toMatchObject({ module: 'orders', status: 'queued' });
    const sixtyDays = await requestDownload(server, dealer, 'orders', `${year}-01-01`, `${year}-03-01`);
    expect(sixtyDays.userErrors).toEqual([]);
  });

  it('exports one dealer\'s invoices only, never another dealer\'s', async () => {
    const otherDealer = (await signInAs(server, 'usdealer')).requestToken;
    const exported = async (token: string) => {
      const request = (await requestDownload(server, token, 'invoices', `${year}-01-01`, today)).request!;
      expect((await settled(server, token, request.id)).status).toBe('completed');
      const sheet = await sheetOf(await server.fetch(`/api/download-area/${request.id}`, { headers: { authorization: `Bearer ${token}` } }));
      return sheet.getSheetValues().slice(2).map((row) => String((row as unknown[])[1]));
    };
    const stored = async (codes: string[]) =>
      (
        await server.database.db
          .select({ invoiceNo: invoices.invoiceNo, r3: customers.r3 })
          .from(invoices)
          .innerJoin(customers, eq(customers.id, invoices.customerId))
          .where(and(gte(invoices.invoiceDate, `${year}-01-01`), lte(invoices.invoiceDate, today)))
      )
        .filter((row) => codes.includes(row.r3))
        .map((row) => row.invoiceNo);
    const dealerRows = await exported(dealer);
    const otherRows = await exported(otherDealer);
    expect(dealerRows.length).toBeGreaterThan(0);
    expect(otherRows.length).toBeGreaterThan(0);
    expect(new Set(dealerRows)).toEqual(new Set(await stored(['0000100001'])));
    expect(new Set(otherRows)).toEqual(new Set(await stored(['US20000001'])));
    expect(dealerRows.filter((invoiceNo) => otherRows.includes(invoiceNo))).toEqual([]);
  });

  it('exports every row once when the export spans many pages, rows of one day in a stable order', async () => {
    const db = server.database.db;
    const [own] = await db.select({ id: customers.id }).from(customers).where(eq(customers.r3, '0000100001'));
    const day = `${year}-01-02`;
    const generated = EXPORT_PAGE_ROWS * 2 + 17;
    await db.execute(sql`
      insert into invoices (customer_id, sorg, company_code, company_name, payer_code, payer_name, invoice_no, invoice_date, fiscal_year, currency, grand_total)
      select ${own!.id}, 'ID01', 'ID01-1000', 'PT Velocita Indonesia', '0000100001', 'Sepeda Jaya Jakarta', 'PAGED-' || lpad(n::text, 6, '0'), ${day}, ${year}, 'IDR', 1000
      from generate_series(1, ${generated}) as n`);
    try {
      const request = (await requestDownload(server, dealer, 'invoices', day, day)).request!;
      const done = await settled(server, dealer, request.id);
      expect(done).toMatchObject({ status: 'completed', rowCount: generated });
      const sheet = await sheetOf(await server.fetch(`/api/download-area/${done.id}`, { headers: { authorization: `Bearer ${dealer}` } }));
      const numbers = sheet.getSheetValues().slice(2).map((row) => String((row as unknown[])[1]));
      expect(numbers).toHaveLength(generated);
      expect(new Set(numbers).size).toBe(generated);
    } finally {
      await db.delete(invoices).where(and(eq(invoices.customerId, own!.id), eq(invoices.invoiceDate, day)));
    }
  });

  it('refuses a request once the day\'s quota has run out', async () => {
    const seller = (await signInAs(server, 'multico')).requestToken;
    const quota = (await gql<{ downloadAreaRequests: { quotaLeft: number } }>(server, seller, LIST)).data!.downloadAreaRequests.quotaLeft;
    expect(quota).toBe(DOWNLOAD_QUOTA_PER_WINDOW);
    for (let made = 0; made < quota; made += 1) expect((await requestDownload(server, seller, 'orders', `${year}-01-01`, `${year}-01-31`)).userErrors).toEqual([]);
    const refused = await requestDownload(server, seller, 'orders', `${year}-01-01`, `${year}-01-31`);
    expect(refused.userErrors.map((error) => error.message)).toEqual(['download_quota_run_out']);
    expect((await gql<{ downloadAreaRequests: { quotaLeft: number } }>(server, seller, LIST)).data!.downloadAreaRequests.quotaLeft).toBe(0);
    // The quota is each user's own: another user's requests go on.
    expect((await requestDownload(server, dealer, 'orders', `${year}-01-01`, `${year}-01-31`)).userErrors).toEqual([]);
  });
});

/** Two starts over a database kept on disk, each applying migrations and checking the seed. */
const RESTART_TIMEOUT_MS = 300_000;

/** A database that outlives one server: a PGlite data folder, or a PostgreSQL database. */
async function lastingDatabase(engine: Engine) {
  if (engine === 'postgres') return createPostgresDatabase();
  const folder = await mkdtemp(join(tmpdir(), 'download-area-'));
  return { database: { engine: 'pglite' as const, dataDir: join(folder, 'db') }, dropDatabase: () => rm(folder, { recursive: true, force: true }) };
}

describe.each(ENGINES)('download jobs across a restart on %s', (engine) => {
  it('finishes a job queued before the service stopped, on the next start', async () => {
    const { database, dropDatabase } = await lastingDatabase(engine);
    const filesFolder = await mkdtemp(join(tmpdir(), 'download-area-files-'));
    try {
      const first = await startTestServer(engine, { database, filesFolder, jobQueue: { ...QUICK_QUEUE, work: false } });
      const token = (await signInAs(first, 'auditor')).requestToken;
      const queued = (await requestDownload(first, token, 'open_orders', `${year}-01-01`, today)).request!;
      expect(queued.status).toBe('queued');
      await first.close();

      const second = await startTestServer(engine, { database, filesFolder, jobQueue: QUICK_QUEUE });
      try {
        const again = (await signInAs(second, 'auditor')).requestToken;
        const done = await settled(second, again, queued.id);
        expect(done.status).toBe('completed');
        const file = await second.fetch(`/api/download-area/${queued.id}`, { headers: { authorization: `Bearer ${again}` } });
        expect((await sheetOf(file)).getRow(1).getCell(1).value).toBe('orderNumber');
      } finally {
        await second.close();
      }
    } finally {
      await dropDatabase();
      await rm(filesFolder, { recursive: true, force: true });
    }
  }, RESTART_TIMEOUT_MS);
});
