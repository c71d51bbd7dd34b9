import { expect, test, type Locator, type Page } from '@playwright/test';
import type { SessionTokens } from '../../domain/session/session-user';
import { expectNoAxeViolations, graphql, isMobile, pageUntilShown, signInAs, withoutBannerPopup } from './support/shell';

/** The first bytes of a PNG, which is what the service recognises a PNG by. */
const PNG_BYTES = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(256)]);

/**
 * Open invoices of multico's payer 0000100002, oldest first within each company: the host pays the oldest first, so
 * a request takes the first one no earlier request holds (the mobile project runs after the desktop one on the same
 * database, and a request whose receipt was uploaded can no longer be voided).
 */
const RECEIPT_CANDIDATES = ['9000200021', '9000200022', '9000200023', '9000200024'];
const VOID_CANDIDATES = ['9000200001', '9000200002'];
const MULTICO_PAYER = '0000100002';

/** A payment request by virtual account for the first candidate invoice the service accepts; its number. */
async function createRequest(page: Page, tokens: SessionTokens, candidates: readonly string[]): Promise<string> {
  const methods = await graphql<{ payments: { type: string; sorg: string; paymentMerchants: { id: string }[] }[] }>(
    page.request,
    tokens,
    '{ payments(module: "invoice") { type sorg paymentMerchants { id } } }',
  );
  const merchant = methods.data!.payments.find((method) => method.type === 'Virtual Account' && method.sorg === 'ID01')!.paymentMerchants[0]!.id;
  const refusals: string[] = [];
  for (const invoice of candidates) {
    const answer = await graphql<{ createInvoicePaymentRequestV3: { userErrors: { message: string }[]; paymentRequest: { orderNumber: string } | null } }>(
      page.request,
      tokens,
      `mutation { createInvoicePaymentRequestV3(input: { payerCode: "${MULTICO_PAYER}", selection: { assignments: ["${invoice}"], creditNoteNumbers: [] }, paymentId: "${merchant}", idempotencyKey: "e2e-payment-requests-${Date.now()}-${invoice}" }) { userErrors { message } paymentRequest { orderNumber } } }`,
    );
    const created = answer.data?.createInvoicePaymentRequestV3;
    if (created?.paymentRequest) return created.paymentRequest.orderNumber;
    refusals.push(`${invoice}: ${created?.userErrors.map((error) => error.message).join(', ') ?? JSON.stringify(answer.errors)}`);
  }
  throw new Error(`no candidate invoice could be paid: ${refusals.join('; ')}`);
}

/** Voids a request the test made, if it is still pending. */
async function voidIfPending(page: Page, tokens: SessionTokens, orderNumber: string) {
  await graphql(page.request, tokens, `mutation { voidPayment(orderNumber: "${orderNumber}") { userErrors { message } } }`);
}

/** The list's rows: table rows on the desktop, cards on mobile. */
function requestRows(page: Page): Locator {
  return isMobile(page) ? page.getByRole('list', { name: 'Payment requests' }).getByRole('listitem') : page.getByRole('row');
}

/** The list's row of a request. */
function requestRow(page: Page, orderNumber: string): Locator {
  return requestRows(page).filter({ has: page.getByText(orderNumber, { exact: true }) }).first();
}

/** Toggles statuses in the status filter and applies it. */
async function filterByStatus(page: Page, ...statuses: string[]) {
  await page.getByRole('button', { name: / Status$/ }).click();
  for (const status of statuses) await page.getByRole('option', { name: status }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Apply filter' }).click();
}

/**
 * Waits until react-aria's live announcer has dropped the notes it made for buttons that were busy: each points at
 * its button, and a button the action removed (Void, Upload transfer receipt) leaves a note naming nothing for 7 s.
 */
async function afterBusyButtonsAnnounced(page: Page) {
  await expect(page.locator('[role="log"] [role="img"]')).toHaveCount(0, { timeout: 10_000 });
}

async function openPaymentRequests(page: Page) {
  await page.goto('/en-us/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
}

test("the list shows the dealer's requests and filtering by status narrows it", async ({ page }) => {
  await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await openPaymentRequests(page);

  // Orders other tests check out by virtual account add requests newest first, so the seeded ones are found by status.
  await expect(requestRows(page).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay invoices' })).toHaveAttribute('href', '/en-us/payment/invoice');
  await expectNoAxeViolations(page);

  await filterByStatus(page, 'Pending');
  await pageUntilShown(page, requestRow(page, '7000000001'));
  await expect(requestRow(page, '7000000001')).toContainText('Pending');
  await expect(requestRow(page, '7000000002')).toHaveCount(0);

  await filterByStatus(page, 'Pending', 'On Processing');
  await expect(requestRow(page, '7000000001')).toHaveCount(0);
  await pageUntilShown(page, requestRow(page, '7000000002'));
  await expect(requestRow(page, '7000000002')).toContainText('On Processing');
  await expectNoAxeViolations(page);

  await requestRow(page, '7000000002').getByRole('button', { name: 'Details of 7000000002' }).click();
  const details = page.getByRole('region', { name: /Payment request 7000000002/ });
  await expect(details).toContainText('9000100010');
  await expect(details.getByRole('button', { name: 'Void' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a created-date range over 30 days is refused with the filter message', async ({ page }) => {
  await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await openPaymentRequests(page);
  await expect(requestRows(page).first()).toBeVisible();

  await page.getByLabel('Created from').fill('2026-01-01');
  await page.getByLabel('Created to').fill('2026-02-15');
  await page.getByRole('button', { name: 'Apply filter' }).click();

  await expect(page.getByText('The date range can be at most 30 days')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('uploading a PNG receipt to a pending request moves it to On Processing and lists the document', async ({ page }) => {
  const tokens = await signInAs(page, 'multico');
  await withoutBannerPopup(page);
  const orderNumber = await createRequest(page, tokens, RECEIPT_CANDIDATES);
  try {
    await openPaymentRequests(page);
    const row = requestRow(page, orderNumber);
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: `Details of ${orderNumber}` }).click();
    const details = page.getByRole('region', { name: new RegExp(`Payment request ${orderNumber}`) });
    await expect(details).toContainText('No documents uploaded yet.');
    await expectNoAxeViolations(page);

    const chooser = page.waitForEvent('filechooser');
    await details.getByRole('button', { name: 'Upload transfer receipt' }).click();
    await (await chooser).setFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG_BYTES });

    await expect(details.getByRole('status')).toContainText('receipt.png is uploaded.');
    await expect(details.getByRole('heading', { level: 2 })).toContainText('On Processing');
    await expect(details.getByRole('listitem').filter({ hasText: 'receipt.png' })).toContainText('Transfer receipt');
    await expect(requestRow(page, orderNumber)).toContainText('On Processing');
    await afterBusyButtonsAnnounced(page);
    await expectNoAxeViolations(page);
  } finally {
    await voidIfPending(page, tokens, orderNumber);
  }
});

test('voiding a pending request from the list after confirmation shows it void', async ({ page }) => {
  const tokens = await signInAs(page, 'multico');
  await withoutBannerPopup(page);
  const orderNumber = await createRequest(page, tokens, VOID_CANDIDATES);
  try {
    await openPaymentRequests(page);
    const row = requestRow(page, orderNumber);
    await row.getByRole('button', { name: `Details of ${orderNumber}` }).click();
    const details = page.getByRole('region', { name: new RegExp(`Payment request ${orderNumber}`) });
    await details.getByRole('button', { name: 'Void', exact: true }).click();

    const dialog = page.getByRole('alertdialog', { name: `Void payment request ${orderNumber}?` });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Void' }).click();

    await expect(dialog).toHaveCount(0);
    await expect(details.getByRole('status')).toContainText(`Payment request ${orderNumber} is void.`);
    await expect(requestRow(page, orderNumber)).toContainText('Void');
    await expect(details.getByRole('button', { name: 'Void', exact: true })).toHaveCount(0);
    await afterBusyButtonsAnnounced(page);
    await expectNoAxeViolations(page);
  } finally {
    await voidIfPending(page, tokens, orderNumber);
  }
});
