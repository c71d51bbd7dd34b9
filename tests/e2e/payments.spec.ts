import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_INVOICING_FIXTURES } from '../../infrastructure/db/seed/demo-invoicing';
import type { SessionTokens } from '../../domain/session/session-user';
import { gql } from './support/commerce';
import { expectNoAxeViolations, signInAs, withoutBannerPopup } from './support/shell';

const PAYER = DEMO_INVOICING_FIXTURES.dealer;
const OLDEST = DEMO_INVOICING_FIXTURES.oldestInvoice;
const SECOND = DEMO_INVOICING_FIXTURES.secondOverdueInvoice;
const INSTALLMENTS = DEMO_INVOICING_FIXTURES.installmentInvoice;

interface ApiPaymentRequest {
  orderNumber: string;
  amount: string;
  status: { id: string };
  positiveInvoiceNumbers: string[];
}

/** The dealer's payment requests covering any of these invoices that are still pending (not voided, failed or paid). */
async function pendingRequests(request: APIRequestContext, tokens: SessionTokens, invoiceNos: string[]): Promise<ApiPaymentRequest[]> {
  const { paymentRequestByPayerAndInvoiceNos } = await gql<{ paymentRequestByPayerAndInvoiceNos: ApiPaymentRequest[] }>(
    request,
    tokens,
    'query ($payerCode: String!, $invoiceNos: [String!]!) { paymentRequestByPayerAndInvoiceNos(payerCode: $payerCode, invoiceNos: $invoiceNos) { orderNumber amount status { id } positiveInvoiceNumbers } }',
    { payerCode: PAYER, invoiceNos },
  );
  return paymentRequestByPayerAndInvoiceNos.filter((candidate) => candidate.status.id === 'pending');
}

/** The status of each open line of these invoices, as the open-invoice query shows them. */
async function lineStatuses(request: APIRequestContext, tokens: SessionTokens, invoiceNos: string[]): Promise<(string | null)[]> {
  const { openInvoiceV5 } = await gql<{ openInvoiceV5: { creditCustomers: { invoices: { invoiceNo: string; status: string | null }[] }[] }[] }>(
    request,
    tokens,
    'query ($payerCode: String) { openInvoiceV5(payerCode: $payerCode) { creditCustomers { invoices { invoiceNo status } } } }',
    { payerCode: PAYER },
  );
  return openInvoiceV5.flatMap((company) => company.creditCustomers.flatMap((customer) => customer.invoices)).filter((line) => invoiceNos.includes(line.invoiceNo)).map((line) => line.status);
}

/**
 * Voids the requests a test created, so the other project (same database) finds the invoices payable again, and
 * checks that voiding gave the invoices back: Open.
 */
async function voidAndCheckReleased(request: APIRequestContext, tokens: SessionTokens, invoiceNos: string[]) {
  for (const created of await pendingRequests(request, tokens, invoiceNos)) {
    const { voidPayment } = await gql<{ voidPayment: { paymentRequest: { status: { id: string } } | null; userErrors: { message: string }[] } }>(
      request,
      tokens,
      'mutation ($orderNumber: String!) { voidPayment(orderNumber: $orderNumber) { paymentRequest { status { id } } userErrors { message } } }',
      { orderNumber: created.orderNumber },
    );
    expect(voidPayment.userErrors).toEqual([]);
    expect(voidPayment.paymentRequest?.status.id).toBe('void');
  }
  expect(await lineStatuses(request, tokens, invoiceNos)).toEqual(invoiceNos.map(() => 'Open'));
}

async function openPaymentPage(page: Page): Promise<SessionTokens> {
  const tokens = await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await page.goto('/en-us/payment/invoice');
  // The first visit builds the open-invoice view of the whole ledger: give it longer than a click.
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Invoice' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('checkbox', { name: `Invoice ${OLDEST}` })).toBeAttached({ timeout: 15_000 });
  return tokens;
}

/** Ticks or unticks a line by its checkbox's label. */
async function toggleLine(page: Page, name: string) {
  await page.locator('label', { has: page.getByRole('checkbox', { name, exact: true }) }).click();
}

async function chooseMethod(page: Page, name: string) {
  await page.locator('label', { has: page.getByRole('radio', { name, exact: true }) }).click();
  await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
}

const submitButton = (page: Page) => page.getByRole('button', { name: 'Create payment request' });
const summary = (page: Page) => page.getByRole('complementary', { name: 'Payment summary' });
const total = (page: Page, label: string) => summary(page).locator('.payment-totals__row', { has: page.getByText(label, { exact: true }) }).locator('dd');

test('paying a later invoice before the oldest is stopped with the reason; both in order create a request shown on screen', async ({ page }) => {
  const tokens = await openPaymentPage(page);
  try {
    await toggleLine(page, `Invoice ${SECOND}`);
    const second = page.getByRole('checkbox', { name: `Invoice ${SECOND}` });
    await expect(page.locator('.payment-line', { has: second })).toContainText(`Pay the oldest invoice first: invoice ${OLDEST} is due earlier.`);
    await expect(second).toHaveAttribute('aria-describedby', /.+/);
    await expect(submitButton(page)).toBeDisabled();
    await expect(submitButton(page)).toHaveAccessibleDescription(/Some selected invoices are not in the required payment order\./);
    await expectNoAxeViolations(page);

    await toggleLine(page, `Invoice ${OLDEST}`);
    await expect(page.getByText('Pay the oldest invoice first', { exact: false })).toHaveCount(0);
    await chooseMethod(page, 'Bank transfer to a virtual account');
    await expect(submitButton(page)).toBeEnabled();
    const toPay = await total(page, 'Amount to pay').innerText();
    await expectNoAxeViolations(page);
    await submitButton(page).click();

    const created = page.getByRole('region', { name: /^Payment request \d+ was created$/ });
    await expect(created).toBeVisible();
    await expect(created).toContainText(toPay);
    await expect(created).toContainText('Virtual account number');
    await expect(created.getByRole('link', { name: 'Open the payment request list' })).toHaveAttribute('href', '/en-us/payment');
    await expectNoAxeViolations(page);
    const requests = await pendingRequests(page.request, tokens, [OLDEST, SECOND]);
    expect(requests).toHaveLength(1);
    await expect(created).toContainText(requests[0]!.orderNumber);
    expect(requests[0]!.positiveInvoiceNumbers).toEqual([OLDEST, SECOND]);
  } finally {
    await voidAndCheckReleased(page.request, tokens, [OLDEST, SECOND]);
  }
});

test('a partial amount of 0 is below the minimum and one above the total over the maximum', async ({ page }) => {
  await openPaymentPage(page);
  await toggleLine(page, `Invoice ${OLDEST}`);
  const amount = page.getByRole('textbox', { name: 'Amount to pay now' });
  await amount.fill('0');
  await expect(page.getByText('The minimum amount is 1', { exact: true })).toBeVisible();
  await expect(submitButton(page)).toBeDisabled();
  await expectNoAxeViolations(page);

  const selectedTotal = await total(page, 'Total before discount').innerText();
  await amount.fill('999999999999');
  await expect(page.getByText(`The maximum amount is ${selectedTotal}`, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the installment invoice's early-payment discount counts only with all three installments", async ({ page }) => {
  await openPaymentPage(page);
  await toggleLine(page, `Invoice ${INSTALLMENTS}, installment 1`);
  await toggleLine(page, `Invoice ${INSTALLMENTS}, installment 2`);
  await expect(total(page, 'Early-payment discount')).toHaveText('Rp 0');
  await expect(summary(page)).toContainText(`Not all installments of ${INSTALLMENTS} are selected`);
  await expectNoAxeViolations(page);

  await toggleLine(page, `Invoice ${INSTALLMENTS}, installment 3`);
  await expect(total(page, 'Early-payment discount')).toHaveText('Rp 600.000');
  await expect(total(page, 'Freight allowance')).toHaveText('Rp 250.000');
  await expect(summary(page)).not.toContainText('Not all installments');
  await expectNoAxeViolations(page);
});

test('a double-submitted payment request creates exactly one request', async ({ page }) => {
  const tokens = await openPaymentPage(page);
  try {
    await toggleLine(page, `Invoice ${OLDEST}`);
    await chooseMethod(page, 'Bank transfer to a virtual account');
    await expect(submitButton(page)).toBeEnabled();
    // Two submits in one task, before the page can re-render and disable the button: they race.
    await submitButton(page).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    const created = page.getByRole('region', { name: /^Payment request \d+ was created$/ });
    await expect(created).toBeVisible();
    await expectNoAxeViolations(page);

    const requests = await pendingRequests(page.request, tokens, [OLDEST]);
    expect(requests).toHaveLength(1);
    await expect(created).toContainText(requests[0]!.orderNumber);
  } finally {
    await voidAndCheckReleased(page.request, tokens, [OLDEST]);
  }
});
