import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations, signInAs, withoutBannerPopup } from './support/shell';

/** A real JPEG photo of the given colour, with a band across it so it is not one flat colour. */
async function jpegPhoto(background: string): Promise<Buffer> {
  const band = await sharp({ create: { width: 1200, height: 120, channels: 3, background: '#f4f1e8' } }).png().toBuffer();
  return sharp({ create: { width: 1200, height: 900, channels: 3, background } }).composite([{ input: band, top: 390, left: 0 }]).jpeg({ quality: 85 }).toBuffer();
}

async function choosePhoto(page: Page, slot: string, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `Photo ${slot}`, exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer });
  await expect(page.getByText(`Chosen: ${name}`)).toBeVisible();
}

test('a salesman files a visit form with photos, finds it in the list and opens it with its photos', async ({ page }) => {
  await signInAs(page, 'salesman');
  await withoutBannerPopup(page);
  await page.goto('/en-us/visit-form/polygon');
  await expect(page.getByRole('heading', { level: 1, name: 'Polygon Visit Forms' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'New visit form' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Visit Form/ })).toBeVisible();
  await page.getByRole('button', { name: /Customer$/ }).click();
  const customer = page.getByRole('option').first();
  const custCode = ((await customer.textContent()) ?? '').split(' · ')[0]!.trim();
  await customer.click();
  await page.getByRole('checkbox', { name: 'Siskiu' }).check({ force: true });
  await page.getByRole('checkbox', { name: 'Workshop stand' }).check({ force: true });
  await page.getByRole('textbox', { name: 'Notes' }).fill('Window display refreshed for the spring season');
  await choosePhoto(page, 'frontShop1', 'shop-front.jpg', await jpegPhoto('#2f5d8a'));
  await choosePhoto(page, 'displayShop1', 'display-floor.jpg', await jpegPhoto('#3b7d4f'));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Polygon Visit Forms' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Customer code' }).fill(custCode);
  const open = page.getByRole('link', { name: /^Open / }).first();
  await expect(open).toBeVisible();
  await open.click();
  await expect(page.getByRole('checkbox', { name: 'Siskiu' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue('Window display refreshed for the spring season');
  for (const slot of ['frontShop1', 'displayShop1']) {
    const thumbnail = page.getByRole('img', { name: `Photo ${slot}` });
    await expect(thumbnail).toBeVisible();
    // The thumbnail is the stored photo made smaller, decoded by the browser.
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(320);
  }
  await expectNoAxeViolations(page);
});

test('the sales area map shows regions coloured by category and an allowed user changes one', async ({ page }) => {
  await signInAs(page, 'salesgroup');
  await withoutBannerPopup(page);
  await page.goto('/en-us/sales-area');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Area' })).toBeVisible();
  const map = page.getByRole('img', { name: /^Map of the regions of / });
  await expect(map).toBeVisible();
  const regions = map.locator('g[data-region]');
  expect(await regions.count()).toBeGreaterThan(1);
  const fills = new Set(await regions.locator('path').evaluateAll((paths) => paths.map((path) => path.getAttribute('fill'))));
  expect(fills.size).toBeGreaterThan(1);
  await expectNoAxeViolations(page);

  const regionName = 'Maluku';
  const region = map.locator(`g[data-region]`).filter({ hasText: `${regionName} · ` });
  const before = await region.getAttribute('data-category');
  const fillBefore = await region.locator('path').getAttribute('fill');
  const picker = page.getByRole('button', { name: new RegExp(`Category of ${regionName}$`) });
  await picker.click();
  const choice = page.getByRole('option').filter({ hasNotText: new RegExp(`^${before}$`) }).first();
  const category = (await choice.textContent())?.trim() ?? '';
  await choice.click();
  await expect(page.getByText(`The category of ${regionName} is now ${category}.`)).toBeVisible();
  await expect(region).toHaveAttribute('data-category', category);
  await expect(region.locator('path')).not.toHaveAttribute('fill', fillBefore ?? '');
  await expectNoAxeViolations(page);
});
