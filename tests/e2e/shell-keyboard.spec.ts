import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, isMobile, signInAs, withoutBannerPopup } from './support/shell';

/** The accessible name of the element that has the keyboard focus. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    return (focused?.getAttribute('aria-label') ?? focused?.textContent ?? '').trim();
  });
}

/** Presses Tab until the focus reaches an element of that name, and answers how many presses it took. */
async function tabsTo(page: Page, name: string, most: number): Promise<number> {
  for (let presses = 1; presses <= most; presses += 1) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)) === name) return presses;
  }
  throw new Error(`"${name}" not reached in ${most} presses of Tab; the focus is on "${await focusedName(page)}"`);
}

/** The catalogue page loaded afresh, the keyboard at its start. */
async function catalogueFromTheTop(page: Page) {
  await page.goto('/en-us/catalog');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalog' })).toBeVisible();
}

test('on a catalogue page the cart, the search and the main content are a few keys from the top, and one cart button shows', async ({ page }) => {
  await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await catalogueFromTheTop(page);
  await tabsTo(page, 'Skip to cart', 3);
  await page.keyboard.press('Enter');
  expect(await focusedName(page)).toMatch(/^Cart: \d+ units?$/);
  await expect(page.getByRole('button', { name: /^Cart: \d+ units?$/ })).toHaveCount(1);

  // Phones open the search box from the header's search button instead.
  if (!isMobile(page)) {
    await catalogueFromTheTop(page);
    await tabsTo(page, 'Skip to search', 3);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'Search the catalog' })).toBeFocused();
  }

  await catalogueFromTheTop(page);
  await tabsTo(page, 'Skip to content', 3);
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  await expectNoAxeViolations(page);
});
