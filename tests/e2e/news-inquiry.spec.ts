import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { e2eOutboxFolder } from './support/outbox';
import { expectNoAxeViolations, signInAs, withoutBannerPopup } from './support/shell';

async function openAs(page: Page, username: string, path: string) {
  await signInAs(page, username);
  await withoutBannerPopup(page);
  await page.goto(`/en-us${path}`);
}

test('an administrator publishes news with a picture for Indonesia; its dealer reads it, a dealer of the United States does not', async ({ page, browser }, testInfo) => {
  // A retry publishes its own item, so the dealer never sees two of the same title.
  const title = `Gravel demo days ${testInfo.project.name} ${testInfo.retry}`;
  await openAs(page, 'marketing', '/admin/news/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create News' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Text' }).click();
  await page.keyboard.type('Ride the new gravel bikes at every Indonesian dealer.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Book a slot with your sales contact.');
  await page.locator('label.checkbox', { hasText: 'Indonesia' }).click();
  await expect(page.getByRole('checkbox', { name: 'Indonesia' })).toBeChecked();
  const picture = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#2563eb' } }).png().toBuffer();
  await page.getByLabel('Picture (PNG, JPEG or WebP, up to 5 MB)').setInputFiles({ name: 'demo-days.png', mimeType: 'image/png', buffer: picture });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en-us\/admin\/news$/);
  await expect(page.getByRole('rowheader', { name: title }).or(page.getByText(title).first())).toBeVisible();

  const dealerContext = await browser.newContext();
  const dealer = await dealerContext.newPage();
  await openAs(dealer, 'dealer', '/news');
  await dealer.getByRole('link', { name: `Read ${title}` }).click();
  await expect(dealer.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const shown = dealer.locator('.news-article img');
  await expect(shown).toHaveJSProperty('complete', true);
  expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations(dealer);
  await dealerContext.close();

  const usDealerContext = await browser.newContext();
  const usDealer = await usDealerContext.newPage();
  await openAs(usDealer, 'usdealer', '/news');
  await expect(usDealer.getByRole('link', { name: /^Read / }).first()).toBeVisible();
  await expect(usDealer.getByRole('link', { name: `Read ${title}` })).toHaveCount(0);
  await usDealerContext.close();
});

test('a dealer without content target markets lands on the No Data page', async ({ page }) => {
  await openAs(page, 'newdealer', '/news');
  await expect(page).toHaveURL(/\/en-us\/error\/admin\?pt=route_title_news/);
  await expect(page.getByRole('heading', { level: 1, name: 'No Data' })).toBeVisible();
  await expect(page.getByText('You need to have the correct configuration, to access the data. Please contact support.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a prospect sends an inquiry without signing in; it reaches the support outbox and the administrators’ list', async ({ page }, testInfo) => {
  const name = `Toko Sepeda ${testInfo.project.name}`;
  await page.goto('/en-us/new-customer-inquiry');
  await expect(page.getByRole('heading', { level: 1, name: 'Become a dealer' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Business name' }).fill(name);
  await page.getByRole('textbox', { name: 'Why do you want to become a dealer?' }).fill('Two busy shops in Bandung.');
  await page.getByRole('textbox', { name: 'What do you want to achieve with us?' }).fill('Sell the gravel range.');
  await page.getByRole('textbox', { name: 'Address' }).fill('Jl. Merdeka 5');
  await page.getByRole('button', { name: /Country$/ }).click();
  await page.getByRole('option', { name: 'Indonesia' }).click();
  await page.getByRole('button', { name: /City$/ }).click();
  await page.getByRole('option', { name: 'Bandung' }).click();
  await page.getByRole('textbox', { name: 'State or province' }).fill('Jawa Barat');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('owner@sepedamaju.example');
  await page.getByRole('textbox', { name: 'Phone' }).fill('081234567890');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you. Your inquiry was sent; we will contact you soon.');

  const outbox = e2eOutboxFolder(Number(process.env.E2E_PORT ?? 4310));
  await expect
    .poll(async () => {
      const files = (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith('.eml'));
      const mails = await Promise.all(files.map((file) => readFile(join(outbox, file), 'utf8')));
      return mails.some((mail) => mail.includes(name) && mail.includes('dealer-support@velocita.example'));
    })
    .toBe(true);

  await openAs(page, 'admin', '/admin/customer-inquiries');
  await expect(page.getByText(name).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
