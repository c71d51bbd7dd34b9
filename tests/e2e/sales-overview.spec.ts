import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signInAs, withoutBannerPopup } from './support/shell';

test('a dealer reads the sales overview, filters by brand, drills down and switches a chart to its table', async ({ page }) => {
  await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await page.goto('/en-us/sales-overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Overview' })).toBeVisible();
  await expect(page.getByText(/^Net sales \d{4}:/)).toBeVisible();
  await expect(page.getByRole('figure', { name: /Net sales per month against last year/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /Brands/ }).click();
  await page.getByRole('option', { name: 'Velocita' }).click();
  await page.keyboard.press('Escape');
  const brands = page.getByRole('region', { name: 'Net sales by brand' });
  await brands.getByRole('radio', { name: 'Table' }).or(brands.getByRole('button', { name: 'Table' })).click();
  // A table on a desktop, a list of cards on a phone: the same figures either way.
  const brandTable = brands.getByRole('grid', { name: 'Brands' }).or(brands.getByRole('list', { name: 'Brands' }));
  await expect(brandTable.getByText('Velocita', { exact: true })).toBeVisible();
  await expect(brandTable.getByText('Trailmark', { exact: true })).toHaveCount(0);

  const breakdown = page.getByRole('region', { name: /Net sales by merchandise category/ });
  await breakdown.getByRole('radio', { name: 'Table' }).or(breakdown.getByRole('button', { name: 'Table' })).click();
  await breakdown.getByRole('button', { name: /^Open / }).first().click();
  await expect(breakdown.getByRole('navigation', { name: 'Drill-down' }).getByRole('listitem')).toHaveCount(2);
  await breakdown.getByRole('button', { name: /^Open / }).first().click();
  await expect(breakdown.getByRole('navigation', { name: 'Drill-down' }).getByRole('listitem')).toHaveCount(3);
  await expect(breakdown.getByRole('columnheader', { name: 'Net sales' }).or(breakdown.getByRole('term').filter({ hasText: /^Net sales$/ })).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a dealer drills down by pointing at the charts, each mark naming its figure on hover', async ({ page }) => {
  await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await page.goto('/en-us/sales-overview');
  const breakdown = page.getByRole('region', { name: /Net sales by merchandise category/ });
  const drillPath = breakdown.getByRole('navigation', { name: 'Drill-down' }).getByRole('listitem');
  const slices = breakdown.locator('.sales-chart path');
  await slices.first().hover();
  await expect(breakdown.locator('.sales-chart__tip')).toContainText(/\d/);
  await slices.first().click();
  await expect(drillPath).toHaveCount(2);
  const bars = breakdown.locator('.sales-chart rect.visx-bar');
  await expect(bars.first()).toBeVisible();
  await bars.first().click();
  await expect(drillPath).toHaveCount(3);
  await expectNoAxeViolations(page);
});

test('the bonus page shows where the dealer stands and its progress to the next tier', async ({ page }) => {
  await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await page.goto('/en-us/bonus-dealer');
  await expect(page.getByRole('heading', { level: 1, name: 'Dealer Bonus' })).toBeVisible();
  const progress = page.getByRole('progressbar', { name: /^Purchase towards / });
  await expect(progress).toBeVisible();
  await expect(page.getByRole('heading', { name: /still needs$/ })).toBeVisible();
  await expect(page.getByText(/^Retail sales: \d+ bikes registered$/)).toBeVisible();
  await expectNoAxeViolations(page);
});
