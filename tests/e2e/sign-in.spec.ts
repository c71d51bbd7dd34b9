import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const DEMO_PASSWORD = 'Portal2026!';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the bare root goes to a locale and asks a visitor to sign in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en-us\/login$/);
  await expect(page.getByRole('textbox', { name: /user ?name/i })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a wrong password shows the dictionary message and keeps the visitor on the sign-in page', async ({ page }) => {
  await page.goto('/en-us/login');
  await page.getByRole('textbox', { name: /user ?name/i }).fill('dealer');
  await page.getByLabel(/password/i).fill('not-the-password');
  await page.getByRole('button', { name: /sign in|log ?in/i }).click();
  await expect(page.getByRole('alert')).toContainText(/login failed/i);
  await expect(page).toHaveURL(/\/en-us\/login$/);
  await expectNoAxeViolations(page);
});

test('a dealer signs in with the keyboard, sees the landing page and logs out', async ({ page }) => {
  await page.goto('/en-us/login');
  await page.getByRole('textbox', { name: /user ?name/i }).focus();
  await page.keyboard.type('dealer');
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en-us\/?$/);
  await expect(page.getByRole('heading', { name: /Budi Santoso/ })).toBeVisible();
  await expect(page.getByRole('main').getByText(/0000100001|100001/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: /Budi Santoso/ })).toBeVisible();

  await page.getByRole('button', { name: /log ?out|sign out/i }).click();
  await expect(page).toHaveURL(/\/en-us\/login$/);
  await page.goto('/en-us');
  await expect(page).toHaveURL(/\/en-us\/login$/);
});

test('an unknown page shows the not-found page without a login', async ({ page }) => {
  await page.goto('/en-us/no-such-page');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/en-us\/(login)?$/);
});

test('each host shows its own brand on the sign-in page', async ({ page, baseURL }) => {
  await page.goto('/en-us/login');
  await expect(page).toHaveTitle(/Velocita/);
  const secondBrand = baseURL!.replace('localhost', '127.0.0.1');
  await page.goto(`${secondBrand}/en-us/login`);
  await expect(page).toHaveTitle(/Trailmark/);
});
