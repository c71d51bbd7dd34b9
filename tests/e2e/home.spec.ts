import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInAs, withoutBannerPopup } from './support/shell';

async function openHomeAs(page: Page, username: string) {
  await signInAs(page, username);
  await withoutBannerPopup(page);
  await page.goto('/en-us/home-page');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
}

test('a dealer starts from its open orders, invoices, credit and quick links', async ({ page }) => {
  await openHomeAs(page, 'dealer');
  await expect(page.getByRole('region', { name: 'Invoices' }).getByText(/ open, of which .+ overdue$/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Open orders' }).getByText(/open orders?$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Credit' }).getByText(/ available of /).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quick links' }).getByRole('link', { name: 'Fast order' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Needs attention' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a salesman starts from their customers and chooses one', async ({ page }) => {
  await openHomeAs(page, 'salesman');
  const customers = page.getByRole('region', { name: 'Your customers' });
  await expect(customers.getByText('12 customers are assigned to you.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invoices' })).toHaveCount(0);
  await customers.getByRole('button', { name: 'Choose a customer' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('an administrator starts from what waits for them', async ({ page }) => {
  await openHomeAs(page, 'admin');
  const attention = page.getByRole('region', { name: 'Needs attention' });
  await expect(attention.getByRole('link', { name: /new-customer inquir/ })).toBeVisible();
  await expectNoAxeViolations(page);
});
