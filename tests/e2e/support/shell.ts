import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import type { HostConfig } from '../../../domain/config/host-config';
import type { CatalogueContents } from '../../../domain/navigation/side-menu';
import type { SessionTokens, SessionUser } from '../../../domain/session/session-user';

/** Every demo user signs in with this password. */
export const DEMO_PASSWORD = 'Portal2026!';
/** The cookie in which the service keeps the session's refresh token (infrastructure/server/http/session-routes.ts). */
const SESSION_COOKIE = 'portal_session';

/**
 * No axe violation on the page. React Aria's live announcer is left out: it reads a label out by id through a hidden
 * `role="img"` node that outlives the labelled element by a few seconds, which axe then takes for an image without a name.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Signs a demo user in through the API with the page's own request context, whose cookies the browser shares, so
 * the page finds the session as after the sign-in form; answers the tokens for the test's own API calls.
 */
export async function signInAs(page: Page, username: string, origin = ''): Promise<SessionTokens> {
  const response = await page.request.post(`${origin}/login`, { data: { username, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  const tokens = await tokensFromAnswer(response);
  await page.goto(`${origin}/en-us/login`);
  return tokens;
}

/** The access token of an answer and the refresh token of the session cookie it sets. */
export async function tokensFromAnswer(response: APIResponse): Promise<SessionTokens> {
  const { requestToken } = (await response.json()) as { requestToken: string };
  const cookie = response.headersArray().find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith(`${SESSION_COOKIE}=`));
  return { requestToken, refreshToken: cookie?.value.split(';')[0]?.slice(SESSION_COOKIE.length + 1) ?? '' };
}

/**
 * Marks the banner pop-up as just closed (application/portal/shell/dismissals.ts), so it does not cover the page
 * of a test about something else. Call after signInAs, on the portal's origin.
 */
export async function withoutBannerPopup(page: Page) {
  await page.evaluate(() => window.localStorage.setItem('banner-has-closed', String(Date.now())));
}

/** Fresh tokens for the session the page's browser holds now, through its session cookie. */
export async function tokensOf(page: Page): Promise<SessionTokens> {
  const response = await page.request.post(`${new URL(page.url()).origin}/refresh-token`);
  expect(response.ok()).toBe(true);
  return tokensFromAnswer(response);
}

export async function currentUser(request: APIRequestContext, tokens: SessionTokens): Promise<SessionUser> {
  const response = await request.get('/user', { headers: { authorization: `Bearer ${tokens.requestToken}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as SessionUser;
}

export async function graphql<T>(request: APIRequestContext, tokens: SessionTokens, query: string): Promise<{ data?: T; errors?: unknown[] }> {
  const response = await request.post('/graphql', { data: { query }, headers: { authorization: `Bearer ${tokens.requestToken}` } });
  return (await response.json()) as { data?: T; errors?: unknown[] };
}

/** The visit-form kinds of the user's areas, which decide the visit-form menu entries. */
export async function visitFormKinds(request: APIRequestContext, tokens: SessionTokens): Promise<string[]> {
  const { data } = await graphql<{ currentUser: { areas: { formVisit: string | null }[] } }>(request, tokens, '{ currentUser { areas { formVisit } } }');
  return [...new Set((data?.currentUser.areas ?? []).flatMap((area) => (area.formVisit ? [area.formVisit] : [])))];
}

/** The host configuration the portal loads for this host, with the runtime credentials. */
export async function hostConfig(request: APIRequestContext, host = 'localhost'): Promise<HostConfig> {
  const runtime = (await (await request.get('/runtime-config.json')).json()) as { configAuthorization: string };
  const response = await request.get(`/server/config/${host}`, { headers: { authorization: runtime.configAuthorization } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as HostConfig;
}

/**
 * The catalogue sections as the portal counts them for the side menu (infrastructure/web/menu-gateway.ts), or none
 * when the count fails, as the portal then assumes.
 */
export async function catalogueContents(request: APIRequestContext, tokens: SessionTokens): Promise<CatalogueContents> {
  const answer = await graphql<{ bikes: { info: { count: number } }; paa: { info: { count: number } }; groupsets: unknown[] }>(
    request,
    tokens,
    '{ bikes: products(page: 1, limit: 1, filter: { category: bike }) { info { count } } paa: products(page: 1, limit: 1, filter: { category: paa }) { info { count } } groupsets { id } }',
  );
  if (!answer.data) return { bike: false, paa: false, groupset: false };
  return { bike: answer.data.bikes.info.count > 0, paa: answer.data.paa.info.count > 0, groupset: answer.data.groupsets.length > 0 };
}

/** Whether the test runs in the mobile project: the frame then has the mobile header and drawer. */
export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 960;
}

/** Opens the mobile drawer where the frame has one; on the desktop the side menu and top bar are on show. */
export async function openDrawerOnMobile(page: Page, buttonName = 'Open menu') {
  if (!isMobile(page)) return;
  await page.getByRole('button', { name: buttonName }).click();
  await expect(page.getByRole('dialog').filter({ has: page.getByRole('navigation') })).toBeVisible();
}

/** Opens the language menu by its button's name: in the top bar on the desktop, in the drawer on mobile. */
export async function openLanguageMenu(page: Page, buttonName: string, drawerButtonName?: string) {
  await openDrawerOnMobile(page, drawerButtonName);
  await page.getByRole('button', { name: buttonName }).click();
}

/**
 * Pages forward through a server-paged list until the row is on show. Other tests add rows newest first (every
 * checkout by virtual account adds a payment request), so a seeded row moves to a later page as the suite runs.
 */
export async function pageUntilShown(page: Page, row: Locator) {
  const range = page.locator('.pagination__range');
  await expect(async () => {
    await expect(range).toBeVisible({ timeout: 2_000 });
    if ((await row.count()) > 0) return;
    const shown = (await range.textContent()) ?? '';
    await page.getByRole('button', { name: 'Next page' }).click({ timeout: 2_000 });
    await expect(range).not.toHaveText(shown, { timeout: 5_000 });
    throw new Error('the row is not on this page');
  }).toPass({ timeout: 30_000 });
}
