import { expect, test, type Page } from '@playwright/test';
import {
  apiCart,
  catalogueArticles,
  emptyCart,
  fillCart,
  expectedTotals,
  openCatalogueSearch,
  orderable,
  uniquePoNumber,
  type ApiArticle,
} from './support/commerce';
import { expectNoAxeViolations, signInAs, withoutBannerPopup } from './support/shell';

/** The cart page's total of a sales organisation, as written on the page. */
function sorgTotal(page: Page, sorg: string) {
  return page.locator(`.cart-totals__row[data-sorg="${sorg}"] .cart-totals__amount`);
}

/** An article with quantity tiers (>=) and stock for its highest tier. */
function tieredArticle(articles: ApiArticle[]): ApiArticle {
  const tiered = articles.find(
    (article) =>
      orderable(article) &&
      article.price!.discountDetails.length >= 2 &&
      article.price!.discountDetails.every((tier) => tier.term === '>=') &&
      (article.stock.available ?? 0) >= Math.max(...article.price!.discountDetails.map((tier) => tier.qty)) + 10,
  );
  expect(tiered).toBeDefined();
  return tiered!;
}

test('a dealer searches, opens a product and adds tiered quantities; the cart shows the exact discounted totals per sales organisation', async ({ page }) => {
  const tokens = await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await emptyCart(page.request, tokens);
  const tiered = tieredArticle(await catalogueArticles(page.request, tokens, 'paa'));
  const [lowTier, highTier] = [...tiered.price!.discountDetails].sort((a, b) => a.qty - b.qty);

  // Search: suggestions after the pause, each with its article code; picking one opens the product.
  await page.goto('/en-us/catalog');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalog' })).toBeVisible();
  await page.getByRole('radio', { name: 'PAA' }).click();
  const search = await openCatalogueSearch(page);
  await search.pressSequentially(tiered.article_code, { delay: 20 });
  const suggestion = page.getByRole('option', { name: new RegExp(tiered.article_code) });
  await expect(suggestion).toBeVisible();
  expect(await page.getByRole('option').count()).toBeLessThanOrEqual(4);
  await expectNoAxeViolations(page);
  await suggestion.click();

  await expect(page.getByRole('heading', { level: 1, name: tiered.name })).toBeVisible();
  await expect(page.getByText('Quantity prices')).toBeVisible();
  await expectNoAxeViolations(page);

  // The lower tier on the product page…
  const quantity = page.getByRole('textbox', { name: 'Quantity', exact: true });
  await quantity.fill(String(lowTier!.qty));
  await quantity.press('Tab');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added to the cart' })).toBeVisible();

  // …then the higher tier on the cart page; the totals per sales organisation follow the domain's pricing.
  await page.goto('/en-us/cart');
  const line = page.getByRole('textbox', { name: `Quantity of ${tiered.name}` });
  await expect(line).toHaveValue(String(lowTier!.qty));
  await expect(page.getByText(`Deal ${lowTier!.salesDealNo}`)).toBeVisible();
  await expect(sorgTotal(page, tiered.sorg)).toHaveText(expectedTotals(await apiCart(page.request, tokens))[tiered.sorg]!);
  await line.fill(String(highTier!.qty));
  await line.press('Enter');
  await expect(page.getByText(`Deal ${highTier!.salesDealNo}`)).toBeVisible();
  await expect(sorgTotal(page, tiered.sorg)).toHaveText(expectedTotals(await apiCart(page.request, tokens))[tiered.sorg]!);
  await expectNoAxeViolations(page);
});

test('a dealer fast-orders three article codes, checks out with a PO number and sees the order', async ({ page }) => {
  const tokens = await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await emptyCart(page.request, tokens);
  const paa = await catalogueArticles(page.request, tokens, 'paa');
  const tiered = tieredArticle(paa);
  const highTier = [...tiered.price!.discountDetails].sort((a, b) => b.qty - a.qty)[0]!;
  await fillCart(page.request, tokens, [{ articleCode: tiered.article_code, sorg: tiered.sorg, qty: highTier.qty }]);
  const fastOrder = paa
    .filter((article) => article !== tiered && orderable(article) && article.exactQty === null && article.orderQuota === null && (article.stock.available ?? 0) >= 20)
    .slice(0, 3);
  expect(fastOrder).toHaveLength(3);

  // Three codes pasted at once (tab or space separated), an unknown one reported.
  await page.goto('/en-us/catalog/fast-order');
  await page
    .getByRole('textbox', { name: 'Article codes and quantities' })
    .fill(`${fastOrder[0]!.article_code}\t2\n${fastOrder[1]!.article_code} 3\n${fastOrder[2]!.article_code.toLowerCase()}   1\nNO-SUCH-ARTICLE 1`);
  await page.getByRole('button', { name: 'Add pasted lines' }).click();
  await expect(page.getByRole('alert')).toContainText('NO-SUCH-ARTICLE: Article not found');
  await expect(page.getByRole('table', { name: 'Fast order lines' }).getByRole('row')).toHaveCount(4);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 articles added to the cart.' })).toBeVisible();

  await page.goto('/en-us/cart');
  const cart = await apiCart(page.request, tokens);
  expect(cart.map((item) => [item.product.article_code, item.qty])).toEqual([
    [tiered.article_code, highTier.qty],
    [fastOrder[0]!.article_code, 2],
    [fastOrder[1]!.article_code, 3],
    [fastOrder[2]!.article_code, 1],
  ]);
  const expected = expectedTotals(cart);
  for (const [sorg, total] of Object.entries(expected)) await expect(sorgTotal(page, sorg)).toHaveText(total);
  await expectNoAxeViolations(page);

  // Checkout with a PO number; the confirmation shows the order with it and its total.
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const poNumber = uniquePoNumber('E2E');
  await page.getByRole('textbox', { name: 'PO number' }).fill(poNumber);
  await page.getByRole('button', { name: /Payment/ }).click();
  await page.getByRole('option', { name: 'Bank transfer to a virtual account' }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmation' })).toBeVisible();
  await expect(page.getByText('Thank you, your order has been placed.')).toBeVisible();
  const order = page.getByRole('region', { name: /^Order \d+$/ });
  await expect(order).toHaveCount(1);
  await expect(order).toContainText(poNumber);
  await expect(order).toContainText(expected[tiered.sorg]!);
  await expectNoAxeViolations(page);
  expect(await apiCart(page.request, tokens)).toEqual([]);
});
