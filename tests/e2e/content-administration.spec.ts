import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations, signInAs } from './support/shell';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

const WORKSHOP_LINK = 'https://velocita.example/workshop';

/**
 * Deletes what the test published, through the service as the administrator, so that the pages other tests read
 * (the banner pop-up counts its banners) find the demo content alone.
 */
async function removePublished(request: APIRequestContext, token: string, title: string) {
  const ask = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const answer = await request.post('/graphql', { headers: { authorization: `Bearer ${token}` }, data: { query, variables } });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { data: T }).data;
  };
  const { banners } = await ask<{ banners: { items: { id: string; link: string | null }[] } }>('query { banners(limit: 100, sorg: "ID01") { items { id link } } }');
  for (const banner of banners.items.filter((item) => item.link === WORKSHOP_LINK)) {
    await ask('mutation Delete($id: ID!) { deleteBanner(id: $id) { message { status } } }', { id: banner.id });
  }
  const { announcements } = await ask<{ announcements: { items: { id: string; title: string }[] } }>('query Find($search: String) { announcements(limit: 100, search: $search) { items { id title } } }', { search: title });
  for (const announcement of announcements.items.filter((item) => item.title === title)) {
    await ask('mutation Delete($id: ID!) { deleteAnnouncement(id: $id) { message { status } } }', { id: announcement.id });
  }
}

test('an administrator publishes an announcement and a banner that the users of the sales organisation then see', async ({ browser, request }, testInfo) => {
  // Both projects share one service: each publishes its own announcement.
  const title = `Workshop day (${testInfo.project.name})`;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const { requestToken } = await signInAs(admin, 'admin');

  await admin.goto('/en-us/admin/announcements/create');
  await expect(admin.getByRole('heading', { name: 'Create Announcement' })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Sales organisation' }).fill('ID01');
  await admin.getByRole('textbox', { name: 'Title' }).fill(title);
  const content = admin.getByRole('textbox', { name: 'Content' });
  await content.click();
  await admin.keyboard.type('Bring your ');
  await admin.keyboard.press('ControlOrMeta+b');
  await admin.keyboard.type('team');
  await admin.getByLabel('From', { exact: true }).fill(day(-1));
  await admin.getByLabel('To', { exact: true }).fill(day(7));
  await expectNoAxeViolations(admin);
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('heading', { name: 'Announcements' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search' }).fill(title);
  await admin.getByRole('button', { name: 'Search' }).click();
  await expect(admin.getByRole('cell', { name: title, exact: true })).toBeVisible();

  const picture = await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
  await admin.goto('/en-us/admin/banners/create');
  await admin.getByLabel(/Picture file/).setInputFiles({ name: 'workshop.png', mimeType: 'image/png', buffer: picture });
  await admin.getByRole('textbox', { name: 'Sales organisation' }).fill('ID01');
  await admin.getByRole('textbox', { name: 'Link' }).fill(WORKSHOP_LINK);
  await admin.getByLabel('From', { exact: true }).fill(day(-1));
  await admin.getByLabel('To', { exact: true }).fill(day(7));
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('heading', { name: 'Banners' })).toBeVisible();
  const thumbnail = admin.locator('img.content-admin__thumbnail').first();
  await expect(thumbnail).toBeVisible();
  await adminContext.close();

  const dealerContext = await browser.newContext();
  const dealer = await dealerContext.newPage();
  await signInAs(dealer, 'dealer');
  await dealer.goto('/en-us');
  await expect(dealer.getByText(title)).toBeVisible();
  await expect(dealer.locator('strong', { hasText: 'team' }).first()).toBeVisible();
  await dealerContext.close();

  // Users with the home page see banners there; the pop-up shows them to the others of the sales organisation.
  const marketingContext = await browser.newContext();
  const marketing = await marketingContext.newPage();
  await signInAs(marketing, 'marketing');
  await marketing.goto('/en-us');
  const popup = marketing.getByRole('dialog', { name: 'News for you' });
  await expect(popup.getByRole('img', { name: /^Promotion banner 1 of [3-9]$/ })).toBeVisible();
  await marketingContext.close();
  await removePublished(request, requestToken, title);
});

test('a dealer is refused the administration of banners and announcements', async ({ page }) => {
  await signInAs(page, 'dealer');
  await page.goto('/en-us/admin/announcements');
  await expect(page.getByRole('heading', { name: 'Announcements' })).toBeHidden();
});
