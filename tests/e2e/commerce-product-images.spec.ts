import { expect, test, type Locator } from '@playwright/test';
import { catalogueArticles, emptyCart, fillCart, orderable } from './support/commerce';
import { expectNoAxeViolations, signInAs, withoutBannerPopup } from './support/shell';

/** How many pictures of a listing are scrolled to and checked: enough to see more than one, few enough to stay quick. */
const PICTURES_CHECKED = 3;
const SERVED_PICTURE = /\/product-images\/[a-z0-9][a-z0-9_-]*\.webp\?w=(160|480|960)$/;

/** A product picture as the portal shows it: named after its product, loaded lazily, and once in view, loaded. */
async function expectPictureLoaded(picture: Locator, name: RegExp | string) {
  await expect(picture).toHaveAttribute('alt', name);
  await expect(picture).toHaveAttribute('loading', 'lazy');
  await expect(picture).toHaveAttribute('decoding', 'async');
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(SERVED_PICTURE);
}

async function expectListingPictures(products: Locator) {
  const pictures = products.locator('img.product-picture');
  await expect(pictures.first()).toBeAttached();
  const count = Math.min(PICTURES_CHECKED, await pictures.count());
  for (let index = 0; index < count; index += 1) await expectPictureLoaded(pictures.nth(index), /^Picture of \S/);
}

test('the bike models and the parts listed show their pictures, lazily loaded and named after each product', async ({ page }) => {
  await signInAs(page, 'dealer');
  await withoutBannerPopup(page);

  await page.goto('/en-us/catalog/bike');
  const models = page.getByRole('list', { name: 'Products' });
  await expect(models.getByRole('listitem').first()).toBeVisible();
  await expectListingPictures(models);
  await expectNoAxeViolations(page);

  await page.goto('/en-us/catalog/paa?view=item');
  const articles = page.getByRole('list', { name: 'Products' });
  await expect(articles.getByRole('listitem').first()).toBeVisible();
  await expectListingPictures(articles);
});

test('a product page shows the article\'s picture at its fixed size', async ({ page }) => {
  const tokens = await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  const bike = (await catalogueArticles(page.request, tokens, 'bike'))[0]!;

  await page.goto(`/en-us/catalog/bike/${bike.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: bike.name })).toBeVisible();
  const picture = page.getByRole('img', { name: `Picture of ${bike.name}` });
  await expect(picture).toHaveAttribute('width', '480');
  await expect(picture).toHaveAttribute('height', '360');
  await expectPictureLoaded(picture, `Picture of ${bike.name}`);
  await expectNoAxeViolations(page);
});

test('cart and fast-order lines show their article\'s picture', async ({ page }) => {
  const tokens = await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await emptyCart(page.request, tokens);
  const part = (await catalogueArticles(page.request, tokens, 'paa')).find((article) => orderable(article) && article.exactQty === null && (article.stock.available ?? 0) > 0)!;
  await fillCart(page.request, tokens, [{ articleCode: part.article_code, sorg: part.sorg, qty: 1 }]);

  await page.goto('/en-us/cart');
  await expectPictureLoaded(page.getByRole('img', { name: `Picture of ${part.name}` }), `Picture of ${part.name}`);
  await emptyCart(page.request, tokens);

  await page.goto('/en-us/catalog/fast-order');
  await page.getByRole('textbox', { name: 'Article code', exact: true }).fill(part.article_code);
  await page.getByRole('button', { name: 'Add line' }).click();
  const lines = page.getByRole('table', { name: 'Fast order lines' });
  await expectPictureLoaded(lines.getByRole('img', { name: `Picture of ${part.name}` }), `Picture of ${part.name}`);
});
