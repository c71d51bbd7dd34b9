import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../infrastructure/db/upload-area/schema';
import { UPLOAD_EXPIRY_QUEUE, UPLOAD_EXPIRY_SCHEDULE } from '../../infrastructure/jobs/job-queue.pg-boss';
import { UPLOAD_ABANDONED_AFTER_MS } from '../../domain/upload-area/upload-albums';
import { signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

/** Fast timings, so a queued job is taken within a test's patience. */
const QUICK_QUEUE = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, expireInSeconds: 30 };
const TUS = { 'tus-resumable': '1.0.0' };
const SIZE = 1000;
/** An hour past the limit: abandoned however the sweep's hour falls. */
const PAST_THE_LIMIT_MS = UPLOAD_ABANDONED_AFTER_MS + 60 * 60 * 1000;

const base64 = (text: string) => Buffer.from(text).toString('base64');

describe.each(ENGINES)('abandoned uploads on %s', (engine) => {
  let server: TestServer;
  let folder: string;
  let token: string;

  const uploadFolder = () => join(folder, 'uploads');
  const onDisk = (id: string) => ({ bytes: existsSync(join(uploadFolder(), id)), metadata: existsSync(join(uploadFolder(), `${id}.json`)) });
  const rowsOf = async (ids: string[]) => new Map((await server.database.db.select().from(uploads).where(inArray(uploads.id, ids))).map((row) => [row.id, row.status]));

  /** Starts an upload and sends `sent` of its bytes; answers its id and the expiry tus told the client. */
  async function started(sent: number, fileName = 'broken.xlsx'): Promise<{ id: string; expires: string | null }> {
    const created = await server.fetch('/api/upload-area', {
      method: 'POST',
      headers: { ...TUS, authorization: `Bearer ${token}`, 'upload-length': String(SIZE), 'upload-metadata': `album ${base64('account_bikes')},filename ${base64(fileName)}` },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const patched = await server.fetch(location, {
      method: 'PATCH',
      headers: { ...TUS, authorization: `Bearer ${token}`, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
      body: new Uint8Array(sent).fill(7),
    });
    expect(patched.status).toBe(204);
    return { id: location.split('/').pop()!, expires: patched.headers.get('upload-expires') };
  }

  /** Dates the upload back, in its record and in the metadata tus keeps beside its bytes. */
  async function startedLongAgo(id: string): Promise<void> {
    const startedAt = new Date(Date.now() - PAST_THE_LIMIT_MS);
    await server.database.db.update(uploads).set({ createdAt: startedAt }).where(inArray(uploads.id, [id]));
    const metadataFile = join(uploadFolder(), `${id}.json`);
    if (!existsSync(metadataFile)) return;
    const metadata = JSON.parse(await readFile(metadataFile, 'utf8')) as { creation_date: string };
    await writeFile(metadataFile, JSON.stringify({ ...metadata, creation_date: startedAt.toISOString() }));
  }

  async function until(condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('the condition was not met in time');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'upload-expiry-'));
    server = await startTestServer(engine, { jobQueue: QUICK_QUEUE, filesFolder: join(folder, 'files') });
    token = (await signInAs(server, 'salesgroup')).requestToken;
  });
  afterAll(async () => {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('sweeps on a schedule of the job queue', async () => {
    expect((await server.jobs.schedules()).get(UPLOAD_EXPIRY_QUEUE)).toBe(UPLOAD_EXPIRY_SCHEDULE);
  });

  it('given an upload left unfinished past the limit, a fresh unfinished one and a finished one as old, when the sweep runs, then only the abandoned one is removed: bytes, metadata and record', async () => {
    const { id: stale } = await started(SIZE / 2);
    const { id: fresh, expires } = await started(SIZE / 2);
    const { id: finished } = await started(SIZE);
    // The client is told when the unfinished upload expires: a day after it started.
    expect(Date.parse(expires!) - Date.now()).toBeGreaterThan(UPLOAD_ABANDONED_AFTER_MS - 60_000);
    expect(Date.parse(expires!) - Date.now()).toBeLessThanOrEqual(UPLOAD_ABANDONED_AFTER_MS);
    await until(async () => ['processed', 'failed'].includes((await rowsOf([finished])).get(finished) ?? ''));
    await startedLongAgo(stale);
    await startedLongAgo(finished);
    expect(onDisk(stale)).toEqual({ bytes: true, metadata: true });
    // Past its limit, tus already refuses to resume it, before the sweep has run.
    expect((await server.fetch(`/api/upload-area/${stale}`, { method: 'HEAD', headers: { ...TUS, authorization: `Bearer ${token}` } })).status).toBe(410);

    await server.jobs.sweepUploadsNow();
    // The sweep removes the record first and the bytes after it: its work is done once both are gone.
    await until(async () => !(await rowsOf([stale])).has(stale) && !onDisk(stale).bytes && !onDisk(stale).metadata);

    expect(onDisk(fresh)).toEqual({ bytes: true, metadata: true });
    const kept = await rowsOf([stale, fresh, finished]);
    expect(kept.get(fresh)).toBe('uploading');
    expect(['processed', 'failed']).toContain(kept.get(finished));
    const resumed = await server.fetch(`/api/upload-area/${fresh}`, { method: 'HEAD', headers: { ...TUS, authorization: `Bearer ${token}` } });
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get('upload-offset')).toBe(String(SIZE / 2));
  });
});
