import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { addDays } from '../../domain/dates/calendar-day';
import type { SessionTokens } from '../../domain/session/session-user';
import { catalogueArticles, gql, orderable, uniquePoNumber } from './support/commerce';
import { expectNoAxeViolations, signInAs, withoutBannerPopup } from './support/shell';

/** The demo dealer's main company, which holds its open orders (infrastructure/db/seed/demo-invoicing.ts). */
const DEALER_COMPANY = 'PT Velocita Indonesia';

/** Today in the browser's time zone, as the page's date fields take it. */
async function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const two = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  });
}

/** A cell of a data table as text, and the code printed small under its text. */
type TableCell = { text: string; code: string };

/**
 * The cells of a data table's rows by column heading: a table on the desktop, a list of cards on small screens
 * (ui/components/DataTable.tsx), read the same way. A column the table has no room for is left out (it shows in the
 * row's details).
 */
async function tableRows(table: Locator): Promise<Record<string, TableCell>[]> {
  return table.evaluate((element) => {
    const read = (cell: Element) => ({ text: cell.textContent?.trim() ?? '', code: cell.querySelector('.orders-code')?.textContent?.trim() ?? '' });
    if (element.tagName === 'UL') {
      return [...element.querySelectorAll(':scope > li')].map((card) =>
        Object.fromEntries([...card.querySelectorAll('.data-card__field')].map((field) => [field.querySelector('dt')?.textContent?.trim() ?? '', read(field.querySelector('dd')!)])),
      );
    }
    const headings = [...element.querySelectorAll('thead th')].map((heading) => heading.querySelector('.data-table__heading')?.firstChild?.textContent?.trim() ?? '');
    return [...element.querySelectorAll('tbody tr')]
      .map((row) => [...row.querySelectorAll('th, td')])
      .filter((cells) => cells.length > 1)
      .map((cells) => Object.fromEntries(cells.map((cell, index) => [headings[index] ?? '', read(cell)])));
  });
}

/** A table or card list by its accessible name. */
function dataTable(page: Page, name: string): Locator {
  return page.locator(`table[aria-label="${name}"], ul[aria-label="${name}"]`);
}

test('a dealer sees open orders by company with delivery states and exports them to an Excel file matching the screen', async ({ page }) => {
  await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await page.goto('/en-us/order');

  await expect(page.getByRole('heading', { level: 1, name: 'Order List' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Order area' });
  await expect(tabs.getByRole('link', { name: 'Open orders' })).toHaveAttribute('aria-current', 'page');
  const company = page.getByRole('region', { name: `${DEALER_COMPANY} (ID01-1000)` });
  await expect(company).toBeVisible();
  const counts = company.getByRole('list', { name: 'Deliveries by state' });
  await expect(counts).toContainText(/In progress: \d+/);
  await expect(counts).toContainText(/Shipped: \d+/);
  await expect(counts).toContainText(/Awaiting Confirmation: \d+/);
  const ordersTable = dataTable(page, `Open orders of ${DEALER_COMPANY}`);
  await expect(ordersTable).toBeVisible();
  await expect(company.getByText('Awaiting Confirmation', { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const onScreen = (await tableRows(ordersTable)).map((row) => ({ soNumber: row['SO number']!.text, articleCode: row['Article']!.code, qty: Number.parseInt(row['Qty']!.text, 10) }));
  expect(onScreen.length).toBeGreaterThan(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^List Open Order - .+\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const headerRow = [...Array(sheet.rowCount).keys()].map((index) => sheet.getRow(index + 1)).find((row) => row.values && (row.values as unknown[]).includes('SO Number'))!;
  const headers = headerRow.values as unknown[];
  const column = (name: string) => headers.indexOf(name);
  const inFile: { company: string; soNumber: string; articleCode: string; qty: number }[] = [];
  sheet.eachRow((row, number) => {
    if (number <= headerRow.number) return;
    inFile.push({
      company: String(row.getCell(column('Company Name')).value),
      soNumber: String(row.getCell(column('SO Number')).value),
      articleCode: String(row.getCell(column('Article Code')).value),
      qty: Number(row.getCell(column('Qty')).value),
    });
  });
  expect(inFile.filter((row) => row.company === DEALER_COMPANY).map(({ soNumber, articleCode, qty }) => ({ soNumber, articleCode, qty }))).toEqual(onScreen);
  await expect(page.getByText('Something went wrong (OE1).')).toHaveCount(0);
});

test('shipment history refuses a range over 30 days and lists the shipments of a valid range with tracking links', async ({ page }) => {
  await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await page.goto('/en-us/order/delivery');

  await expect(page.getByRole('navigation', { name: 'Order area' }).getByRole('link', { name: 'Shipment history' })).toHaveAttribute('aria-current', 'page');
  const shipped = dataTable(page, 'Shipped delivery orders');
  await expect(shipped).toBeVisible();
  const tracking = shipped.getByRole('link', { name: /^JNE\d+ \(opens in a new tab\)$/ }).first();
  await expect(tracking).toHaveAttribute('href', /^https:\/\/tracking\.example\/track\?awb=JNE\d+$/);
  await expect(tracking).toHaveAttribute('target', '_blank');
  await expect(tracking).toHaveAttribute('rel', 'noopener noreferrer');
  await expectNoAxeViolations(page);

  const today = await browserToday(page);
  const form = page.getByRole('form', { name: 'Shipment dates' });
  await form.getByLabel('From').fill(addDays(today, -40));
  await form.getByLabel('To').fill(today);
  await expect(page.getByRole('alert')).toContainText('The date range can be at most 30 days.');
  await form.getByRole('button', { name: 'Show shipments' }).click();
  await expect(page.getByRole('alert')).toContainText('The date range can be at most 30 days.');
  await expectNoAxeViolations(page);

  await form.getByLabel('From').fill(addDays(today, -14));
  await expect(page.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Show shipments' }).click();
  await expect(shipped).toBeVisible();
  const rows = await tableRows(shipped);
  expect(rows.map((row) => row['DO number']!.text)).toContain('8000001004');
  await expect(shipped.getByRole('link', { name: /^JNE0012345604/ })).toHaveAttribute('href', 'https://tracking.example/track?awb=JNE0012345604');

  await shipped.getByRole('button', { name: 'Details of 8000001004' }).click();
  await expect(page.getByRole('table', { name: 'Lines of delivery order 8000001004' })).toContainText('VP-CHN-11S');
  await expectNoAxeViolations(page);
});

/** Places an order for the dealer through the API, paid by virtual account, with a PO number no other run uses. */
async function placeDealerOrder(page: Page, tokens: SessionTokens): Promise<string> {
  const article = (await catalogueArticles(page.request, tokens, 'paa')).find((candidate) => orderable(candidate) && candidate.sorg === 'ID01' && (candidate.stock.available ?? 0) >= 5)!;
  const options = await gql<{ shiptoV2: { id: string; isDefault: boolean }[]; payments: { id: string; sorg: string; type: string }[] }>(
    page.request,
    tokens,
    '{ shiptoV2 { id isDefault } payments(module: "order") { id sorg type } }',
  );
  const poNumber = uniquePoNumber('ORDERLIST');
  const { checkout } = await gql<{ checkout: { message: { status: boolean; description: string | null }; userErrors: unknown[] } }>(
    page.request,
    tokens,
    'mutation ($shipto: String, $paymentId: String, $products: [CheckoutProductInput!], $custPoNo: String, $idempotencyKey: String) { checkout(shipto: $shipto, paymentId: $paymentId, products: $products, custPoNo: $custPoNo, idempotencyKey: $idempotencyKey) { message { status description } userErrors { field message } } }',
    {
      shipto: (options.shiptoV2.find((shipTo) => shipTo.isDefault) ?? options.shiptoV2[0]!).id,
      paymentId: options.payments.find((payment) => payment.sorg === 'ID01' && payment.type === 'Virtual Account')!.id,
      products: [{ articleCode: article.article_code, sorg: article.sorg, qty: 1 }],
      custPoNo: poNumber,
      idempotencyKey: poNumber,
    },
  );
  expect(checkout).toMatchObject({ message: { status: true }, userErrors: [] });
  return poNumber;
}

test('an administrator acting for the dealer finds an order in the order list, opens its lines and voids its pending payment', async ({ page }) => {
  const dealer = await signInAs(page, 'dealer');
  const poNumber = await placeDealerOrder(page, dealer);

  // The browser's session becomes the administrator's, acting for the dealer: its cookie is the page's context's.
  const admin = await signInAs(page, 'admin');
  // The sign-in page rotates the session cookie as it opens; changing the customer waits until it has.
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await gql(page.request, admin, 'mutation ($custCode: CustomerCodeInput!) { changeCustomerV2(custCode: $custCode) { requestToken } }', {
    custCode: { r3: '0000100001' },
  });
  await withoutBannerPopup(page);
  await page.goto('/en-us/admin/order-confirmation');

  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmations' })).toBeVisible();
  const orders = dataTable(page, 'Orders');
  await expect(orders).toBeVisible();
  await expectNoAxeViolations(page);

  const filters = page.getByRole('form', { name: 'Filter orders' });
  await filters.getByRole('searchbox', { name: 'Order, SAP or PO number' }).fill(poNumber);
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(orders).toContainText(poNumber);
  const rows = await tableRows(orders);
  expect(rows).toHaveLength(1);
  const orderNo = rows[0]!['Order number']!.text;
  await page.getByRole('button', { name: `Details of ${orderNo}` }).click();
  await expect(page.getByRole('table', { name: `Lines of order ${orderNo}` })).toBeVisible();
  const payment = page.getByRole('region', { name: `Payment of order ${orderNo}` });
  await expect(payment).toContainText('Pending');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Void payment of ${orderNo}` }).click();
  const confirmation = page.getByRole('alertdialog');
  await expect(confirmation).toContainText(`Void the payment of order ${orderNo}?`);
  await confirmation.getByRole('button', { name: 'Void payment' }).click();
  await expect(page.getByRole('button', { name: `Void payment of ${orderNo}` })).toHaveCount(0);
  // The list reloads after the change; the order's details may have closed with it. The button says whether they are
  // open once the reloaded list shows it; the details themselves are out of sight while the list loads.
  const details = page.getByRole('button', { name: `Details of ${orderNo}` });
  if ((await details.getAttribute('aria-expanded')) !== 'true') await details.click();
  await expect(payment).toContainText('Void');
});
