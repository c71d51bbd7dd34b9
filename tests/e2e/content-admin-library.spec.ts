import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInAs, withoutBannerPopup } from './support/shell';

// The administration pages read several lists before they show; on a busy machine that takes longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });
test.slow();

async function openAs(page: Page, username: string, path: string) {
  await signInAs(page, username);
  await withoutBannerPopup(page);
  await page.goto(`/en-us${path}`);
}

/** Picks an option of a select field; the field's button is named by its value, then its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A one-page PDF a viewer opens; the service recognises it by its first bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

// Both projects run against one server: each creates and removes things of its own name.
test('an administrator publishes a grouped document with an attachment for Indonesia; its dealer downloads the attachment', async ({ page, browser }, testInfo) => {
  const suffix = `${testInfo.project.name} ${Date.now()}`;
  const groupName = `E2E group ${suffix}`;
  const title = `E2E wheel guide ${suffix}`;
  const fileName = `wheel-guide-${testInfo.project.name}.pdf`;

  await openAs(page, 'marketing', '/admin/sales-document/group/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Sales Document Group' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(groupName);
  await page.locator('label.checkbox', { hasText: 'Indonesia' }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en-us\/admin\/sales-document\/group$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(groupName);
  await expect(page.getByText(groupName).first()).toBeVisible();

  await page.goto('/en-us/admin/sales-document/list/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Sales Document' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('textbox', { name: 'Text' }).click();
  await page.keyboard.type('True every wheel before hand-over.');
  await choose(page, 'Group', groupName);
  await page.locator('label.checkbox', { hasText: 'Indonesia' }).click();
  await page.getByLabel('Attachments', { exact: true }).setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en-us\/admin\/sales-document\/list$/);
  await expect(page.getByText(title).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const dealerContext = await browser.newContext();
  const dealer = await dealerContext.newPage();
  await openAs(dealer, 'dealer', '/sales-document/sales');
  await expect(dealer.getByRole('heading', { level: 2, name: groupName })).toBeVisible();
  await dealer.getByRole('link', { name: title }).click();
  await expect(dealer.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(dealer.getByText('True every wheel before hand-over.')).toBeVisible();
  await expectNoAxeViolations(dealer);
  const downloading = dealer.waitForEvent('download');
  await dealer.getByRole('button', { name: `Download ${fileName}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  expect(await readFile(await download.path())).toEqual(PDF);
  await dealerContext.close();

  // Clean up: the document goes to the deleted ones, the group goes.
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByRole('button', { name: `Restore ${title}` })).toBeVisible();
  await page.goto('/en-us/admin/sales-document/group');
  await page.getByRole('searchbox', { name: 'Search' }).fill(groupName);
  await page.getByRole('button', { name: `Delete ${groupName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(groupName)).toHaveCount(0);
});

test('an administrator creates a marketing category and renames an image', async ({ page }, testInfo) => {
  const category = `E2E category ${testInfo.project.name} ${Date.now()}`;
  // Each project renames an image of its own, and gives it its name back.
  const imageTitle = testInfo.project.name === 'mobile' ? 'Window sticker' : 'Shop sign, wide';
  const renamed = `${imageTitle} (${testInfo.project.name} e2e)`;

  await openAs(page, 'marketing', '/admin/marketing-material/category/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Marketing Material Category' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(category);
  await page.getByRole('textbox', { name: /^Route/ }).fill(`e2e-${testInfo.project.name}`);
  await choose(page, 'Parent category', 'Shop signage');
  await choose(page, 'Items per line', '3');
  await page.locator('label.checkbox', { hasText: 'Indonesia' }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en-us\/admin\/marketing-material\/category$/);
  const row = page.locator('li', { hasText: 'Shop signage' }).locator('li', { hasText: category });
  await expect(row).toContainText('0 images · 3 per line');

  await page.goto('/en-us/admin/marketing-material/image');
  await choose(page, 'Category', 'Shop signage');
  await page.getByRole('link', { name: `Edit ${imageTitle}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Marketing Material Image' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en-us\/admin\/marketing-material\/image$/);
  await choose(page, 'Category', 'Shop signage');
  await expect(page.getByText(renamed, { exact: true })).toBeVisible();

  // Clean up: the image gets its title back, the new category goes.
  await page.getByRole('link', { name: `Edit ${renamed}` }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(imageTitle);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en-us\/admin\/marketing-material\/image$/);
  await page.goto('/en-us/admin/marketing-material/category');
  await page.getByRole('button', { name: `Delete ${category}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(category)).toHaveCount(0);
});
