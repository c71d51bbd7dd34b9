import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAxeViolations, signInAs, withoutBannerPopup } from './support/shell';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** A service of the test's own beside the suite's, on the next port, so the test can stop and start it. */
const PORT = Number(process.env.E2E_PORT ?? 4310) + 1;
const ORIGIN = `http://localhost:${PORT}`;

/** Starts the portal over the given folders; `runJobs: false` queues exports without running them. */
async function startService(folders: { data: string; files: string }, runJobs: boolean): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/serve-restartable.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: folders.data, FILES_DIR: folders.files, RUN_JOBS: runJobs ? '1' : '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the service exited (code ${code}) before it was ready`)));
  });
  return child;
}

async function stopService(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

test('an auditor requests a download without a customer, it completes across a restart of the service and opens as a spreadsheet', async ({ page }) => {
  test.setTimeout(240_000);
  const folders = { data: mkdtempSync(join(tmpdir(), 'portal-e2e-restart-')), files: mkdtempSync(join(tmpdir(), 'portal-e2e-restart-files-')) };
  let service = await startService(folders, false);
  try {
    await signInAs(page, 'auditor', ORIGIN);
    await withoutBannerPopup(page);
    await page.goto(`${ORIGIN}/en-us/download-area`);
    await expect(page.getByRole('heading', { level: 1, name: 'Download Area' })).toBeVisible();
    // An audit user works without a customer: no picker on the page.
    await expect(page.getByRole('button', { name: /customer/i })).toHaveCount(0);
    await expect(page.getByText(/^\d+ of \d+ downloads left today$/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Request download' }).click();
    const requests = page.getByRole('grid', { name: 'Requested downloads' }).or(page.getByRole('list', { name: 'Requested downloads' }));
    await expect(requests.getByText('Waiting')).toBeVisible();

    // The first service only queues: it stops with the export still waiting in the database's job queue.
    await stopService(service);
    service = await startService(folders, true);
    await page.reload();
    await expect(requests.getByText(/^Ready \(\d+ rows\)$/)).toBeVisible({ timeout: 60_000 });
    const rows = Number(/\d+/.exec((await requests.getByText(/^Ready \(\d+ rows\)$/).textContent()) ?? '')?.[0]);
    expect(rows).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await requests.getByRole('button', { name: /^Download / }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(rows + 1);
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining([expect.stringMatching(/invoice/i)]));
  } finally {
    await stopService(service);
    rmSync(folders.data, { recursive: true, force: true });
    rmSync(folders.files, { recursive: true, force: true });
  }
});
