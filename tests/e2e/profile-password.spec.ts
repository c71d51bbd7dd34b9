import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mailTo, passwordLinkToken } from '../integration/support/outbox';
import { e2eOutboxFolder } from './support/outbox';
import type { SessionTokens } from '../../domain/session/session-user';
import { DEMO_PASSWORD, expectNoAxeViolations, graphql, tokensFromAnswer } from './support/shell';

const outbox = e2eOutboxFolder(Number(process.env.E2E_PORT ?? 4310));

/** Signs the administrator in through the API, for the calls that create and remove the test's own user. */
async function administrator(request: APIRequestContext): Promise<SessionTokens> {
  const response = await request.post('/login', { data: { username: 'admin', password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return tokensFromAnswer(response);
}

/** A user of the test's own, created by the administrator through the GraphQL API, so no other spec's login changes. */
async function createOwnUser(request: APIRequestContext, admin: SessionTokens, username: string): Promise<{ id: string; email: string }> {
  const choices = await graphql<{ createData: { roles: { id: string; description: string }[] } }>(request, admin, '{ createData { roles { id description } } }');
  const role = choices.data!.createData.roles.find((each) => each.description === 'Product')!;
  const email = `${username}@dealer.example`;
  const created = await graphql<{ createUser: { userErrors: unknown[]; user: { id: string } | null } }>(
    request,
    admin,
    `mutation { createUser(user: { email: "${email}", name: "Profile Tester", username: "${username}", sendEmail: true, sendEmailWarranty: false, isFakeEmail: false, languageId: "en-us", roleIds: ["${role.id}"], groupRoleId: null, userAreas: [{ sorg: "ID01" }], contentTargetMarketIds: [] }) { userErrors { message } user { id } } }`,
  );
  expect(created.data!.createUser.userErrors).toEqual([]);
  return { id: created.data!.createUser.user!.id, email };
}

async function removeUser(request: APIRequestContext, admin: SessionTokens, id: string) {
  const removed = await graphql<{ deleteUser: { userErrors: unknown[] } }>(request, admin, `mutation { deleteUser(id: "${id}") { userErrors { message } } }`);
  expect(removed.data!.deleteUser.userErrors).toEqual([]);
}

async function signInOnPage(page: Page, username: string, password: string) {
  await page.goto('/en-us/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  // The first signed-in page fetches the frame and the areas' code, which takes a while on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Profile Tester' })).toBeVisible({ timeout: 20_000 });
}

async function setPasswordOnPage(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
}

test('a new user asks for a link on the sign-in page, sets a password from the e-mail and signs in; the link works once', async ({ page, request }, testInfo) => {
  const username = `pplink${testInfo.project.name}${Date.now()}`;
  const admin = await administrator(request);
  const user = await createOwnUser(request, admin, username);
  try {
    await page.goto('/en-us/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await page.getByRole('textbox', { name: 'User name or e-mail address' }).fill(username);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account matches what you entered');

    const token = passwordLinkToken(await mailTo(outbox, user.email));
    const link = `/en-us/set-password#token=${encodeURIComponent(token)}`;
    await setPasswordOnPage(page, link, 'Saddle2026');
    await expect(page.getByRole('status')).toHaveText('Your password was set. You can sign in with it now.');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await signInOnPage(page, username, 'Saddle2026');

    await page.context().clearCookies();
    await setPasswordOnPage(page, link, 'Saddle2027');
    await expect(page.getByRole('alert')).toContainText('This link has expired or was already used.');
    expect((await request.post('/login', { data: { username, password: 'Saddle2027' } })).status()).toBe(401);
  } finally {
    await removeUser(request, admin, user.id);
  }
});

test('a signed-in user changes phone and password under the rules, and signs in again with the new password', async ({ page, request }, testInfo) => {
  const username = `ppprofile${testInfo.project.name}${Date.now()}`;
  const admin = await administrator(request);
  const user = await createOwnUser(request, admin, username);
  try {
    const sent = await graphql<{ sendPasswordLink: { userErrors: unknown[] } }>(request, admin, `mutation { sendPasswordLink(id: "${user.id}") { userErrors { message } } }`);
    expect(sent.data!.sendPasswordLink.userErrors).toEqual([]);
    const token = passwordLinkToken(await mailTo(outbox, user.email));
    expect((await request.post('/password/set', { data: { token, password: 'Pedals2026', confirmation: 'Pedals2026' } })).status()).toBe(200);

    await signInOnPage(page, username, 'Pedals2026');
    await page.goto('/en-us/user/edit-profile');
    const phone = page.getByRole('textbox', { name: 'Phone' });
    await phone.fill('0812-555');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Must be numeric, at most 17 digits')).toBeVisible();

    await phone.fill('0812555');
    await expect(page.getByText('Saved as +62812555')).toBeVisible();
    await page.getByLabel('Current password', { exact: true }).fill('Pedals2026');
    await page.getByLabel('New password', { exact: true }).fill('weakpass1');
    await page.getByLabel('Confirm new password', { exact: true }).fill('weakpass1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Password should contain upper and lower case letters')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill('Brakes2026');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Brakes2026');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('Your profile was saved.');
    await expectNoAxeViolations(page);

    await page.context().clearCookies();
    await signInOnPage(page, username, 'Brakes2026');
    await page.goto('/en-us/user/edit-profile');
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('0812555');
  } finally {
    await removeUser(request, admin, user.id);
  }
});
