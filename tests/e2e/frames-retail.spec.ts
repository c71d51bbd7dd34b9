import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expectNoAxeViolations, signInAs, withoutBannerPopup } from './support/shell';

/** The list answers after a round trip to the service; on a busy machine that takes more than the default five seconds. */
const LIST_WAIT = { timeout: 20_000 };

// Both projects run against one server: each registers a frame of its own from the demo dealer's unreported ones,
// and withdraws it at the end so the frame and the list are as the seed left them.
test('a dealer registers a sold frame after refusals, and downloads a warranty certificate', async ({ page }, testInfo) => {
  // Three screens, two accessibility checks and a download: longer than one page's default.
  test.setTimeout(120_000);
  const frameNumber = testInfo.project.name === 'mobile' ? 'VLC26B00024' : 'VLC26B00023';
  await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await page.goto('/en-us/retail-sales');
  await expect(page.getByRole('heading', { level: 1, name: 'Retail Sales' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('VLC26B00001', { exact: true })).toBeVisible(LIST_WAIT);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /Sales to show/ }).click();
  await page.getByRole('option', { name: 'Complete' }).click();
  await expect(page.getByText('VLC26B00013', { exact: true })).toBeVisible(LIST_WAIT);
  await expect(page.getByText('VLC26B00001', { exact: true })).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download warranty of VLC26B00013' }).click();
  const download = await downloading;
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);

  await page.getByRole('button', { name: 'Register a frame' }).click();
  const frameField = page.getByRole('textbox', { name: /^Frame number/ });
  await frameField.fill('VLC26X00000');
  await page.getByRole('textbox', { name: /^Consumer name/ }).fill('Dewi Lestari');
  await page.getByRole('textbox', { name: /^Phone/ }).fill('081234567890');
  await page.getByRole('textbox', { name: /^Address/ }).fill('Jl. Merdeka 1');
  await page.getByRole('textbox', { name: /^City/ }).fill('Surabaya');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Frame not found.')).toBeVisible(LIST_WAIT);

  await frameField.fill('VLC26B00001');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Frame already reported.')).toBeVisible(LIST_WAIT);
  await expectNoAxeViolations(page);

  await frameField.fill(frameNumber);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText(`Frame ${frameNumber} is registered.`)).toBeVisible(LIST_WAIT);
  await page.getByRole('button', { name: /Sales to show/ }).click();
  await page.getByRole('option', { name: 'Pending Insert' }).click();
  await page.getByRole('searchbox', { name: 'Frame number, consumer or model' }).fill(frameNumber);
  await expect(page.getByText(frameNumber, { exact: true })).toBeVisible(LIST_WAIT);

  await page.getByRole('button', { name: `Delete the registration of ${frameNumber}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The registration was deleted.')).toBeVisible(LIST_WAIT);
  await expect(page.getByText(frameNumber, { exact: true })).toHaveCount(0, LIST_WAIT);
});
