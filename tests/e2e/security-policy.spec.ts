import { expect, test, type Page } from '@playwright/test';
import { signInAs, withoutBannerPopup } from './support/shell';

/** Collects what the content security policy blocks on the page from now on, as the browser reports it. */
async function recordPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportPolicyViolation(text: string): void }).reportPolicyViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test('the portal runs under its content security policy without a single blocked script, style or request', async ({ page }) => {
  const violations = await recordPolicyViolations(page);
  const policy = (await page.goto('/en-us/login'))?.headers()['content-security-policy'];
  expect(policy).toContain("script-src 'self'");
  await expect(page.getByRole('button', { name: /sign in|log ?in/i })).toBeVisible();

  await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  for (const path of ['/en-us', '/en-us/catalog/bike', '/en-us/cart', '/en-us/invoice/open-invoice', '/en-us/payment/invoice']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
  }
  expect(violations).toEqual([]);
});
