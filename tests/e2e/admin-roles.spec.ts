import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openDrawerOnMobile, signInAs, withoutBannerPopup } from './support/shell';

/** Pages load their code on first use; on a busy machine that takes longer than an assertion's default wait. */
const PAGE_LOAD = { timeout: 20_000 };

/** The auditor's side menu, as the page now shows it. */
async function sideMenuLinks(page: Page) {
  await openDrawerOnMobile(page);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible(PAGE_LOAD);
  return menu;
}

async function setAuditorCatalogueAnalysis(admin: Page, granted: boolean) {
  await admin.goto('/en-us/admin/roles');
  await expect(admin.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible(PAGE_LOAD);
  await admin.getByRole('searchbox', { name: 'Search' }).fill('auditor');
  await admin.getByRole('link', { name: 'Edit auditor' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Edit Role' })).toBeVisible(PAGE_LOAD);
  const permission = admin.getByRole('checkbox', { name: /^page\.catalog-analyze/ });
  await expect(permission).toBeVisible(PAGE_LOAD);
  if ((await permission.isChecked()) !== granted) await permission.click({ force: true });
  await expect(permission).toBeChecked({ checked: granted });
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Saved.')).toBeVisible(PAGE_LOAD);
}

test('a role edit changes its holder’s side menu once their page loads again', async ({ page: admin, browser }) => {
  // Two sessions, two saves and two accessibility checks on a shared machine.
  test.setTimeout(120_000);
  const auditorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: admin.viewportSize() });
  const auditor = await auditorContext.newPage();
  await signInAs(auditor, 'auditor');
  await withoutBannerPopup(auditor);
  await auditor.goto('/en-us');
  const menuBefore = await sideMenuLinks(auditor);
  await expect(menuBefore.getByRole('link', { name: 'Download Area' })).toBeVisible(PAGE_LOAD);
  await expect(menuBefore.getByRole('link', { name: 'Catalog Analysis' })).toHaveCount(0);

  await signInAs(admin, 'admin');
  await withoutBannerPopup(admin);
  await admin.goto('/en-us/admin/roles');
  await expect(admin.getByRole('link', { name: 'Edit auditor' })).toBeVisible(PAGE_LOAD);
  await expectNoAxeViolations(admin);
  await setAuditorCatalogueAnalysis(admin, true);
  await expectNoAxeViolations(admin);

  try {
    await auditor.reload();
    await expect((await sideMenuLinks(auditor)).getByRole('link', { name: 'Catalog Analysis' })).toBeVisible(PAGE_LOAD);
  } finally {
    await setAuditorCatalogueAnalysis(admin, false);
    await auditorContext.close();
  }
});

test('taking user administration from its last holders is refused with the reason', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, 'admin');
  await withoutBannerPopup(page);
  await page.goto('/en-us/admin/roles/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Role' })).toBeVisible(PAGE_LOAD);
  await page.goto('/en-us/admin/roles');
  await page.getByRole('searchbox', { name: 'Search' }).fill('administrator');
  await page.getByRole('link', { name: 'Edit administrator' }).click();
  const permission = page.getByRole('checkbox', { name: /^page\.user-management / });
  await expect(permission).toBeChecked(PAGE_LOAD);
  await permission.click({ force: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Nobody would be left who can manage users and roles. Give this permission to someone else first.')).toBeVisible(PAGE_LOAD);
  await expectNoAxeViolations(page);
});
