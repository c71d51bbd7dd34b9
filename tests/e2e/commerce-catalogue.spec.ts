import { expect, test } from '@playwright/test';
import { catalogueArticles, gql } from './support/commerce';
import { expectNoAxeViolations, isMobile, signInAs, withoutBannerPopup } from './support/shell';

test('the catalogue app bar: bike categories link with mc, the views switch by address, the toggle goes home, breadcrumbs lead back', async ({ page }) => {
  const tokens = await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  const { bikeCategories } = await gql<{ bikeCategories: { mcid: string; wording: string }[] }>(page.request, tokens, '{ bikeCategories { mcid wording } }');
  const category = bikeCategories[0]!;

  await page.goto('/en-us/catalog/paa');
  await expect(page.getByRole('heading', { level: 1, name: 'Parts and accessories' })).toBeVisible();
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(breadcrumbs.getByRole('link', { name: 'Catalog' })).toBeVisible();
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
    await expect(page.getByRole('combobox', { name: 'Search the catalog' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
  }
  const search = page.getByRole('combobox', { name: 'Search the catalog' });
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

test('words searched from the catalogue home find parts as well as bikes, stay in the box, and a bike search that finds nothing points to the parts', async ({ page }) => {
  await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await page.goto('/en-us/catalog');
  if (isMobile(page)) await page.getByRole('button', { name: 'Search', exact: true }).click();
  const search = page.getByRole('combobox', { name: 'Search the catalog' });
  await search.fill('inner tube');
  await search.press('Enter');

  await expect(page).toHaveURL(/\/en-us\/catalog\?search=inner%20tube$/);
  await expect(page.getByText(/[1-9]\d* results? for “inner tube”/)).toBeVisible();
  if (!isMobile(page)) await expect(search).toHaveValue('inner tube');

  await page.goto('/en-us/catalog/bike?search=inner%20tube');
  await page.getByRole('link', { name: /results? for “inner tube” in Parts and accessories/ }).click();
  await expect(page).toHaveURL(/\/en-us\/catalog\/paa\?search=inner%20tube$/);
  await expect(page.getByText(/[1-9]\d* results? for “inner tube”/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a bike\'s size variants are targets of at least 44 px, and its code reads as in the lists', async ({ page }) => {
  const tokens = await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  const bike = (await catalogueArticles(page.request, tokens, 'bike')).find((article) => article.article_code === 'VB-AESL-27-M')!;
  await page.goto(`/en-us/catalog/bike/${bike.slug}`);
  const variants = page.getByRole('navigation', { name: 'Other variants' }).getByRole('link');
  await expect(variants.first()).toBeVisible();
  for (const variant of await variants.all()) {
    const box = (await variant.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  await expect(page.getByText('VB-AESL-27-M', { exact: false }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
