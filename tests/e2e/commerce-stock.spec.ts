import { expect, test } from '@playwright/test';
import { apiCart, catalogueArticles, emptyCart, orderable } from './support/commerce';
import { expectNoAxeViolations, signInAs, withoutBannerPopup } from './support/shell';

test('an order beyond the available stock is refused with "Order exceeds available stock"', async ({ page }) => {
  const tokens = await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await emptyCart(page.request, tokens);
  // The demo catalogue has articles with only one or two units left.
  const scarce = (await catalogueArticles(page.request, tokens, 'bike')).find(
    (article) => orderable(article) && article.stock.available !== null && article.stock.available >= 1 && article.stock.available <= 2 && article.orderQuota === null,
  )!;
  expect(scarce).toBeDefined();

  await page.goto(`/en-us/catalog/${scarce.category}/${scarce.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: scarce.name })).toBeVisible();
  const quantity = page.getByRole('textbox', { name: 'Quantity', exact: true });
  await quantity.fill(String(scarce.stock.available! + 1));
  await quantity.press('Tab');
  await page.getByRole('button', { name: 'Add to cart' }).click();

  await expect(page.getByRole('alert')).toContainText('Order exceeds available stock');
  await expectNoAxeViolations(page);
  expect(await apiCart(page.request, tokens)).toEqual([]);
});
