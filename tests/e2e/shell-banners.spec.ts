import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInAs } from './support/shell';

/** How long a closed banner pop-up or announcement stays hidden (domain/shell/dismissal.ts). */
const TWO_HOURS_MS = 2 * 60 * 60_000;

/** Lets the page load its frame and ask the service what it needs, so an absent pop-up is really absent. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

test('a dismissed banner pop-up stays hidden after a reload and returns after two hours', async ({ page }) => {
  // The page's clock is Playwright's from here on, so the test can move it two hours on.
  await page.clock.install();
  // The marketing user lacks page.home-page, so the pop-up opens for the banners of their area.
  await signInAs(page, 'marketing');
  await page.goto('/en-us');

  const popup = page.getByRole('dialog', { name: 'News for you' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('img', { name: 'Promotion banner 1 of 2' })).toBeVisible();
  await expect(popup.getByRole('link', { name: /Promotion banner 1 of 2/ })).toHaveAttribute('href', /^https:\/\//);
  await expectNoAxeViolations(page);

  // The carousel turns with the keyboard, and focus stays inside the dialog.
  await popup.getByRole('button', { name: 'Next banner' }).focus();
  await page.keyboard.press('Enter');
  await expect(popup.getByRole('img', { name: 'Promotion banner 2 of 2' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(popup.getByRole('img', { name: 'Promotion banner 1 of 2' })).toBeVisible();
  const image = popup.getByRole('img', { name: 'Promotion banner 1 of 2' });
  await expect(image).toHaveAttribute('src', /\/bnrs\/image\/velocita-model-year-2027\.svg$/);
  expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }

  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  await expectNoAxeViolations(page);

  await page.reload();
  await settle(page);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(popup).toBeHidden();

  await page.clock.fastForward(TWO_HOURS_MS - 60_000);
  await page.reload();
  await settle(page);
  await expect(popup).toBeHidden();

  await page.clock.fastForward(60_000);
  await page.reload();
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
});

test('a dealer with the home page gets no pop-up, and a closed announcement stays closed for two hours', async ({ page }) => {
  await page.clock.install();
  await signInAs(page, 'dealer');
  await page.goto('/en-us');

  const announcement = page.getByRole('region', { name: 'Announcement' });
  await expect(announcement).toContainText('Model year 2027 pre-orders are open');
  await settle(page);
  await expect(page.getByRole('dialog', { name: 'News for you' })).toBeHidden();
  await expectNoAxeViolations(page);

  await announcement.getByRole('button', { name: 'Close announcement' }).click();
  await expect(announcement).toBeHidden();
  await page.reload();
  await settle(page);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(announcement).toBeHidden();

  await page.clock.fastForward(TWO_HOURS_MS);
  await page.reload();
  await expect(announcement).toContainText('Model year 2027 pre-orders are open');
});

test('the page head comes from the host configuration, with the web manifest where the host has WEB_MANIFEST', async ({ page, baseURL }) => {
  const secondBrand = baseURL!.replace('localhost', '127.0.0.1');
  await page.goto(`${secondBrand}/en-us/login`);
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', 'The Trailmark dealer hub.');
  await expect(page.locator('head meta[name="keywords"]')).toHaveAttribute('content', 'trail, bikes, dealer');
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifests/manifest-127-0-0-1.json');
  await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/manifests/apple-touch-icon-127-0-0-1.png');
  await expect(page.locator('head link[rel="icon"]').last()).toHaveAttribute('href', '/manifests/icon-127-0-0-1.svg');

  // The first brand has no WEB_MANIFEST: its logo is the icon and no manifest is linked.
  await page.goto('/en-us/login');
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /Velocita/);
  await expect(page.locator('head link[rel="icon"]').last()).toHaveAttribute('href', /^\/images\//);
  await expect(page.locator('head link[rel="manifest"]')).toHaveCount(0);
});
