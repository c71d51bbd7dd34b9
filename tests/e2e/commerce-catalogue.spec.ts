import { expect, test } from '@playwright/test';
import { gql } from './support/commerce';
import { expectNoAxeViolations, isMobile, signInAs, withoutBannerPopup } from './support/shell';

test('the catalogue app bar: bike categories link with mc, the views switch by address, the toggle goes home, breadcrumbs lead back', async ({ page }) => {
  const tokens = await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  const { bikeCategories } = await gql<{ bikeCategories: { mcid: string; wording: string }[] }>(page.request, tokens, '{ bikeCategories { mcid wording } }');
  const category = bikeCategories[0]!;

  await page.goto('/en-us/catalog/paa');
  await expect(page.getByRole('heading', { level: 1, name: 'Parts and accessories' })).toBeVisible();
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(breadcrumbs.getByRole('link', { name: 'Catalogue' })).toBeVisible();
  await expect(breadcrumbs.getByText('PAA')).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Bike categories' }).click();
  await page.getByRole('menuitem', { name: category.wording }).click();
  await expect(page).toHaveURL(new RegExp(`/en-us/catalog\\?mc=${category.mcid}$`));
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('radio', { name: 'Articles' }).click();
  await expect(page).toHaveURL(/view=item/);
  await expect(page.getByRole('list', { name: 'Products' }).getByText(/in stock|Not available/).first()).toBeVisible();

  await page.goto('/en-us/catalog/bike');
  await expect(page.getByRole('heading', { level: 1, name: 'Bikes' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: 'PAA' }).click();
  await expect(page).toHaveURL(/\/en-us\/catalog$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Promotions' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Enter in the search box lists the current catalogue for the words typed; Esc closes the mobile search', async ({ page }) => {
  await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await page.goto('/en-us/catalog/bike');
  await expect(page.getByRole('heading', { level: 1, name: 'Bikes' })).toBeVisible();
  await expectNoAxeViolations(page);
  if (isMobile(page)) {
    await expect(page.getByRole('combobox', { name: 'Search the catalogue' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
  }
  const search = page.getByRole('combobox', { name: 'Search the catalogue' });
  await search.fill('aero');
  await search.press('Enter');

  await expect(page).toHaveURL(/\/en-us\/catalog\/bike\?search=aero$/);
  await expect(page.getByText(/results? for “aero”/)).toBeVisible();
  await expectNoAxeViolations(page);

  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(search).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(search).toHaveCount(0);
  }
});
