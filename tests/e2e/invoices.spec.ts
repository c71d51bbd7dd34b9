import { expect, test, type Locator, type Page } from '@playwright/test';
import { addDays, daysBetween } from '../../domain/dates/calendar-day';
import { DEMO_INVOICING_FIXTURES as FIXTURES } from '../../infrastructure/db/seed/demo-invoicing';
import { dealerToday, demoDataDay } from './support/demo-data-day';
import { expectNoAxeViolations, signInAs, withoutBannerPopup } from './support/shell';

/** How a line counts days overdue: from the due date to today, once the seed's day has passed. */
function overdueLabel(days: number): string {
  return days === 0 ? 'Due Now' : `Overdue ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** A line of a list of invoices: a table row on the desktop, a card on mobile. */
function invoiceLine(list: Locator, invoiceNo: string): Locator {
  return list.locator('[role="row"], li').filter({ hasText: invoiceNo });
}

async function openInvoicesOfDealer(page: Page) {
  await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await page.goto('/en-us/invoice/open-invoice');
  await expect(page.getByRole('heading', { level: 1, name: 'Open Invoices' })).toBeVisible();
}

test('open invoices show by company and payer with their ageing, due states, and the invoices being paid apart', async ({ page }) => {
  await openInvoicesOfDealer(page);

  const company = page.getByRole('region', { name: 'PT Velocita Indonesia (ID01-1000)' });
  const payer = company.getByRole('region', { name: `Sepeda Jaya Jakarta (${FIXTURES.dealer})` });
  await expect(payer).toBeVisible();
  await expect(payer.getByText(/^Total open: Rp /)).toBeVisible();

  const ageing = payer.getByRole('figure', { name: 'Ageing of Sepeda Jaya Jakarta' });
  await expect(ageing.locator('svg rect')).toHaveCount(5);
  // 9000100001 is 45 days overdue and the only line in 31–60.
  await expect(ageing.getByRole('row', { name: /31–60 days overdue/ })).toContainText(/^31–60 days overdue\s*1\s*Rp /);

  const daysSinceSeed = daysBetween(demoDataDay(), dealerToday());
  const payable = payer.getByLabel('Open invoices of Sepeda Jaya Jakarta', { exact: true });
  await expect(invoiceLine(payable, FIXTURES.oldestInvoice)).toContainText(overdueLabel(45 + daysSinceSeed));
  await expect(invoiceLine(payable, FIXTURES.dueTodayInvoice)).toContainText(overdueLabel(daysSinceSeed));
  await expect(invoiceLine(payable, FIXTURES.notOverdueInvoice)).toContainText('Due within 30 days');
  await expect(invoiceLine(payable, FIXTURES.creditNote)).toContainText('-Rp ');
  await expect(invoiceLine(payable, FIXTURES.waitingInvoice)).toHaveCount(0);
  await expect(invoiceLine(payable, FIXTURES.pendingInvoice)).toHaveCount(0);

  const beingPaid = payer.getByLabel('Invoices of Sepeda Jaya Jakarta being paid', { exact: true });
  await expect(invoiceLine(beingPaid, FIXTURES.waitingInvoice)).toContainText('Waiting For Payment');
  await expect(invoiceLine(beingPaid, FIXTURES.pendingInvoice)).toContainText('Pending Payment');

  await expect(page.getByRole('heading', { level: 2, name: 'Average payment days' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay invoices' })).toHaveAttribute('href', '/en-us/payment/invoice');
  await expectNoAxeViolations(page);
});

test("an invoice's details show its lines and articles, and it can be e-mailed to the user", async ({ page }) => {
  await openInvoicesOfDealer(page);

  await page.getByRole('button', { name: `Details of invoice ${FIXTURES.installmentInvoice}` }).first().click();
  const dialog = page.getByRole('dialog', { name: `Invoice ${FIXTURES.installmentInvoice}` });
  const lines = dialog.getByRole('table', { name: `Ledger lines of invoice ${FIXTURES.installmentInvoice}` });
  await expect(lines.getByRole('row')).toHaveCount(4);
  await expect(dialog.getByRole('table', { name: `Articles of invoice ${FIXTURES.installmentInvoice}` })).toContainText('Velocita Volt City E 2027 M');
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Send by e-mail' }).click();
  await expect(dialog.getByRole('status')).toContainText('The invoice has been sent to your e-mail address.');
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('paid invoices: a period over 30 days names the rule and lists nothing; a valid period lists the paid invoices', async ({ page }) => {
  await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await page.goto('/en-us/invoice/invoice-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Paid Invoices' })).toBeVisible();
  await expect(page.getByLabel('To', { exact: true })).toBeVisible();

  const year = demoDataDay().slice(0, 4);
  await page.getByLabel('From', { exact: true }).fill(`${year}-01-01`);
  await page.getByLabel('To', { exact: true }).fill(`${year}-03-01`);
  await expect(page.getByRole('alert')).toHaveText('The date range can be at most 30 days');
  await expect(page.getByRole('button', { name: 'Show invoices' })).toBeDisabled();
  await expect(page.getByLabel('Paid invoices', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The newest paid invoice of the dealer is dated 12 days before the seed; a period of 20 days from then stays within its year.
  const invoiceDate = addDays(demoDataDay(), -12);
  const periodEnd = addDays(invoiceDate, 19);
  await page.getByLabel('From', { exact: true }).fill(invoiceDate);
  await page.getByLabel('To', { exact: true }).fill(periodEnd.slice(0, 4) === invoiceDate.slice(0, 4) ? periodEnd : `${invoiceDate.slice(0, 4)}-12-31`);
  await expect(page.getByRole('alert')).toHaveText('');
  await page.getByRole('button', { name: 'Show invoices' }).click();

  const paid = page.getByLabel('Paid invoices', { exact: true });
  await expect(invoiceLine(paid, '9000100201')).toContainText('Sepeda Jaya Jakarta');
  await expectNoAxeViolations(page);

  await paid.getByRole('button', { name: 'Details of invoice 9000100201' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invoice 9000100201' });
  await expect(dialog.getByRole('table', { name: 'Ledger lines of invoice 9000100201' })).toContainText('Paid');
  await expectNoAxeViolations(page);
});
