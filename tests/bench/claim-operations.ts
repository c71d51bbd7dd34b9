import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { graphqlCycle, noGraphQLErrors, type BenchOperation } from './bench-plan';

/** Warranty claims at BENCH_CLAIMS generated claims (infrastructure/db/seed/scale-claims.ts): the list and one claim's detail. Goal: p95 ≤ 50 ms on PostgreSQL. */
const CLAIMS_LIST_QUERY = `query BenchClaims($page: Int!, $search: String, $statusId: ID) {
  claimsV3(page: $page, limit: 20, search: $search, statusId: $statusId) { total items { id referenceNo kind status { id description } articleCode articleName frameNumber customerName createdAt } }
}`;
const CLAIM_DETAIL_QUERY = `query BenchClaim($id: ID!) {
  claimV2(id: $id) { id referenceNo status { id } nextStatuses { id } articleCode frameNumber problems { description } consumer { name } pdi { id } files { slot url thumbnailUrl } histories { toStatusId changedBy changedAt } editable }
}`;
/** The narrowings the list walk takes in turn: none, a status, a reference search. */
const LIST_FILTERS: Record<string, unknown>[] = [{}, { statusId: 'in_review' }, { search: 'WC-S-0001' }];
/** Pages of 20 the walk visits. */
const WALKED_PAGES = 50;

export const CLAIM_OPERATIONS: BenchOperation[] = [
  {
    name: 'POST /graphql claimsV3 (large customer)',
    note: 'One page of 20 of the generated dealer\'s claims (a tenth of BENCH_CLAIMS), newest first, walking the pages and taking each narrowing in turn (none, a status, a reference search).',
    prepare: (context) => graphqlCycle(context, CLAIMS_LIST_QUERY, (step) => ({ ...LIST_FILTERS[step % LIST_FILTERS.length], page: 1 + (step % WALKED_PAGES) })),
  },
  {
    name: 'POST /graphql claimV2 (detail)',
    note: 'One claim of the generated dealer with its status moves, problems, inspection, files and history.',
    prepare: (context) => graphqlCycle(context, CLAIM_DETAIL_QUERY, () => ({ id: context.fixture.claims?.sampleClaimId ?? '' })),
  },
];

/** The size of each photo of the claim a create sends, as a phone's compressed photo. */
const PHOTO_BYTES = 2 * 1024 * 1024;
const CREATE_PAA_CLAIM = `mutation BenchCreateClaim($input: ClaimInput!, $invoice: File, $idCard: File, $photo1: File, $photo2: File, $photo3: File, $photo4: File, $photo5: File, $photo6: File) {
  createClaimPaa(input: $input, invoice: $invoice, idCard: $idCard, photo1: $photo1, photo2: $photo2, photo3: $photo3, photo4: $photo4, photo5: $photo5, photo6: $photo6) { message { status } userErrors { field message } claim { id files { slot thumbnailUrl } } }
}`;
const PHOTO_SLOTS = ['invoice', 'idCard', 'photo1', 'photo2', 'photo3', 'photo4', 'photo5', 'photo6'] as const;

/** A real JPEG of random pixels (which do not compress) of about `bytes`, sized from a first trial. */
async function noisePhoto(bytes: number, seed: number): Promise<Buffer> {
  const encode = (width: number, height: number) =>
    sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).jpeg({ quality: 100, chromaSubsampling: '4:4:4' }).toBuffer();
  const trial = await encode(500, 500);
  const side = Math.round(500 * Math.sqrt(bytes / trial.byteLength));
  return encode(side + (seed % 3), side);
}

/** The multipart body (graphql-multipart-request-spec) of a parts claim with its eight photos. */
async function claimWithPhotos(articleCode: string): Promise<{ body: Buffer; contentType: string; photoBytes: number }> {
  const photos = await Promise.all(PHOTO_SLOTS.map((_, index) => noisePhoto(PHOTO_BYTES, index)));
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: CREATE_PAA_CLAIM, variables: { input: { articleCode, qty: 1, problemIds: ['part-broken'], customerNotes: 'Benchmark claim' }, ...Object.fromEntries(PHOTO_SLOTS.map((slot) => [slot, null])) } }));
  form.append('map', JSON.stringify(Object.fromEntries(PHOTO_SLOTS.map((slot, index) => [String(index), [`variables.${slot}`]]))));
  photos.forEach((photo, index) => form.append(String(index), new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `${PHOTO_SLOTS[index]}.jpg`));
  const request = new Request('http://bench.invalid/graphql', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '', photoBytes: photos.reduce((sum, photo) => sum + photo.byteLength, 0) };
}

export const CLAIM_CREATE_OPERATION: BenchOperation = {
  name: 'POST /graphql createClaimPaa (eight 2 MB photos)',
  note: 'A parts claim of the generated dealer with eight real 2 MB JPEGs (invoice, ID card, six photos) in one multipart request on the host that offers parts claims, one at a time: content checks, thumbnails with sharp, the files and the claim stored.',
  prepare: async (context) => {
    const tokens = await context.signIn(context.fixture.dealerUsername);
    const { body, contentType } = await claimWithPhotos('GX-000001');
    return {
      target: 'portal',
      path: '/graphql',
      method: 'POST',
      // Parts claims are offered on the first brand's host; the header a browser cannot forge marks the upload as the portal's.
      headers: { authorization: `Bearer ${tokens.requestToken}`, 'content-type': contentType, 'x-portal-upload': '1', host: 'localhost' },
      body,
      verifyBody: (answer) => noGraphQLErrors(answer) && answer.includes('"status":true'),
      connections: 1,
      timeoutSeconds: 60,
    };
  },
};
