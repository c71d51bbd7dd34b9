import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signInAs, withoutBannerPopup } from './support/shell';

/** A real article of ID01 first, then codes the catalogue does not know, 160 in all. */
const ARTICLE = 'VP-GRP-BLACK';
const CODES = [ARTICLE, ...Array.from({ length: 159 }, (_, index) => `E2E-UNKNOWN-${String(index + 1).padStart(3, '0')}`)];

test('the catalogue analysis updates 160 articles as batches of 75, 75 and 10', async ({ page }) => {
  await signInAs(page, 'admin');
  await withoutBannerPopup(page);
  await page.goto('/en-us/admin/catalog-analyze-new');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalog Analysis' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Article codes' }).fill(CODES.join('\n'));
  await page.getByRole('button', { name: 'Analyze' }).click();
  const results = page.getByRole('grid', { name: 'Analyzed articles' });
  await expect(results.getByRole('rowheader', { name: new RegExp(`^${ARTICLE}`) })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Block ordering' }).click();
  await expect(page.getByText('3 of 3 batches')).toBeVisible();
  const batches = page.locator('.catalogue-analysis__batches li');
  await expect(batches).toHaveText([/^Batch 1: 75 articles, 1 done, 74 failed$/, /^Batch 2: 75 articles, 0 done, 75 failed$/, /^Batch 3: 10 articles, 0 done, 10 failed$/]);
  await expect(results.getByRole('row', { name: new RegExp(ARTICLE) })).toContainText('Ordering is not allowed');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Allow ordering' }).click();
  await expect(batches.first()).toHaveText(/^Batch 1: 75 articles, 1 done, 74 failed$/);
  await expect(page.getByText('3 of 3 batches')).toBeVisible();
  await expect(results.getByRole('row', { name: new RegExp(ARTICLE) })).not.toContainText('Ordering is not allowed');
});
