import { expect, test } from '@playwright/test';
import { apiCart, catalogueArticles, emptyCart, fillCart, orderable, ordersWithPoNumber, uniquePoNumber } from './support/commerce';
import { currentUser, expectNoAxeViolations, signInAs, withoutBannerPopup } from './support/shell';

test('a confirmation reopened after the checkout shows the order, and one for an order the dealer never placed confirms nothing', async ({ page }) => {
  const tokens = await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await emptyCart(page.request, tokens);
  const article = (await catalogueArticles(page.request, tokens, 'paa')).find((candidate) => orderable(candidate) && candidate.exactQty === null && candidate.orderQuota === null && (candidate.stock.available ?? 0) >= 20)!;
  await fillCart(page.request, tokens, [{ articleCode: article.article_code, sorg: article.sorg, qty: 1 }]);
  await page.goto('/en-us/cart/checkout');
  const poNumber = uniquePoNumber('AGAIN');
  await page.getByRole('textbox', { name: 'PO number' }).fill(poNumber);
  await page.getByRole('button', { name: /Payment/ }).click();
  await page.getByRole('option', { name: 'Bank transfer to a virtual account' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('region', { name: /^Order \d+$/ })).toContainText(poNumber);

  await page.reload();
  await expect(page.getByText('Thank you, your order has been placed.')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Order \d+$/ })).toContainText(poNumber);
  await expect(page.getByRole('region', { name: /^Order \d+$/ })).toContainText('Open');

  await page.goto('/en-us/cart/order-confirmation/1');
  await expect(page.getByText('Order 1 is not among the orders of this customer.')).toBeVisible();
  await expect(page.getByText('Thank you, your order has been placed.')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a double-clicked checkout places one order', async ({ page, request }) => {
  const tokens = await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await emptyCart(page.request, tokens);
  const article = (await catalogueArticles(page.request, tokens, 'paa')).find(
    (candidate) => orderable(candidate) && candidate.exactQty === null && candidate.orderQuota === null && (candidate.stock.available ?? 0) >= 20,
  )!;
  await fillCart(page.request, tokens, [{ articleCode: article.article_code, sorg: article.sorg, qty: 2 }]);

  await page.goto('/en-us/cart/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const poNumber = uniquePoNumber('TWICE');
  await page.getByRole('textbox', { name: 'PO number' }).fill(poNumber);
  await page.getByRole('button', { name: /Payment/ }).click();
  await page.getByRole('option', { name: 'Bank transfer to a virtual account' }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Place order' }).dblclick();

  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmation' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Order \d+$/ })).toContainText(poNumber);
  await expectNoAxeViolations(page);
  const user = await currentUser(page.request, tokens);
  expect(await ordersWithPoNumber(request, user.salesActiveCustCode!, poNumber)).toHaveLength(1);
  expect(await apiCart(page.request, tokens)).toEqual([]);
});

test('checkout refuses a PO number over 35 characters with the spec message, placing nothing; the one payment method offered is chosen already', async ({ page }) => {
  const tokens = await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await emptyCart(page.request, tokens);
  const article = (await catalogueArticles(page.request, tokens, 'paa')).find((candidate) => orderable(candidate) && candidate.exactQty === null && (candidate.stock.available ?? 0) >= 5)!;
  await fillCart(page.request, tokens, [{ articleCode: article.article_code, sorg: article.sorg, qty: 1 }]);

  await page.goto('/en-us/cart/checkout');
  await page.getByRole('textbox', { name: 'PO number' }).fill('P'.repeat(36));
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByText('The PO number can have at most 35 characters')).toBeVisible();
  await expect(page.getByRole('button', { name: /Payment/ })).toContainText('Bank transfer to a virtual account');
  await expectNoAxeViolations(page);
  expect(await apiCart(page.request, tokens)).toHaveLength(1);
});
