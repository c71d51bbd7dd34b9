import { closeSync, openSync, ftruncateSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations, graphql, signInAs, tokensOf, withoutBannerPopup } from './support/shell';

type StoredFile = { slot: string; size: number; contentType: string; thumbnailUrl: string | null };

/** A camera-like photo: full of grain, so it is large as a JPEG and the browser's compression visibly shrinks it. */
async function cameraPhoto(background: string): Promise<Buffer> {
  const grain = await sharp({ create: { width: 2400, height: 1600, channels: 3, background, noise: { type: 'gaussian', mean: 128, sigma: 24 } } })
    .jpeg({ quality: 95 })
    .toBuffer();
  return sharp(grain).composite([{ input: { create: { width: 1200, height: 800, channels: 3, background } }, blend: 'over' }]).jpeg({ quality: 95 }).toBuffer();
}

/** A file of the given size on disk, without writing its bytes (a sparse file): for the size limits. */
function sizedFile(name: string, bytes: number): string {
  const path = join(mkdtempSync(join(tmpdir(), 'claim-e2e-')), name);
  const handle = openSync(path, 'w');
  ftruncateSync(handle, bytes);
  closeSync(handle);
  return path;
}

async function chooseFile(page: Page, slot: string, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `Choose a file for ${slot}` }).click();
  await (await chooser).setFiles(file);
}

async function openForm(page: Page, kind: 'bike' | 'paa') {
  await page.goto(`/en-us/claim/create/${kind}`);
  await expect(page.getByRole('heading', { level: 1, name: kind === 'bike' ? 'Create Bike Claim' : 'Create PAA Claim' })).toBeVisible();
}

const submit = (page: Page) => page.getByRole('button', { name: 'File the claim' }).click();

test('a dealer files a bike claim with photos compressed in the browser, and its thumbnails are served', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const frameNumber = testInfo.project.name === 'mobile' ? 'VLC26C00002' : 'VLC26C00001';
  await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  const tokens = await tokensOf(page);
  const { data } = await graphql<{ claimArticles: { articleCode: string }[] }>(page.request, tokens, '{ claimArticles(search: "VB-", category: bike) { articleCode } }');
  const articleCode = data!.claimArticles[0]!.articleCode;
  const photos = { invoice: await cameraPhoto('#f5f5f5'), photo1: await cameraPhoto('#1d4ed8'), photo2: await cameraPhoto('#222222'), photo3: await cameraPhoto('#b91c1c') };

  await openForm(page, 'bike');
  await page.getByRole('textbox', { name: /^Article code/ }).fill(articleCode.slice(0, 4));
  await page.getByRole('list', { name: 'Matching articles' }).getByRole('button', { name: new RegExp(`^${articleCode} `) }).click();
  await page.getByRole('textbox', { name: /^Frame number/ }).fill(frameNumber);
  await page.getByRole('checkbox', { name: 'Crack in the frame' }).check({ force: true });
  await page.getByRole('textbox', { name: /^Description of the problem/ }).fill('Crack at the seat tube.');
  await expect(page.getByText('Warranty covers these brands:')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dealer' })).toBeVisible();

  await chooseFile(page, 'Purchase invoice', { name: 'invoice.jpg', mimeType: 'image/jpeg', buffer: photos.invoice });
  await chooseFile(page, 'Photo 1', { name: 'bike.jpg', mimeType: 'image/jpeg', buffer: photos.photo1 });
  await chooseFile(page, 'Photo 2', { name: 'serial.jpg', mimeType: 'image/jpeg', buffer: photos.photo2 });
  await chooseFile(page, 'Photo 3', { name: 'crack.jpg', mimeType: 'image/jpeg', buffer: photos.photo3 });
  for (const name of ['invoice.jpg', 'bike.jpg', 'serial.jpg', 'crack.jpg']) await expect(page.getByText(new RegExp(`^${name}, .* \\(was .*\\)$`))).toBeVisible({ timeout: 60_000 });
  await expectNoAxeViolations(page);

  // The request is held until the page has shown its progress, the bytes sent of the request's total.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if ((route.request().headers()['content-type'] ?? '').startsWith('multipart/form-data')) await held;
    await route.continue();
  });
  await submit(page);
  await expect(page.getByRole('progressbar', { name: 'Sending the claim' })).toBeVisible();
  await expect(page.getByText(/^\d[\d.,]* [kM]B of \d[\d.,]* [kM]B sent$/)).toBeVisible({ timeout: 30_000 });
  release();
  await expect(page).toHaveURL(/\/en-us\/claim\/[^/]+$/, { timeout: 60_000 });
  const id = new URL(page.url()).pathname.split('/').at(-1)!;

  const stored = await graphql<{ claimV2: { frameNumber: string; files: StoredFile[] } }>(page.request, tokens, `{ claimV2(id: "${id}") { frameNumber files { slot size contentType thumbnailUrl } } }`);
  expect(stored.data!.claimV2.frameNumber).toBe(frameNumber);
  const files = stored.data!.claimV2.files;
  expect(files.map((file) => file.slot).sort()).toEqual(['invoice', 'photo1', 'photo2', 'photo3']);
  for (const file of files) {
    expect(file.size).toBeLessThan(photos[file.slot as keyof typeof photos].byteLength / 2);
    const thumbnail = await page.request.get(file.thumbnailUrl!);
    expect(thumbnail.ok()).toBe(true);
    expect(thumbnail.headers()['content-type']).toMatch(/^image\//);
    expect((await sharp(await thumbnail.body()).metadata()).width).toBeGreaterThan(0);
  }
});

test('the bike form shows each rule of spec 002 §5 at its field', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  await openForm(page, 'bike');
  await expectNoAxeViolations(page);

  await page.getByRole('group', { name: /^Consumer/ }).getByRole('textbox', { name: 'Name' }).fill('Rina Wijaya');
  await submit(page);
  for (const message of [
    'Add a photo of the purchase invoice.',
    'Add a photo of the full bike.',
    'Add a photo of the serial number.',
    'Add at least one photo of the issue.',
    'The consumer’s ID card is required when consumer data is filled in.',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('This field is required', { exact: true })).toHaveCount(2);
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: /^Frame number/ }).fill('VLC26C'.padEnd(31, '0'));
  await submit(page);
  await expect(page.getByText('The frame number is too long (at most 30 characters).')).toBeVisible();

  await chooseFile(page, 'Photo 4', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(page.getByText('Invalid file extension. Allowed: jpg, jpeg, png, webp.')).toBeVisible();
  await chooseFile(page, 'Video', sizedFile('ride.mp4', 101 * 1024 * 1024));
  await expect(page.getByText('The video is too large: at most 100 MB.')).toBeVisible();
  await chooseFile(page, 'Document 1', sizedFile('manual.pdf', 11 * 1024 * 1024));
  await expect(page.getByText('The file is larger than 10 MB.')).toBeVisible();

  await page.getByRole('textbox', { name: /^Frame number/ }).fill('VLC25R00001');
  await expect(page.getByText('This frame is part of the recall campaign “Fork crown recall 2025”.')).toBeVisible();
});

test('the service refuses an unknown article, an unknown frame, a frame of another brand and a frame already reported', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  const tokens = await tokensOf(page);
  const { data } = await graphql<{ claimArticles: { articleCode: string }[] }>(page.request, tokens, '{ claimArticles(search: "VB-", category: bike) { articleCode } }');
  const articleCode = data!.claimArticles[0]!.articleCode;
  const small = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#1d4ed8' } }).png().toBuffer();

  await openForm(page, 'bike');
  for (const [slot, name] of [['Purchase invoice', 'invoice.png'], ['Photo 1', 'bike.png'], ['Photo 2', 'serial.png'], ['Photo 3', 'issue.png']] as const) {
    await chooseFile(page, slot, { name, mimeType: 'image/png', buffer: small });
    await expect(page.getByText(new RegExp(`^${name.replace('.', '\\.')}, `))).toBeVisible();
  }
  const article = page.getByRole('textbox', { name: /^Article code/ });
  const frame = page.getByRole('textbox', { name: /^Frame number/ });

  await article.fill('VB-NO-SUCH-ARTICLE');
  await frame.fill('VLC26C00003');
  await submit(page);
  await expect(page.getByText('Article not found', { exact: true })).toBeVisible();

  await article.fill(articleCode);
  for (const [frameNumber, message] of [
    ['VLC99Z99999', 'Frame not found.'],
    ['KST26X00001', 'A frame of Kestrel cannot be reported here.'],
    ['VLC26A00103', 'Frame already reported.'],
  ] as const) {
    await frame.fill(frameNumber);
    await submit(page);
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(/\/claim\/create\/bike$/);
});

test('the parts form needs one issue photo and sends a bike article to the bike form', async ({ page }) => {
  await signInAs(page, 'dealer');
  await withoutBannerPopup(page);
  const tokens = await tokensOf(page);
  const { data } = await graphql<{ claimArticles: { articleCode: string }[] }>(page.request, tokens, '{ claimArticles(search: "VB-", category: bike) { articleCode } }');
  const bikeArticle = data!.claimArticles[0]!.articleCode;

  await openForm(page, 'paa');
  await expect(page.getByRole('textbox', { name: /^Quantity/ })).toBeVisible();
  await page.getByRole('textbox', { name: /^Article code/ }).fill(bikeArticle);
  await expect(page.locator('.claim-form__article')).toBeVisible();
  await submit(page);
  await expect(page.getByText('This article is a bike: file the claim through the bike form.')).toBeVisible();
  await expect(page.getByText('One photo of the issue is needed.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a host without parts claims offers only the bike claim and sends /claim/create/paa to /claim', async ({ page, baseURL }) => {
  const secondBrand = baseURL!.replace('localhost', '127.0.0.1');
  await signInAs(page, 'usdealer', secondBrand);
  await page.goto(`${secondBrand}/en-us/claim/create`);
  await expect(page.getByRole('link', { name: 'A whole bike' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Parts and accessories' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(`${secondBrand}/en-us/claim/create/paa`);
  await expect(page).toHaveURL(`${secondBrand}/en-us/claim`);
});
