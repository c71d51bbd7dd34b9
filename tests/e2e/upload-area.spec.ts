import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAxeViolations, signInAs, withoutBannerPopup } from './support/shell';

const MEGABYTE = 1024 * 1024;
/** The service's answers and the job queue take their time on a busy machine. */
const SERVICE_WAIT = { timeout: 60_000 };

/**
 * A real account bike workbook of several megabytes: the first sheet holds one good row and one of another dealer's
 * frame; a second sheet of notes (random text, which does not compress) makes it large.
 */
async function largeAccountBikeWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const bikes = workbook.addWorksheet('Account bikes');
  bikes.addRow(['customerCode', 'frameNumber', 'usage']);
  bikes.addRow(['0000100001', 'VLC26B00025', 'demo']);
  bikes.addRow(['0000100001', 'VLC26G00001', 'rental']);
  const notes = workbook.addWorksheet('Notes');
  for (let row = 0; row < 3_500; row++) notes.addRow([randomBytes(1_500).toString('base64')]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('a large account bike sheet, interrupted by a dropped connection, resumes where the service holds it and shows its row results', async ({ page }) => {
  test.setTimeout(180_000);
  const workbook = await largeAccountBikeWorkbook();
  expect(workbook.length).toBeGreaterThan(3 * MEGABYTE);

  await signInAs(page, 'salesgroup');
  await withoutBannerPopup(page);
  await page.goto('/en-us/upload-area');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Area' })).toBeVisible(SERVICE_WAIT);
  await expect(page.getByText(/A spreadsheet \(\.xlsx, at most 20 MB\)/)).toBeVisible(SERVICE_WAIT);
  await expectNoAxeViolations(page);

  // The connection drops after the first chunk: every further PATCH fails until the client's retries run out.
  let patchesThrough = 0;
  await page.route('**/api/upload-area/*', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    if (patchesThrough === 0) {
      patchesThrough += 1;
      return route.continue();
    }
    return route.abort('connectionreset');
  });
  const offsets: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/api/upload-area/')) offsets.push(Number(request.headers()['upload-offset']));
  });

  await page.getByLabel('File', { exact: true }).setInputFiles({ name: 'account-bikes.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: workbook });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('The upload was interrupted. Resume it to continue where it stopped.')).toBeVisible(SERVICE_WAIT);
  const progress = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toHaveAttribute('aria-valuetext', /^1 MB of \d+(\.\d)? MB sent$/);
  await expectNoAxeViolations(page);

  await page.unroute('**/api/upload-area/*');
  offsets.length = 0;
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText(/The file is uploaded/)).toBeVisible(SERVICE_WAIT);
  // The resumed upload asked the service for its offset and went on from there, not from the first byte.
  expect(offsets[0]).toBe(MEGABYTE);

  const upload = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'account-bikes.xlsx' }) }).first();
  await expect(upload.getByText('Processed: 1 accepted, 1 refused')).toBeVisible(SERVICE_WAIT);
  // A table on a wide screen, a list of rows on a narrow one.
  const rows = upload.getByLabel('Rows of account-bikes.xlsx');
  await expect(rows.getByText('VLC26B00025')).toBeVisible();
  await expect(rows.getByText('Refused: This customer has no such frame.')).toBeVisible();
  await expectNoAxeViolations(page);
});
