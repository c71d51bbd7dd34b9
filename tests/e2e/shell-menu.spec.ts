import { expect, test } from '@playwright/test';
import { visibleMenu } from '../../domain/navigation/side-menu';
import { catalogueContents, currentUser, expectNoAxeViolations, hostConfig, openDrawerOnMobile, signInAs, visitFormKinds, withoutBannerPopup } from './support/shell';

const DEMO_USERS = ['dealer', 'multico', 'salesman', 'salesgroup', 'admin', 'marketing', 'auditor', 'guest'];

for (const username of DEMO_USERS) {
  test(`the side menu of ${username} is the menu the scopes allow`, async ({ page }) => {
    const tokens = await signInAs(page, username);
    await withoutBannerPopup(page);
    const [user, config, catalogue, kinds] = await Promise.all([
      currentUser(page.request, tokens),
      hostConfig(page.request),
      catalogueContents(page.request, tokens),
      visitFormKinds(page.request, tokens),
    ]);
    const groups = visibleMenu({ scopes: user.scopes, features: config.features, visitFormKinds: kinds, catalogue });
    const expected = groups.flatMap((group) => (group.entries.length > 0 ? group.entries.map((entry) => entry.to) : [group.to])).map((to) => `/en-us${to}`);

    await page.goto('/en-us');
    await openDrawerOnMobile(page);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    // The host configuration and the catalogue counts arrive after the menu first shows; the menu then follows them.
    await expect.poll(() => menu.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(expected);
    await expectNoAxeViolations(page);
  });
}
