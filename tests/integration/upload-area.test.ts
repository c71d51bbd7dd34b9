import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameAccountBikes } from '../../infrastructure/db/frames/schema';
import { gql } from './support/invoicing';
import { signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const UPLOADS = 'query Uploads { uploads { id album fileName status progress failureReason rows { row frameNumber accepted column reason } } }';
const REGISTER = `mutation Register($input: RegisterFrameInput!) { registerFrameV4(input: $input) { userErrors { field message } frameNumber } }`;
/** Fast timings, so a queued job is taken within a test's patience. */
const QUICK_QUEUE = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, expireInSeconds: 30 };

type Upload = { id: string; status: string; progress: number; failureReason: string | null; rows: { row: number; frameNumber: string; accepted: boolean; column: string | null; reason: string | null }[] };

const base64 = (text: string) => Buffer.from(text).toString('base64');
const TUS = { 'tus-resumable': '1.0.0' };

async function accountBikeSheet(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Account bikes');
  sheet.addRow(['customerCode', 'frameNumber', 'usage']);
  rows.forEach((row) => sheet.addRow(row));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function create(server: TestServer, token: string | undefined, size: number, album = 'account_bikes', fileName = 'account-bikes.xlsx'): Promise<Response> {
  return server.fetch('/api/upload-area', {
    method: 'POST',
    headers: { ...TUS, ...(token ? { authorization: `Bearer ${token}` } : {}), 'upload-length': String(size), 'upload-metadata': `album ${base64(album)},filename ${base64(fileName)}` },
  });
}

function patch(server: TestServer, token: string, location: string, offset: number, bytes: Uint8Array): Promise<Response> {
  return server.fetch(location, { method: 'PATCH', headers: { ...TUS, authorization: `Bearer ${token}`, 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) }, body: new Uint8Array(bytes) });
}

function head(server: TestServer, token: string, location: string): Promise<Response> {
  return server.fetch(location, { method: 'HEAD', headers: { ...TUS, authorization: `Bearer ${token}` } });
}

async function uploadsOf(server: TestServer, token: string): Promise<Upload[]> {
  return (await gql<{ uploads: Upload[] }>(server, token, UPLOADS)).data!.uploads;
}

async function settled(server: TestServer, token: string, id: string, timeoutMs = 30_000): Promise<Upload> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const upload = (await uploadsOf(server, token)).find((each) => each.id === id)!;
    if (upload.status === 'processed' || upload.status === 'failed' || Date.now() > until) return upload;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.each(ENGINES)('upload area on %s', (engine) => {
  let server: TestServer;
  let folder: string;
  let salesgroup: string;
  let admin: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'upload-area-'));
    server = await startTestServer(engine, { jobQueue: QUICK_QUEUE, filesFolder: join(folder, 'files') });
    salesgroup = (await signInAs(server, 'salesgroup')).requestToken;
    admin = (await signInAs(server, 'admin')).requestToken;
  });
  afterAll(async () => {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('takes a sheet in chunks, resumes from the offset the service holds, and stores the accepted rows, reporting the bad one', async () => {
    const bytes = await accountBikeSheet([
      ['0000100001', 'VLC26B00021', 'demo'],
      ['0000100001', 'VLC26G00001', 'rental'],
      [100001, 'vlc26b00022', 'Rental'],
    ]);
    const created = await create(server, salesgroup, bytes.length);
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/upload-area\/[0-9a-f]{32}$/);

    const half = Math.floor(bytes.length / 2);
    const first = await patch(server, salesgroup, location, 0, bytes.subarray(0, half));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(half));
    // A stale offset, as a client that lost the answer would send, is refused; the offset asked for is the service's.
    expect((await patch(server, salesgroup, location, 0, bytes.subarray(0, half))).status).toBe(409);
    const resumedFrom = Number((await head(server, salesgroup, location)).headers.get('upload-offset'));
    expect(resumedFrom).toBe(half);
    expect((await patch(server, salesgroup, location, resumedFrom, bytes.subarray(resumedFrom))).status).toBe(204);

    const id = location.split('/').pop()!;
    const done = await settled(server, salesgroup, id);
    expect(done).toMatchObject({ status: 'processed', progress: 100, failureReason: null });
    expect(done.rows).toEqual([
      { row: 2, frameNumber: 'VLC26B00021', accepted: true, column: null, reason: null },
      { row: 3, frameNumber: 'VLC26G00001', accepted: false, column: 'frameNumber', reason: 'frame_not_found' },
      { row: 4, frameNumber: 'VLC26B00022', accepted: true, column: null, reason: null },
    ]);
    const stored = await server.database.db.select().from(frameAccountBikes).where(and(eq(frameAccountBikes.brand, 'Velocita')));
    expect(stored.filter((bike) => ['VLC26B00021', 'VLC26B00022'].includes(bike.frameNumber)).map((bike) => [bike.frameNumber, bike.usage]).sort()).toEqual([
      ['VLC26B00021', 'demo'],
      ['VLC26B00022', 'rental'],
    ]);
    expect(stored.some((bike) => bike.frameNumber === 'VLC26G00001')).toBe(false);
    // Processed, the bytes go from the upload folder: the job removes them just after it records the rows and status.
    await expect.poll(async () => (await readdir(join(folder, 'uploads'))).filter((name) => name.startsWith(id))).toEqual([]);
    expect(existsSync(join(folder, 'uploads', id))).toBe(false);

    // The dealer's account data now stands for the buyer of an uploaded account bike, and of no other.
    const dealer = (await signInAs(server, 'dealer')).requestToken;
    const register = async (frameNumber: string) => {
      const input = { frameNumber, soldDate: '2026-01-15', customer: { name: '', phone: '', address: '', city: '', email: '' }, dealer: '', nonRetail: true, useAccountData: true };
      return (await gql<{ registerFrameV4: { userErrors: { field: string[]; message: string }[]; frameNumber: string | null } }>(server, dealer, REGISTER, { input })).data!.registerFrameV4;
    };
    expect((await register('VLC26B00024')).userErrors).toEqual([{ field: ['useAccountData'], message: 'frame_not_account_bike' }]);
    expect(await register('VLC26B00021')).toEqual({ userErrors: [], frameNumber: 'VLC26B00021' });
  });

  it('fails a file that is not a workbook with its reason, storing nothing', async () => {
    const bytes = Buffer.from('not a spreadsheet at all');
    const location = (await create(server, salesgroup, bytes.length, 'account_bikes', 'broken.xlsx')).headers.get('location')!;
    expect((await patch(server, salesgroup, location, 0, bytes)).status).toBe(204);
    expect(await settled(server, salesgroup, location.split('/').pop()!)).toMatchObject({ status: 'failed', failureReason: 'upload_sheet_unreadable', rows: [] });
  });

  it('keeps each upload to its owner: another user neither lists nor resumes it', async () => {
    const bytes = await accountBikeSheet([['0000100001', 'VLC26B00023', 'service']]);
    const location = (await create(server, salesgroup, bytes.length)).headers.get('location')!;
    const id = location.split('/').pop()!;
    expect((await uploadsOf(server, salesgroup)).map((upload) => upload.id)).toContain(id);
    expect((await uploadsOf(server, admin)).map((upload) => upload.id)).not.toContain(id);
    expect((await head(server, admin, location)).status).toBe(404);
    expect((await patch(server, admin, location, 0, bytes)).status).toBe(404);
    expect(Number((await head(server, salesgroup, location)).headers.get('upload-offset'))).toBe(0);
  });

  it('refuses an upload without a session, without the area, of another type or above the limit', async () => {
    const anonymous = await create(server, undefined, 10);
    expect(anonymous.status).toBe(401);
    const dealer = (await signInAs(server, 'dealer')).requestToken;
    expect((await create(server, dealer, 10)).status).toBe(403);
    expect((await gql(server, dealer, UPLOADS)).errors?.length).toBeGreaterThan(0);
    const wrongType = await create(server, salesgroup, 10, 'account_bikes', 'bikes.csv');
    expect(wrongType.status).toBe(400);
    expect(await wrongType.text()).toBe('upload_file_type');
    expect((await create(server, salesgroup, 10, 'payroll')).status).toBe(400);
    expect((await create(server, salesgroup, 21 * 1024 * 1024)).status).toBe(413);
    expect((await uploadsOf(server, salesgroup)).map((upload) => upload.status)).not.toContain('queued');
  });
});
