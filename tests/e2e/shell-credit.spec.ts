import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signInAs, withoutBannerPopup } from './support/shell';

test('the credit chip of a dealer with a blocked company is red and names the reason', async ({ page }) => {
  await signInAs(page, 'multico');
  await withoutBannerPopup(page);
  await page.goto('/en-us');

  const chip = page.getByRole('button', { name: /^Credit Balance: / });
  await expect(chip).toBeVisible();
  await expect(chip).toHaveClass(/credit-chip--red/);
  await expect(chip).toHaveCSS('color', 'rgb(185, 28, 28)');
  await chip.click();

  const menu = page.getByRole('dialog', { name: 'Credit status' });
  await expect(menu.getByText('Open receivables')).toBeVisible();
  await expectNoAxeViolations(page);

  await menu.getByRole('button', { name: /Company/ }).click();
  await page.getByRole('option', { name: 'PT Velocita Parts Distribution' }).click();
  await expect(menu).toContainText('Too many invoices overdue more than 30 days');
  await expectNoAxeViolations(page);
});

test('the credit chip of a dealer in good standing is green and offers no company choice', async ({ page }) => {
  await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await page.goto('/en-us');

  const chip = page.getByRole('button', { name: /^Credit Balance: Rp / });
  await expect(chip).toHaveClass(/credit-chip--green/);
  await chip.click();
  const menu = page.getByRole('dialog', { name: 'Credit status' });
  await expect(menu.getByRole('button', { name: /Company/ })).toHaveCount(0);
  await expect(menu).toContainText('Credit Limit');
});
