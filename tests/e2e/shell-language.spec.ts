import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, openLanguageMenu, signInAs, withoutBannerPopup } from './support/shell';

test('switching the language changes the address prefix and the texts', async ({ page }) => {
  await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await page.goto('/en-us/claim');
  await expect(page.getByRole('heading', { name: 'Claim List' })).toBeVisible();

  await openLanguageMenu(page, 'Language: English (US)');
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();

  await expect(page).toHaveURL(/\/de\/claim$/);
  await expect(page.getByRole('heading', { name: 'Reklamationsliste' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('status').filter({ hasText: 'Sprache erfolgreich geändert' })).toBeVisible();
  await expectNoAxeViolations(page);

  await openLanguageMenu(page, 'Sprache: Deutsch', 'Menü öffnen');
  await page.getByRole('menuitemradio', { name: 'English (US)' }).click();
  await expect(page).toHaveURL(/\/en-us\/claim$/);
  await expect(page.getByRole('heading', { name: 'Claim List' })).toBeVisible();
});
