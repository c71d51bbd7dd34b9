import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { catalogueArticles, emptyCart, fillCart, orderable } from './support/commerce';
import { DEMO_PASSWORD, expectNoAxeViolations, tokensOf, withoutBannerPopup } from './support/shell';

type Catalogue = Record<string, string>;
const readCatalogue = (name: string) => JSON.parse(readFileSync(new URL(`../../locales/${name}.json`, import.meta.url), 'utf8')) as Catalogue;
const english = readCatalogue('en-us');

/**
 * The en-us texts a page in `locale` must not show: every message without arguments whose translation differs
 * from it. Texts a language keeps in English (codes, brand names, "Status") are the same in both and so left out.
 */
function englishLeftoversFor(locale: string): Set<string> {
  const own = readCatalogue(locale);
  // A word the catalogue itself keeps as it is somewhere (German "Status") is that language's word, not a leftover,
  // even where another message of the same English text is worded more fully.
  const keptAsIs = new Set(Object.entries(english).flatMap(([id, text]) => (own[id] === text ? [text] : [])));
  return new Set(Object.entries(english).flatMap(([id, text]) => (!text.includes('{') && /\p{L}{2}/u.test(text) && own[id] !== text && !keptAsIs.has(text) ? [text] : [])));
}

/** The texts a person reads or hears on the page: visible text nodes and the accessible names set by attribute. */
async function textsOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && parent.closest('[hidden], script, style') === null && node.textContent?.trim()) texts.push(node.textContent.trim());
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const attribute of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** Controls and headers whose own words are wider than their box: long German compounds cut off or spilling over. */
async function overflowingLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('button, a, label, th, [role="tab"], [role="menuitem"], [role="button"], [role="option"]')]
      .filter((element) => {
        const style = getComputedStyle(element);
        // Labels only for screen readers sit in a 1 px box on purpose.
        const visible = element.offsetParent !== null && style.visibility !== 'hidden' && element.clientWidth > 1;
        return visible && style.display !== 'inline' && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim() || element.getAttribute('aria-label')}" (${element.scrollWidth} > ${element.clientWidth})`),
  );
}

async function expectReadableIn(page: Page, locale: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const leftovers = englishLeftoversFor(locale);
  expect((await textsOnPage(page)).filter((text) => leftovers.has(text))).toEqual([]);
  expect(await overflowingLabels(page)).toEqual([]);
  await expectNoAxeViolations(page);
}

const BROWSING_PAGES = ['/catalog', '/cart', '/invoice/open-invoice', '/payment/invoice'];

for (const locale of ['de', 'fr']) {
  const words = readCatalogue(locale);

  test(`a dealer signs in, browses, checks out and reads invoices in ${locale}: all in that language, accessible, every label in its box`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto(`/${locale}/login`);
    await expect(page.getByRole('heading', { name: words.login_header })).toBeVisible();
    await test.step('sign-in', () => expectReadableIn(page, locale));
    await page.getByRole('textbox', { name: words.username }).fill('dealer');
    await page.getByLabel(words.password!).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: words.login_btn }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/?$`));
    await withoutBannerPopup(page);

    const tokens = await tokensOf(page);
    await emptyCart(page.request, tokens);
    const article = (await catalogueArticles(page.request, tokens, 'paa')).find((candidate) => orderable(candidate) && candidate.exactQty === null && candidate.orderQuota === null && (candidate.stock.available ?? 0) >= 20)!;
    await fillCart(page.request, tokens, [{ articleCode: article.article_code, sorg: article.sorg, qty: 1 }]);
    for (const path of BROWSING_PAGES) {
      await page.goto(`/${locale}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      await test.step(path, () => expectReadableIn(page, locale));
    }

    await page.goto(`/${locale}/cart/checkout`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await test.step('checkout', () => expectReadableIn(page, locale));
    await page.getByRole('textbox', { name: words.checkout_po_number }).fill(`LANG-${locale}-${Date.now()}`);
    await page.getByRole('button', { name: new RegExp(words.checkout_payment!) }).click();
    await page.getByRole('option', { name: 'Bank transfer to a virtual account' }).click();
    await page.getByRole('button', { name: words.checkout_place_order }).click();
    await expect(page.getByText(words.order_confirmation_thanks!)).toBeVisible();
    await test.step('order confirmation', () => expectReadableIn(page, locale));
  });
}
