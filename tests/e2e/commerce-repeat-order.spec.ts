import { expect, test } from '@playwright/test';
import { apiCart, emptyCart, gql } from './support/commerce';
import { expectNoAxeViolations, signInAs, withoutBannerPopup } from './support/shell';

test('a dealer orders again from previous purchases, and finds the groupsets with their components', async ({ page }) => {
  const tokens = await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await emptyCart(page.request, tokens);
  const { previousPurchases } = await gql<{ previousPurchases: { data: { parent_name: string; items: { article_code: string; name: string }[] }[] } }>(
    page.request,
    tokens,
    '{ previousPurchases(productCategory: paa) { data { parent_name items { article_code name } } } }',
  );
  const purchase = previousPurchases.data[0]!;
  const item = purchase.items[0]!;

  await page.goto('/en-us/catalog/repeat-order');
  await expect(page.getByRole('heading', { level: 1, name: 'Repeat Order' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Show purchases of' }).getByRole('radio', { name: 'PAA' }).click();
  await page.getByRole('tab', { name: 'Previous purchases' }).click();
  const card = page.getByRole('article', { name: purchase.parent_name });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);
  const quantity = card.getByRole('textbox', { name: `Quantity of ${item.name}` });
  await quantity.fill('2');
  await quantity.press('Tab');
  await card.getByRole('button', { name: `Add ${purchase.parent_name} to cart` }).click();

  await expect(card.getByRole('status')).toContainText(`${purchase.parent_name} added to the cart.`);
  expect((await apiCart(page.request, tokens)).map((line) => [line.product.article_code, line.qty])).toEqual([[item.article_code, 2]]);

  await page.goto('/en-us/catalog/groupset');
  await expect(page.getByRole('heading', { level: 1, name: 'Groupset' })).toBeVisible();
  await expect(page.getByRole('list', { name: /^Components of / }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
