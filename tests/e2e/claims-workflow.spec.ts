import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import sharp from 'sharp';
import { mailTo } from '../integration/support/outbox';
import { e2eOutboxFolder } from './support/outbox';
import { expectNoAxeViolations, signInAs, tokensFromAnswer, withoutBannerPopup, DEMO_PASSWORD } from './support/shell';

const outbox = e2eOutboxFolder(Number(process.env.E2E_PORT ?? 4310));
/** The demo dealer's user, who asked for the warranty e-mails (infrastructure/db/seed/demo-claims.ts). */
const DEALER_EMAIL = 'budi@sepedajaya.example';

async function picture(colour: string, format: 'png' | 'jpeg' = 'jpeg') {
  const image = sharp({ create: { width: 800, height: 600, channels: 3, background: colour } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/** The dealer files a bike claim with real photos through the service and submits it; answers its id and reference. */
async function fileSubmittedClaim(request: APIRequestContext, frameNumber: string): Promise<{ id: string; referenceNo: string }> {
  const { requestToken } = await tokensFromAnswer(await request.post('/login', { data: { username: 'dealer', password: DEMO_PASSWORD } }));
  const headers = { authorization: `Bearer ${requestToken}` };
  const ask = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const answer = await request.post('/graphql', { headers, data: { query, variables } });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { data: T }).data;
  };
  const { claimArticles } = await ask<{ claimArticles: { articleCode: string }[] }>('query { claimArticles(search: "VB-", category: bike) { articleCode } }');
  const files = {
    invoice: { name: 'invoice.png', mimeType: 'image/png', buffer: await picture('#ffffff', 'png') },
    photo1: { name: 'bike.jpg', mimeType: 'image/jpeg', buffer: await picture('#1d4ed8') },
    photo2: { name: 'serial.jpg', mimeType: 'image/jpeg', buffer: await picture('#222222') },
    photo3: { name: 'crack.jpg', mimeType: 'image/jpeg', buffer: await picture('#b91c1c') },
  };
  const slots = Object.keys(files) as (keyof typeof files)[];
  const query = `mutation File($input: ClaimInput!, ${slots.map((slot) => `$${slot}: File`).join(', ')}) {
    createClaimBike(input: $input, ${slots.map((slot) => `${slot}: $${slot}`).join(', ')}) { userErrors { message } claim { id referenceNo } }
  }`;
  const input = { articleCode: claimArticles[0]!.articleCode, frameNumber, problemIds: ['frame-crack'], customerNotes: 'The frame cracked at the head tube.' };
  const filed = await request.post('/graphql', {
    headers: { ...headers, 'x-portal-upload': '1' },
    multipart: {
      operations: JSON.stringify({ query, variables: { input, ...Object.fromEntries(slots.map((slot) => [slot, null])) } }),
      map: JSON.stringify(Object.fromEntries(slots.map((slot, index) => [String(index), [`variables.${slot}`]]))),
      ...Object.fromEntries(slots.map((slot, index) => [String(index), files[slot]])),
    },
  });
  const { createClaimBike } = ((await filed.json()) as { data: { createClaimBike: { userErrors: unknown[]; claim: { id: string; referenceNo: string } } } }).data;
  expect(createClaimBike.userErrors).toEqual([]);
  const moved = await ask<{ updateClaimStatus: { userErrors: unknown[] } }>('mutation Submit($id: ID!) { updateClaimStatus(id: $id, newStatus: "submitted") { userErrors { message } } }', { id: createClaimBike.claim.id });
  expect(moved.updateClaimStatus.userErrors).toEqual([]);
  return createClaimBike.claim;
}

/** Whether the browser decoded the picture an <img> shows; thumbnails load once scrolled to, as on a phone. */
async function expectDecoded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
}

// Both projects share one service: each files a claim on a frame of its own.
test('a reviewer works a submitted claim, the dealer answers, and the reviewer approves it', async ({ browser, request }, testInfo) => {
  test.setTimeout(120_000);
  const frameNumber = testInfo.project.name === 'mobile' ? 'VLC26C00012' : 'VLC26C00011';
  const reason = `Please send a photo of the whole head tube (${testInfo.project.name}).`;
  const claim = await fileSubmittedClaim(request, frameNumber);

  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await signInAs(reviewer, 'warranty');
  await withoutBannerPopup(reviewer);
  await reviewer.goto('/en-us/claim');
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Claim List' })).toBeVisible();
  await reviewer.getByRole('searchbox', { name: 'Reference, frame number or article' }).fill(claim.referenceNo);
  await expect(reviewer.getByRole('link', { name: claim.referenceNo })).toHaveCount(1);
  await expectNoAxeViolations(reviewer);
  await reviewer.getByRole('link', { name: claim.referenceNo }).click();
  await expect(reviewer.getByRole('heading', { level: 1, name: `Claim ${claim.referenceNo}` })).toBeVisible();
  await expect(reviewer.getByRole('link', { name: 'Edit claim' })).toHaveCount(0);
  await expectNoAxeViolations(reviewer);

  await reviewer.getByRole('button', { name: 'Move to In review' }).click();
  await expect(reviewer.getByText('The claim is now In review.')).toBeVisible();
  await reviewer.getByRole('button', { name: 'Move to Information needed' }).click();
  await expect(reviewer.getByText('Give the reason for this status.')).toBeVisible();
  await expectNoAxeViolations(reviewer);
  await reviewer.getByRole('textbox', { name: /^Reason/ }).fill(reason);
  await reviewer.getByRole('button', { name: 'Move to Information needed' }).click();
  await expect(reviewer.getByText('The claim is now Information needed.')).toBeVisible();
  expect(await mailTo(outbox, DEALER_EMAIL)).toContain(reason);

  const dealerContext = await browser.newContext();
  const dealer = await dealerContext.newPage();
  await signInAs(dealer, 'dealer');
  await withoutBannerPopup(dealer);
  await dealer.goto(`/en-us/claim/${claim.id}`);
  await expect(dealer.getByRole('heading', { level: 1, name: `Claim ${claim.referenceNo}` })).toBeVisible();
  const history = dealer.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').filter({ hasText: 'In review → Information needed' })).toContainText(`Reason: ${reason}`);
  await expect(history.getByRole('listitem').filter({ hasText: 'In review → Information needed' })).toContainText('Wulan Hartono');
  const thumbnails = dealer.getByRole('region', { name: 'Photos' }).getByRole('button', { name: /^Open photo/ });
  await expect(thumbnails).toHaveCount(3);
  for (const thumbnail of await thumbnails.all()) await expectDecoded(thumbnail.locator('img'));
  await expectNoAxeViolations(dealer);

  await thumbnails.first().focus();
  await dealer.keyboard.press('Enter');
  const viewer = dealer.getByRole('dialog', { name: 'Photo 1 of 3: bike.jpg' });
  await expectDecoded(viewer.getByRole('img', { name: 'Photo 1' }));
  expect(await viewer.getByRole('img', { name: 'Photo 1' }).evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(800);
  await expectNoAxeViolations(dealer);
  await dealer.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  await expect(dealer.getByRole('link', { name: 'Edit claim' })).toHaveAttribute('href', `/en-us/claim/${claim.id}/edit`);
  await dealer.getByRole('button', { name: 'Add comment' }).click();
  await expect(dealer.getByText('This field is required')).toBeVisible();
  await dealer.getByRole('textbox', { name: /^Comment/ }).fill('The new photos of the head tube are attached.');
  await dealer.getByRole('button', { name: 'Add comment' }).click();
  await expect(dealer.getByText('The comment is added.')).toBeVisible();
  await expect(dealer.getByRole('region', { name: 'Comments' }).getByText('The new photos of the head tube are attached.')).toBeVisible();
  await dealer.getByRole('button', { name: 'Move to Submitted' }).click();
  await expect(dealer.getByText('The claim is now Submitted.')).toBeVisible();
  await expect(dealer.getByRole('link', { name: 'Edit claim' })).toHaveCount(0);
  await dealerContext.close();

  await reviewer.reload();
  await expect(reviewer.getByRole('region', { name: 'Comments' }).getByText('The new photos of the head tube are attached.')).toBeVisible();
  await reviewer.getByRole('button', { name: 'Move to In review' }).click();
  await expect(reviewer.getByText('The claim is now In review.')).toBeVisible();
  await reviewer.getByRole('button', { name: 'Move to Approved' }).click();
  await expect(reviewer.getByText('The claim is now Approved.')).toBeVisible();
  await expect(reviewer.getByRole('region', { name: 'History' }).getByRole('listitem').last()).toContainText('In review → Approved');
  await expect.poll(() => mailTo(outbox, DEALER_EMAIL)).toContain('Approved');
  await reviewerContext.close();
});
