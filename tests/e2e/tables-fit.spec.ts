import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, pageUntilShown, signInAs, withoutBannerPopup } from './support/shell';

/** Laptop screens on which the portal's lists must fit without scrolling sideways. */
const SCREENS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
];

/** The demo dealer's main company, which holds its open orders (infrastructure/db/seed/demo-invoicing.ts). */
const DEALER_COMPANY = 'PT Velocita Indonesia';
/** Every column of the open-order lines, in the table's order. */
const OPEN_ORDER_COLUMNS = ['SO number', 'PO number', 'Order date', 'Requested delivery', 'Expected delivery', 'Ship to', 'Article', 'Qty', 'Price', 'Subtotal', 'Status', 'Delivery state'];
/** Every column of the payment requests, in the table's order. */
const PAYMENT_REQUEST_COLUMNS = ['Request number', 'Created', 'Amount', 'Method', 'Invoices', 'Status', 'Expires', 'Virtual account'];
/** A seeded pending request of the dealer, paid by virtual account. */
const VIRTUAL_ACCOUNT_REQUEST = '7000000001';

/** Nothing on the page scrolls sideways: no table is wider than its frame, no cell's content wider than the cell. */
async function expectNoHorizontalOverflow(page: Page) {
  const overflows = await page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth) found.push(`page: ${document.documentElement.scrollWidth} > ${document.documentElement.clientWidth}`);
    for (const container of document.querySelectorAll('.data-table__scroll')) {
      const table = container.querySelector('table')!;
      if (table.scrollWidth > container.clientWidth) found.push(`${table.getAttribute('aria-label')}: ${table.scrollWidth} > ${container.clientWidth}`);
      for (const cell of table.querySelectorAll('th, td')) {
        if (cell.scrollWidth > cell.clientWidth) found.push(`${table.getAttribute('aria-label')} cell "${cell.textContent}": ${cell.scrollWidth} > ${cell.clientWidth}`);
      }
    }
    return found;
  });
  expect(overflows).toEqual([]);
}

/** The visible text of a table's column headings (without the sort arrows) and of its rows' details button column. */
async function columnHeadings(table: Locator): Promise<string[]> {
  return table.locator('thead th .data-table__heading').evaluateAll((headings) => headings.map((heading) => heading.firstChild?.textContent?.trim() ?? ''));
}

/** The labels of the fields a row's details list for the columns the table had no room for. */
async function detailFieldLabels(details: Locator): Promise<string[]> {
  return details.locator('.data-table__fields dt').allTextContents();
}

/** Narrows the payment requests to one status. */
async function filterByStatus(page: Page, status: string) {
  await page.getByRole('button', { name: / Status$/ }).click();
  await page.getByRole('option', { name: status }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Apply filter' }).click();
}

/**
 * Opens a row's details from the keyboard, as a person without a mouse does: from the row's first cell, End moves to
 * its details button and Enter presses it. Answers the element the button says it controls.
 */
async function openRowDetails(page: Page, row: Locator, buttonName: string | RegExp): Promise<Locator> {
  const button = row.getByRole('button', { name: buttonName });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await row.getByRole('rowheader').click();
  await page.keyboard.press('End');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const details = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await expect(details).toBeVisible();
  return details;
}

for (const screen of SCREENS) {
  test.describe(`at ${screen.width}×${screen.height}`, () => {
    test.use({ viewport: screen });

    test('the open orders fit the screen, and a row’s details hold the columns left out', async ({ page }) => {
      await signInAs(page, 'dealer');
      await withoutBannerPopup(page);
      await page.goto('/en-us/order');

      const orders = page.getByRole('grid', { name: `Open orders of ${DEALER_COMPANY}` });
      await expect(orders.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
      await expectNoHorizontalOverflow(page);

      const shown = await columnHeadings(orders);
      for (const essential of ['SO number', 'Order date', 'Subtotal', 'Status']) expect(shown).toContain(essential);
      expect(shown.length).toBeLessThan(OPEN_ORDER_COLUMNS.length);

      const firstLine = orders.getByRole('row').filter({ has: page.getByRole('button', { name: /^More about 1000001001 / }) }).first();
      const details = await openRowDetails(page, firstLine, /^More about 1000001001 /);
      const hidden = await detailFieldLabels(details);
      expect([...shown, ...hidden].sort()).toEqual([...OPEN_ORDER_COLUMNS].sort());
      await expect(details).toContainText('Jl. Sepeda Raya No. 2, Jakarta');
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);
    });

    test('the payment requests fit the screen, and the payment method reads in full', async ({ page }) => {
      await signInAs(page, 'dealer');
      await withoutBannerPopup(page);
      await page.goto('/en-us/payment');
      await filterByStatus(page, 'Pending');

      const requests = page.getByRole('grid', { name: 'Payment requests' });
      const row = requests.getByRole('row').filter({ has: page.getByText(VIRTUAL_ACCOUNT_REQUEST, { exact: true }) });
      await pageUntilShown(page, row);
      await expect(row).toBeVisible();
      await expectNoHorizontalOverflow(page);

      const shown = await columnHeadings(requests);
      for (const essential of ['Request number', 'Created', 'Amount', 'Status']) expect(shown).toContain(essential);

      const details = await openRowDetails(page, row, `Details of ${VIRTUAL_ACCOUNT_REQUEST}`);
      const hidden = await detailFieldLabels(details);
      expect([...shown, ...hidden].sort()).toEqual([...PAYMENT_REQUEST_COLUMNS].sort());
      await expect(details.getByRole('region', { name: new RegExp(`Payment request ${VIRTUAL_ACCOUNT_REQUEST}`) })).toBeVisible();

      const method = (shown.includes('Method') ? row : details).locator('.payment-requests__method');
      await expect(method).toHaveText('Virtual Account');
      const methodFits = await method.evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(methodFits).toBe(true);
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);
    });
  });
}
