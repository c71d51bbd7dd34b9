import { expect, test } from '@playwright/test';
import { currentUser, expectNoAxeViolations, graphql, signInAs, tokensOf, withoutBannerPopup } from './support/shell';

test('a salesman must pick a customer on the order page; the search narrows the list and the pick switches the session', async ({ page }) => {
  await signInAs(page, 'salesman');
  await withoutBannerPopup(page);
  await page.goto('/en-us/order');

  const picker = page.getByRole('dialog', { name: 'Select customer' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('option').first()).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(picker).toBeVisible();

  await picker.getByRole('searchbox', { name: 'Search customer' }).fill('pedal jaya');
  const found = picker.getByRole('option', { name: /Pedal Jaya Surabaya/ });
  await expect(found).toBeVisible();
  await expect(picker.getByRole('option')).toHaveCount(1);
  await found.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Order List' })).toBeVisible();
  await expect(picker).toHaveCount(0);
  const user = await currentUser(page.request, await tokensOf(page));
  expect(user.salesActiveCustCode).toBe('0000100003');
  await expect(page.getByRole('button', { name: /^Customer Pedal Jaya Surabaya, 100003$/ })).toBeVisible();
  // The header shows the new customer before the page below it is back in sight.
  await expect(page.getByRole('heading', { level: 1, name: 'Order List' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a dealer without menu.change-cust sees only their own customer and cannot change it', async ({ page }) => {
  const tokens = await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  const answer = await graphql<{ salesCustomers: { total: number; items: { custCode: { r3: string } }[] } }>(
    page.request,
    tokens,
    '{ salesCustomers(page: 1, limit: 10) { total items { custCode { r3 } } } }',
  );
  expect(answer.data?.salesCustomers).toEqual({ total: 1, items: [{ custCode: { r3: '0000100001' } }] });

  await page.goto('/en-us/order');
  await expect(page.getByRole('heading', { level: 1, name: 'Order List' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Select customer' })).toHaveCount(0);

  await page.getByRole('button', { name: /^Customer Sepeda Jaya Jakarta, 100001$/ }).click();
  const details = page.getByRole('dialog', { name: 'Customer details' });
  await expect(details).toContainText('Sepeda Jaya Jakarta');
  await expect(details).toContainText('order@sepedajaya.example');
  await expect(details.getByRole('button', { name: 'Change customer' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the older table picker of the second brand picks with a radio button and Apply', async ({ page, baseURL }) => {
  const secondBrand = baseURL!.replace('localhost', '127.0.0.1');
  await signInAs(page, 'salesman', secondBrand);
  await page.goto(`${secondBrand}/en-us/payment`);

  const picker = page.getByRole('dialog', { name: 'Select customer' });
  await expect(picker.getByRole('table')).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await picker.getByRole('radio', { name: 'Gowes Group Surabaya' }).check();
  await expectNoAxeViolations(page);
  const reloaded = page.waitForEvent('load');
  await picker.getByRole('button', { name: 'Apply' }).click();

  // The pick reloads the page, which restores its session with the refresh token. Only once the reloaded page's
  // requests are done does the test refresh the session itself: refreshed at the same moment, one would be refused.
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const user = await currentUser(page.request, await tokensOf(page));
  expect(user.salesActiveCustCode).toBe('0000100002');
});
