import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations, signInAs, withoutBannerPopup } from './support/shell';

async function pngNamed(name: string, colour: string) {
  return { name, mimeType: 'image/png', buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } }).png().toBuffer() };
}

test('the marketing user bulk-creates images and a dealer downloads an original', async ({ page: marketing, browser }) => {
  const stem = `e2e-logo-${Date.now()}`;
  await signInAs(marketing, 'marketing');
  await withoutBannerPopup(marketing);
  await marketing.goto('/en-us/admin/marketing-material/image/create-bulk');
  await expect(marketing.getByRole('heading', { level: 1, name: 'Upload Marketing Images in Bulk' })).toBeVisible();
  await marketing.getByRole('button', { name: /Category/ }).click();
  await marketing.getByRole('option', { name: 'Velocita logos' }).click();
  await marketing.getByLabel('Images', { exact: true }).setInputFiles([
    await pngNamed(`${stem}-a.png`, '#1d4ed8'),
    await pngNamed(`${stem}-b.png`, '#0f766e'),
    { name: 'not-a-picture.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"></svg>') },
  ]);
  await marketing.getByRole('button', { name: 'Upload' }).click();
  const status = marketing.getByRole('status').filter({ hasText: 'added' });
  await expect(status).toContainText('2 images added, 1 refused.');
  await expect(status).toContainText('not-a-picture.png: This file is not an image.');
  await expectNoAxeViolations(marketing);

  const dealerContext = await browser.newContext();
  const dealer = await dealerContext.newPage();
  await signInAs(dealer, 'dealer');
  await withoutBannerPopup(dealer);
  await dealer.goto('/en-us/marketing-material/brand-assets');
  await dealer.getByRole('link', { name: /Velocita logos/ }).click();
  await dealer.getByRole('link', { name: `${stem}-b` }).click();
  await expect(dealer.getByRole('img', { name: `${stem}-b` })).toBeVisible();
  await expectNoAxeViolations(dealer);
  const downloading = dealer.waitForEvent('download');
  await dealer.getByRole('link', { name: `Download the original of ${stem}-b` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${stem}-b.png`);
  const saved = await download.path();
  expect((await sharp(saved).metadata()).width).toBe(800);
  await dealerContext.close();
});

test('a dealer reads a sales document of its market and no other', async ({ page }) => {
  await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await page.goto('/en-us/sales-document/technical');
  await expect(page.getByRole('link', { name: 'Torque specifications 2027' })).toBeVisible();
  await expect(page.getByText('Enduro suspension set-up')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Torque specifications 2027' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Torque specifications 2027' })).toBeVisible();
  await expect(page.getByText('Tighten carbon parts with a torque wrench')).toBeVisible();
  await expectNoAxeViolations(page);
});
