import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInAs, withoutBannerPopup } from './support/shell';

const ARTICLE = 'NUSA-BELL-MIN';

/** A real .xlsx workbook with these rows, the first naming the columns. */
async function stockSheet(rows: (string | number)[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Stock');
  [['articleCode', 'stock'], ...rows].forEach((row) => sheet.addRow(row));
  const path = join(await mkdtemp(join(tmpdir(), 'third-party-')), 'stock.xlsx');
  await writeFile(path, new Uint8Array(await workbook.xlsx.writeBuffer()));
  return path;
}

async function uploadStock(page: Page, rows: (string | number)[][]) {
  const section = page.getByRole('region', { name: 'Stock sheet' });
  await section.locator('input[type="file"]').setInputFiles(await stockSheet(rows));
  return section;
}

test('a dealer’s order meets the vendor’s lowered stock, then the vendor moves the item and the dealer sees it', async ({ page, browser }, testInfo) => {
  // Two people's sessions, two sheets and two checkouts: longer than a single page's test.
  test.setTimeout(120_000);
  await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await page.goto('/en-us/3rd-party/catalog');
  await expect(page.getByRole('heading', { level: 1, name: 'Third-Party Catalog' })).toBeVisible();
  await page.getByRole('button', { name: `Add ${ARTICLE} to the cart` }).click();
  const cart = page.getByRole('region', { name: 'Cart: Nusantara Bike Parts' });
  await cart.getByLabel(`Quantity of ${ARTICLE}`).fill('5');
  await expect(cart.getByText('Sepeda Jaya, receiving dock 2')).toBeVisible();
  await expectNoAxeViolations(page);

  const vendorContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const vendor = await vendorContext.newPage();
  await signInAs(vendor, 'vendor');
  await withoutBannerPopup(vendor);
  await vendor.goto('/en-us/3rd-party/article-maintenance');
  await expect(vendor.getByRole('heading', { level: 1, name: 'Article Maintenance' })).toBeVisible();
  const refused = await uploadStock(vendor, [[ARTICLE, 2], ['NUSA-CAGE-ALU', 'lots']]);
  await expect(refused.getByText('Nothing was changed: 1 row needs correcting.')).toBeVisible();
  await expect(refused.getByText('The stock must be a whole number (stock at least 0, unit converter at least 1).')).toBeVisible();
  await expectNoAxeViolations(vendor);
  const applied = await uploadStock(vendor, [[ARTICLE, 2]]);
  await expect(applied.getByText('The sheet was applied: 1 article updated.')).toBeVisible();

  await cart.getByRole('button', { name: 'Check out' }).click();
  await expect(cart.getByText('Some articles changed at the vendor meanwhile. Nothing was ordered')).toBeVisible();
  await expect(cart.getByText('Only 2 left at the vendor now. Lower the quantity and check out again.')).toBeVisible();
  await expectNoAxeViolations(page);
  await cart.getByLabel(`Quantity of ${ARTICLE}`).fill('2');
  await cart.getByRole('button', { name: 'Check out' }).click();
  const placed = cart.getByText(/^Order TP-[0-9A-F]+ has been placed with Nusantara Bike Parts\./);
  await expect(placed).toBeVisible({ timeout: 15_000 });
  const orderNo = /TP-[0-9A-F]+/.exec((await placed.textContent())!)![0];

  await vendor.goto('/en-us/3rd-party/order');
  const vendorOrder = vendor.getByRole('region', { name: `Order ${orderNo}` });
  await vendorOrder.getByRole('button', { name: `Move ${ARTICLE} to Confirmed` }).click();
  await expect(vendorOrder.getByText(`${ARTICLE} of order ${orderNo} is now Confirmed.`)).toBeVisible();
  await expectNoAxeViolations(vendor);
  await vendorContext.close();

  await page.goto('/en-us/3rd-party/order');
  if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: 'Search' }).first().click();
  await page.getByRole('searchbox', { name: 'Search order number, vendor or article' }).fill(orderNo);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  const dealerOrder = page.getByRole('region', { name: `Order ${orderNo}` });
  await expect(dealerOrder.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(dealerOrder.getByRole('button', { name: /^Move / })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
