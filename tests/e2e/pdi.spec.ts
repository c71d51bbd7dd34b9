import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signInAs, withoutBannerPopup } from './support/shell';

// Both projects run against one server: each records a frame of its own.
test('a dealer records an inspection, deletes it and restores it', async ({ page }, testInfo) => {
  const frameNumber = `VLC26E2E${testInfo.project.name === 'mobile' ? 'M' : 'D'}${String(Date.now()).slice(-6)}`;
  await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await page.goto('/en-us/pdi');
  await expect(page.getByRole('heading', { level: 1, name: 'Pre-Delivery Inspection' })).toBeVisible();
  await expect(page.getByText('VLC26A00103', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'New inspection' }).click();
  await page.getByRole('textbox', { name: /^Frame number/ }).fill(frameNumber);
  await page.getByRole('textbox', { name: /^Article code/ }).fill('VTTE-M-BLK');
  await page.getByRole('textbox', { name: /^Merchandise/ }).fill('E-bike');
  await page.getByRole('textbox', { name: /^Mechanic/ }).fill('Eko Prasetyo');
  await page.getByRole('textbox', { name: /^Description/ }).fill('Checked before hand-over');
  await page.getByRole('button', { name: /Brand/ }).click();
  await page.getByRole('option', { name: 'Velocita' }).click();
  const points = page.getByRole('radiogroup');
  await expect(points).toHaveCount(8);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose what this point needed.')).toHaveCount(8);
  await expectNoAxeViolations(page);

  for (const point of await points.all()) await point.getByText('Pass', { exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The inspection is recorded.')).toBeVisible();
  await expect(page.getByText(frameNumber, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Delete inspection of ${frameNumber}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The inspection is deleted.')).toBeVisible();
  await expect(page.getByText(frameNumber, { exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'Deleted' }).click();
  await page.getByRole('button', { name: `Restore inspection of ${frameNumber}` }).click();
  await expect(page.getByText('The inspection is restored.')).toBeVisible();
  await page.getByRole('link', { name: 'Current' }).click();
  await expect(page.getByText(frameNumber, { exact: true })).toBeVisible();
});
