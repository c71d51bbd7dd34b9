import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from './support/invoicing';
import { mailTo } from './support/outbox';
import { signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const CLAIM_FIELDS = 'id referenceNo kind frameNumber articleCode editable status { id } nextStatuses { id } pdi { id } stolenBike recallCampaign reasonRejection creditNote { number } histories { fromStatusId toStatusId reason changedBy } files { slot contentType url thumbnailUrl }';
const PAYLOAD = `message { status description } userErrors { field message } claim { ${CLAIM_FIELDS} }`;
const FILE_ARGS = '$invoice: File, $idCard: File, $photo1: File, $photo2: File, $photo3: File, $photo4: File, $photo5: File, $photo6: File, $video: File';
const FILE_VALUES = 'invoice: $invoice, idCard: $idCard, photo1: $photo1, photo2: $photo2, photo3: $photo3, photo4: $photo4, photo5: $photo5, photo6: $photo6, video: $video';
const CREATE_BIKE = `mutation Create($input: ClaimInput!, ${FILE_ARGS}) { createClaimBike(input: $input, ${FILE_VALUES}) { ${PAYLOAD} } }`;
const CREATE_PAA = `mutation Create($input: ClaimInput!, ${FILE_ARGS}) { createClaimPaa(input: $input, ${FILE_VALUES}) { ${PAYLOAD} } }`;
const MOVE = `mutation Move($id: ID!, $newStatus: ID!, $reason: String) { updateClaimStatus(id: $id, newStatus: $newStatus, reason: $reason) { ${PAYLOAD} } }`;
const ONE = `query One($id: ID!) { claimV2(id: $id) { ${CLAIM_FIELDS} } }`;
const LIST = `query List($search: String, $statusId: ID) { claimsV3(page: 1, limit: 20, search: $search, statusId: $statusId) { total items { id referenceNo customerName status { id } } } }`;
const PAGE = `query Page($page: Int!, $search: String) { claimsV3(page: $page, limit: 2, search: $search) { total items { id } } }`;
const COMMENT = `mutation Comment($id: ID!, $comment: String!) { claimComment(id: $id, comment: $comment) { message { status } userErrors { field message } comment { comment author } } }`;

type Claim = { id: string; referenceNo: string; editable: boolean; status: { id: string }; nextStatuses: { id: string }[]; pdi: { id: string } | null; stolenBike: boolean; reasonRejection: string | null; creditNote: { number: string } | null; histories: { toStatusId: string; reason: string | null; changedBy: string }[]; files: { slot: string; contentType: string; url: string; thumbnailUrl: string | null }[] };
type Payload = { message: { status: boolean; description: string }; userErrors: { field: string[]; message: string }[]; claim: Claim | null };
type Upload = { name: string; type: string; bytes: Uint8Array };

async function photo(colour: string, format: 'png' | 'jpeg' = 'jpeg'): Promise<Uint8Array> {
  const image = sharp({ create: { width: 800, height: 600, channels: 3, background: colour } });
  return new Uint8Array(await (format === 'png' ? image.png() : image.jpeg()).toBuffer());
}

describe.each(ENGINES)('warranty claims on %s', (engine) => {
  let server: TestServer;
  let outbox: string;
  let dealer: string;
  let otherDealer: string;
  let reviewer: string;
  let bikeArticle: string;
  let paaArticle: string;
  let photos: Record<string, Upload>;

  // The server starts with the whole demo seed: on a busy machine that takes longer than the default hook time.
  beforeAll(async () => {
    outbox = await mkdtemp(join(tmpdir(), 'portal-claims-outbox-'));
    server = await startTestServer(engine, { mail: { outboxFolder: outbox } });
    dealer = (await signInAs(server, 'dealer')).requestToken;
    otherDealer = (await signInAs(server, 'multico')).requestToken;
    reviewer = (await signInAs(server, 'warranty')).requestToken;
    const articles = await gql<{ bikes: { articleCode: string; brand: string }[]; parts: { articleCode: string; brand: string }[] }>(
      server, dealer, `query { bikes: claimArticles(search: "VB-", category: bike) { articleCode brand } parts: claimArticles(search: "VP-", category: paa) { articleCode brand } }`,
    );
    bikeArticle = articles.data!.bikes[0]!.articleCode;
    paaArticle = articles.data!.parts[0]!.articleCode;
    photos = {
      invoice: { name: 'invoice.png', type: 'image/png', bytes: await photo('#ffffff', 'png') },
      photo1: { name: 'bike.jpg', type: 'image/jpeg', bytes: await photo('#1d4ed8') },
      photo2: { name: 'serial.jpg', type: 'image/jpeg', bytes: await photo('#222222') },
      photo3: { name: 'crack.jpg', type: 'image/jpeg', bytes: await photo('#b91c1c') },
    };
  }, 400_000);
  afterAll(() => server?.close());

  async function send(token: string, query: string, variables: Record<string, unknown>, files: Record<string, Upload>, host?: string) {
    const form = new FormData();
    const slots = Object.keys(files);
    form.append('operations', JSON.stringify({ query, variables: { ...variables, ...Object.fromEntries(slots.map((slot) => [slot, null])) } }));
    form.append('map', JSON.stringify(Object.fromEntries(slots.map((slot, index) => [String(index), [`variables.${slot}`]]))));
    slots.forEach((slot, index) => form.append(String(index), new Blob([new Uint8Array(files[slot]!.bytes)], { type: files[slot]!.type }), files[slot]!.name));
    const response = await server.fetch('/graphql', { method: 'POST', host, headers: { authorization: `Bearer ${token}`, 'x-portal-upload': '1' }, body: form });
    return ((await response.json()) as { data: Record<string, Payload> }).data;
  }
  const fileBike = async (frameNumber: string, files = photos) => (await send(dealer, CREATE_BIKE, { input: { articleCode: bikeArticle, frameNumber, problemIds: ['frame-crack'] } }, files)).createClaimBike!;
  const move = async (token: string, id: string, newStatus: string, reason?: string) => (await gql<{ updateClaimStatus: Payload }>(server, token, MOVE, { id, newStatus, reason })).data!.updateClaimStatus;

  it('files a bike claim with real photos, thumbnails them, links the inspection and numbers it uniquely', async () => {
    const created = await fileBike('VLC26A00101');
    expect(created.userErrors).toEqual([]);
    const claim = created.claim!;
    expect(claim.referenceNo).toMatch(/^WC-\d{4}-\d{6}$/);
    expect(claim.status.id).toBe('draft');
    expect(claim.pdi).not.toBeNull();
    expect(claim.files.map((file) => file.slot)).toEqual(['invoice', 'photo1', 'photo2', 'photo3']);
    const thumbnail = await server.fetch(claim.files[1]!.thumbnailUrl!);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).width).toBe(480);
    expect((await server.fetch(claim.files[1]!.thumbnailUrl!.replace(/signature=[^&]+/, 'signature=forged'))).status).toBe(403);
    const second = await fileBike('VLC26C00001');
    expect(second.claim!.referenceNo).not.toBe(claim.referenceNo);
  });

  it("pages through the reviewer's claims, with and without a search, to exactly the total, and counts them past the end", async () => {
    type Page = { claimsV3: { total: number; items: { id: string }[] } };
    for (const search of ['', 'C']) {
      const first = (await gql<Page>(server, reviewer, PAGE, { page: 1, search })).data!.claimsV3;
      const ids = first.items.map((item) => item.id);
      for (let page = 2; (page - 1) * 2 < first.total; page += 1) ids.push(...(await gql<Page>(server, reviewer, PAGE, { page, search })).data!.claimsV3.items.map((item) => item.id));
      expect(first.total).toBeGreaterThan(2);
      expect(new Set(ids).size).toBe(first.total);
      expect((await gql<Page>(server, reviewer, PAGE, { page: 999, search })).data!.claimsV3).toEqual({ total: first.total, items: [] });
    }
  });

  it('names the missing photos, the unknown frame, another brand\'s frame and one already reported, and stores nothing', async () => {
    const before = (await gql<{ claimsV3: { total: number } }>(server, dealer, LIST)).data!.claimsV3.total;
    const missing = await fileBike('VLC26C00002', { invoice: photos.invoice! });
    expect(missing.userErrors.map((error) => error.message)).toEqual(['claim_full_bike_photo_required', 'claim_serial_number_photo_required', 'claim_issue_photo_required']);
    expect((await fileBike('VLC99Z99999')).userErrors.map((error) => error.message)).toEqual(['frame_not_found']);
    expect((await fileBike('KST26X00001')).userErrors.map((error) => error.message)).toEqual(['claim_frame_not_own_brand']);
    expect((await fileBike('VLC26A00103')).userErrors.map((error) => error.message)).toEqual(['frame_already_reported']);
    expect((await fileBike('X'.repeat(31))).userErrors.map((error) => error.message)).toEqual(['claim_frame_number_too_long']);
    expect((await gql<{ claimsV3: { total: number } }>(server, dealer, LIST)).data!.claimsV3.total).toBe(before);
  });

  it('refuses an upload whose content is not an image, whatever its name', async () => {
    const fake = { name: 'bike.jpg', type: 'image/jpeg', bytes: new TextEncoder().encode('%PDF-1.7 not a photo at all') };
    const refused = await fileBike('VLC26C00003', { ...photos, photo1: fake });
    expect(refused.claim).toBeNull();
    expect(refused.userErrors).toEqual([{ field: ['photo1'], message: 'claim_file_content_not_allowed' }]);
    const script = { name: 'serial.png', type: 'image/png', bytes: new TextEncoder().encode('<script>alert(1)</script>') };
    expect((await fileBike('VLC26C00003', { ...photos, photo2: script })).userErrors.map((error) => error.message)).toEqual(['claim_file_content_not_allowed']);
  });

  it('files a parts claim only on a host that offers it, and sends a bike to the bike form', async () => {
    const input = { articleCode: paaArticle, qty: 2, problemIds: ['part-broken'] };
    expect((await send(dealer, CREATE_PAA, { input }, { photo1: photos.photo3! })).createClaimPaa!.userErrors.map((error) => error.message)).toEqual(['claim_paa_not_offered']);
    const filed = (await send(dealer, CREATE_PAA, { input }, { photo1: photos.photo3! }, 'localhost')).createClaimPaa!;
    expect(filed.userErrors).toEqual([]);
    const bike = (await send(dealer, CREATE_PAA, { input: { ...input, articleCode: bikeArticle } }, { photo1: photos.photo3! }, 'localhost')).createClaimPaa!;
    expect(bike.userErrors.map((error) => error.message)).toEqual(['claim_article_is_bike']);
  });

  it('moves a claim through the workflow by capabilities, with reasons, history and the dealer\'s e-mail', async () => {
    const claim = (await fileBike('VLC26C00004')).claim!;
    expect(claim.nextStatuses.map((status) => status.id)).toEqual(['submitted']);
    const forbidden = await move(dealer, claim.id, 'approved');
    expect(forbidden.userErrors).toEqual([{ field: ['newStatus'], message: 'claim_status_move_not_allowed' }]);
    expect((await gql<{ claimV2: Claim }>(server, dealer, ONE, { id: claim.id })).data!.claimV2.status.id).toBe('draft');
    expect((await move(dealer, claim.id, 'submitted')).claim!.status.id).toBe('submitted');
    expect((await move(dealer, claim.id, 'in_review')).userErrors[0]!.message).toBe('claim_status_move_not_allowed');
    expect((await move(reviewer, claim.id, 'in_review')).claim!.nextStatuses.map((status) => status.id)).toEqual(['information_needed', 'approved', 'rejected', 'not_a_warranty']);
    expect((await move(reviewer, claim.id, 'rejected', ' ')).userErrors).toEqual([{ field: ['reason'], message: 'claim_reason_required' }]);
    const rejected = (await move(reviewer, claim.id, 'rejected', 'Crash damage')).claim!;
    expect(rejected.reasonRejection).toBe('Crash damage');
    expect(rejected.histories.map((history) => [history.toStatusId, history.changedBy])).toEqual([['draft', 'Budi Santoso'], ['submitted', 'Budi Santoso'], ['in_review', 'Wulan Hartono'], ['rejected', 'Wulan Hartono']]);
    expect(await mailTo(outbox, 'budi@sepedajaya.example')).toContain('Crash damage');
  });

  it('lets only the claim\'s dealer and the reviewers reach it, and comments need a comment', async () => {
    const claim = (await fileBike('VLC26C00005')).claim!;
    expect((await gql<{ claimV2: Claim | null }>(server, otherDealer, ONE, { id: claim.id })).data!.claimV2).toBeNull();
    expect((await move(otherDealer, claim.id, 'submitted')).userErrors[0]!.message).toBe('claim_not_found');
    expect((await gql<{ claimsV3: { items: { id: string }[] } }>(server, otherDealer, LIST)).data!.claimsV3.items.map((item) => item.id)).not.toContain(claim.id);
    const searched = async (search: string) => (await gql<{ claimsV3: { items: { id: string }[] } }>(server, reviewer, LIST, { search })).data!.claimsV3.items.map((item) => item.id);
    expect(await searched(claim.referenceNo)).toEqual([claim.id]);
    // Any case finds a frame number, and no search matches across the end of one field into the next.
    expect(await searched('vlc26c00005')).toContain(claim.id);
    expect(await searched(`${claim.referenceNo.slice(-3)}VLC26C`)).not.toContain(claim.id);
    expect((await server.fetch(claim.files[0]!.url)).status).toBe(200);
    const blank = await gql<{ claimComment: { userErrors: { message: string }[] } }>(server, dealer, COMMENT, { id: claim.id, comment: '  ' });
    expect(blank.data!.claimComment.userErrors.map((error) => error.message)).toEqual(['required']);
    const commented = await gql<{ claimComment: { comment: { author: string } } }>(server, dealer, COMMENT, { id: claim.id, comment: 'Owner can bring the bike on Monday.' });
    expect(commented.data!.claimComment.comment.author).toBe('Budi Santoso');
    const stranger = await gql<{ claimComment: { userErrors: { message: string }[] } }>(server, otherDealer, COMMENT, { id: claim.id, comment: 'Hello' });
    expect(stranger.data!.claimComment.userErrors.map((error) => error.message)).toEqual(['claim_not_found']);
  });
});
