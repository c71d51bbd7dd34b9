import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { mailTo, passwordLinkToken } from '../integration/support/outbox';
import { e2eOutboxFolder } from './support/outbox';
import { expectNoAxeViolations, signInAs, withoutBannerPopup } from './support/shell';

/** Pages load their code on first use; on a busy machine that takes longer than an assertion's default wait. */
const PAGE_LOAD = { timeout: 20_000 };

async function openAsAdmin(page: Page, path: string) {
  await signInAs(page, 'admin');
  await page.goto('/en-us');
  await withoutBannerPopup(page);
  await page.goto(`/en-us${path}`);
}

/** Deletes, through the list, the users a search finds, so the demo's user count stays as other specs expect it. */
async function deleteUsersFound(page: Page, search: string, count: number) {
  await page.goto('/en-us/admin/users');
  await page.getByRole('searchbox', { name: 'Search by name, user name or e-mail' }).fill(search);
  for (let left = count; left > 0; left -= 1) {
    await page.getByRole('button', { name: /^Delete / }).first().click(PAGE_LOAD);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(left - 1, PAGE_LOAD);
  }
}

/** The e-mails in the end-to-end server's outbox that mention a text. */
async function mailsMentioning(text: string): Promise<string[]> {
  const outbox = e2eOutboxFolder(Number(process.env.E2E_PORT ?? 4310));
  const files = (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith('.eml'));
  const mails = await Promise.all(files.map((file) => readFile(join(outbox, file), 'utf8')));
  return mails.filter((mail) => mail.includes(text));
}

test('an administrator creates a user, "Generate password" mails the user a link, and the user sets a password with it and signs in', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(120_000);
  const tag = `ua${testInfo.project.name.replace(/[^a-z]/gi, '')}${Date.now()}`.toLowerCase();
  const email = `${tag}@sepedabaru.example`;
  await openAsAdmin(page, '/admin/users/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create User' })).toBeVisible(PAGE_LOAD);

  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await page.getByRole('textbox', { name: /^Name/ }).fill('Dewi Lestari');
  await page.getByRole('textbox', { name: /^User name/ }).fill(tag);
  await page.getByRole('checkbox', { name: 'dealer' }).check({ force: true });
  await page.getByRole('button', { name: 'Add a user area' }).click();
  await page.getByRole('button', { name: /Sales organization/ }).click();
  await page.getByRole('option', { name: /^ID01/ }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('The user was saved.')).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit User' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate password' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Generate password' }).click();
  await expect(page.getByText(`The e-mail with the link was sent to ${email}.`)).toBeVisible(PAGE_LOAD);

  await expect.poll(async () => (await mailsMentioning(email)).some((mail) => /\/set-password#token=/.test(mail.replace(/=\r?\n/g, ''))), { timeout: 20_000 }).toBe(true);

  const token = passwordLinkToken(await mailTo(e2eOutboxFolder(Number(process.env.E2E_PORT ?? 4310)), email));
  const newUser = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  await newUser.goto(`/en-us/set-password#token=${encodeURIComponent(token)}`);
  await newUser.getByLabel('New password', { exact: true }).fill('Spokes2026');
  await newUser.getByLabel('Confirm new password', { exact: true }).fill('Spokes2026');
  await newUser.getByRole('button', { name: 'Set password' }).click();
  await expect(newUser.getByRole('status')).toHaveText('Your password was set. You can sign in with it now.', PAGE_LOAD);
  await newUser.close();
  expect((await request.post('/login', { data: { username: tag, password: 'Spokes2026' } })).status()).toBe(200);

  await deleteUsersFound(page, tag, 1);
});

/** A real .xlsx with the mass creation's header row and the given rows. */
async function spreadsheet(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  sheet.addRow(['email', 'name', 'username', 'language', 'roles', 'group_role', 'sorgs', 'limitation', 'send_email']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('a spreadsheet with one bad row creates the other users and reports the row', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const tag = `um${testInfo.project.name.replace(/[^a-z]/gi, '')}${Date.now()}`.toLowerCase();
  const file = await spreadsheet([
    [`${tag}a@sepedabaru.example`, 'Agus Salim', `${tag}a`, 'en-us', 'dealer', 'Dealers', 'ID01', '', 'yes'],
    ['not-an-address', 'Bad Row', `${tag}b`, 'en-us', 'dealer', 'Dealers', 'ID01', '', 'yes'],
    [`${tag}c@sepedabaru.example`, 'Citra Ayu', `${tag}c`, 'en-us', 'dealer', 'Dealers', 'ID01', '', 'no'],
  ]);
  await openAsAdmin(page, '/admin/users/create-users-mass');
  await expect(page.getByRole('button', { name: 'Choose a spreadsheet' })).toBeVisible(PAGE_LOAD);
  await expectNoAxeViolations(page);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a spreadsheet' }).click();
  await (await chooser).setFiles({ name: 'users.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });

  await expect(page.getByText('2 users were created.')).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('alert')).toContainText('1 row was refused');
  // A table on a wide screen, a list of cards on a narrow one: either way sheet row 3 with its e-mail refused.
  const refused = page.getByRole('grid', { name: 'Refused rows' }).or(page.getByRole('list', { name: 'Refused rows' }));
  await expect(refused).toContainText('3');
  await expect(refused.getByText('email: Please enter a valid e-mail address')).toBeVisible();
  await expectNoAxeViolations(page);

  await deleteUsersFound(page, tag, 2);
});
