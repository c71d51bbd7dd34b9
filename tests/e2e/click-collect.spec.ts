import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInAs, withoutBannerPopup } from './support/shell';

async function openClickCollect(page: Page, search = '') {
  await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await page.goto(`/en-us/click-collect${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Click & Collect' })).toBeVisible();
}

async function moveTo(page: Page, status: string) {
  const detail = page.getByRole('region', { name: /^Order CC-/ });
  await detail.getByRole('button', { name: `Move to ${status}` }).click();
  await expect(detail.getByText(`The order is now ${status}.`)).toBeVisible();
  await expect(detail.locator('.click-collect__detail-header')).toContainText(status);
}

// Each run walks the oldest order awaiting HQ's confirmation to Complete; the demo data holds one for each project.
test('an order awaiting confirmation is walked through HQ’s shipment to Complete', async ({ page }) => {
  await openClickCollect(page);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: /^Need Confirmation \d+ orders?$/ }).click();
  await expect(page).toHaveURL(/\?status=need_confirmation$/);
  const orderLinks = page.getByRole('link', { name: /^Open order CC-/ });
  await expect(orderLinks.first()).toBeVisible();
  // The address changes first and the list follows: read the badges until they show the filter.
  await expect.poll(async () => new Set(await page.locator('.click-collect__badge').allTextContents())).toEqual(new Set(['Need Confirmation']));
  await expectNoAxeViolations(page);

  const oldest = orderLinks.last();
  const orderNo = (await oldest.textContent())!.trim();
  await oldest.click();
  const detail = page.getByRole('region', { name: `Order ${orderNo}` });
  await expect(detail.getByRole('table', { name: `Items of order ${orderNo}` })).toBeVisible();
  await expectNoAxeViolations(page);

  await moveTo(page, 'Confirmed');
  await moveTo(page, 'Processing By HQ');
  await moveTo(page, 'Shipment from HQ');

  const shipped = detail.getByRole('textbox', { name: /^Units shipped of / });
  await shipped.fill('3');
  await detail.getByRole('button', { name: 'Record shipment' }).click();
  await expect(detail.getByText('The maximum is 2, the units still to come from HQ.')).toBeVisible();
  await expectNoAxeViolations(page);

  await shipped.fill('1');
  await detail.getByRole('button', { name: 'Record shipment' }).click();
  await expect(detail.getByText('The shipment has been recorded. The order is now Partially Shipped.')).toBeVisible();
  await expect(detail.getByText('1 unit is still to come from HQ.')).toBeVisible();
  await shipped.fill('1');
  await detail.getByRole('button', { name: 'Record shipment' }).click();
  await expect(detail.getByText('The shipment has been recorded. The order is now Shipped.')).toBeVisible();
  await expect(detail.getByText('Every item is in the store.')).toBeVisible();

  await moveTo(page, 'Ready to Pickup');
  await detail.getByRole('button', { name: 'Move to Complete' }).click();
  const confirmation = page.getByRole('alertdialog', { name: `Move order ${orderNo} to Complete?` });
  await expect(confirmation).toBeVisible();
  await expectNoAxeViolations(page);
  await confirmation.getByRole('button', { name: 'Move to Complete' }).click();
  await expect(detail.getByText('The order is now Complete.')).toBeVisible();
  await expect(detail.getByText('The order is complete: its status cannot change any more.')).toBeVisible();
  await expectNoAxeViolations(page);

  await detail.getByRole('link', { name: 'Back to orders' }).click();
  await expect(page).toHaveURL(/\?status=need_confirmation$/);
  await expect(page.getByRole('link', { name: `Open order ${orderNo}` })).toHaveCount(0);
  await page.getByRole('link', { name: /^Complete \d+ orders?$/ }).click();
  await expect(page.getByRole('link', { name: `Open order ${orderNo}` })).toBeVisible();
});

// Marks are put back at the end, so the open orders stay as the demo data has them for the next run.
test('an open order’s item is marked Order to HQ, then back to Ready to Pickup', async ({ page }) => {
  await openClickCollect(page, '?status=open');
  await page.getByRole('link', { name: /^Open order CC-/ }).first().click();
  const detail = page.getByRole('region', { name: /^Order CC-/ });
  const marks = detail.getByRole('radiogroup').first();
  await expect(marks).toBeVisible();
  await expectNoAxeViolations(page);

  const original = (await marks.getByRole('radio', { checked: true }).getAttribute('value'))!;
  const other = original === 'order_to_hq' ? 'Ready to Pickup' : 'Order to HQ';
  const originalName = original === 'order_to_hq' ? 'Order to HQ' : 'Ready to Pickup';

  await marks.getByText(other, { exact: true }).click();
  await detail.getByRole('button', { name: 'Save marks' }).click();
  await expect(detail.getByText('The marks have been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: /^Order CC-/ }).getByRole('radiogroup').first().getByRole('radio', { name: other })).toBeChecked();
  await expectNoAxeViolations(page);

  const reloaded = page.getByRole('region', { name: /^Order CC-/ });
  await reloaded.getByRole('radiogroup').first().getByText(originalName, { exact: true }).click();
  await reloaded.getByRole('button', { name: 'Save marks' }).click();
  await expect(reloaded.getByText('The marks have been saved.')).toBeVisible();
  await expect(reloaded.getByRole('radiogroup').first().getByRole('radio', { name: originalName })).toBeChecked();
});
