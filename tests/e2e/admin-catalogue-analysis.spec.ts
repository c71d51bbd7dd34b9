import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, isMobile, signInAs, withoutBannerPopup } from './support/shell';

/** A real article of ID01 first, then codes the catalogue does not know, 160 in all. */
const ARTICLE = 'VP-GRP-BLACK';
const CODES = [ARTICLE, ...Array.from({ length: 159 }, (_, index) => `E2E-UNKNOWN-${String(index + 1).padStart(3, '0')}`)];

test('the catalogue analysis updates 160 articles as batches of 75, 75 and 10', async ({ page }) => {
  // Three rounds of 160 articles and two accessibility checks on a shared machine.
  test.setTimeout(120_000);
  await signInAs(page, 'admin');
  await withoutBannerPopup(page);
  await page.goto('/en-us/admin/catalog-analyze-new');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalog Analysis' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Article codes' }).fill(CODES.join('\n'));
  await page.getByRole('button', { name: 'Analyze' }).click();
  // Under 600px wide the table shows each article as a card of a list.
  const results = page.getByRole(isMobile(page) ? 'list' : 'grid', { name: 'Analyzed articles' });
  const article = results.getByRole(isMobile(page) ? 'listitem' : 'row').filter({ hasText: ARTICLE });
  await expect(article).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Block ordering' }).click();
  await expect(page.getByText('3 of 3 batches')).toBeVisible();
  const batches = page.locator('.catalogue-analysis__batches li');
  await expect(batches).toHaveText([/^Batch 1: 75 articles, 1 done, 74 failed$/, /^Batch 2: 75 articles, 0 done, 75 failed$/, /^Batch 3: 10 articles, 0 done, 10 failed$/]);
  await expect(article).toContainText('Ordering is not allowed');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Allow ordering' }).click();
  await expect(batches.first()).toHaveText(/^Batch 1: 75 articles, 1 done, 74 failed$/);
  await expect(page.getByText('3 of 3 batches')).toBeVisible();
  await expect(article).not.toContainText('Ordering is not allowed');
});
