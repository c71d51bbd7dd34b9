import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_REQUEST_BYTES } from '../../infrastructure/server/http/upload-limits';
import { signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const PAYLOAD = 'message { status description } userErrors { field message } formVisit { id photos { slot thumbnailUrl largeUrl } }';
const CREATE = `mutation Create($kind: VisitFormKind!, $input: FormVisitInput!, $photos: FormVisitPhotos) { createFormVisit(kind: $kind, input: $input, photos: $photos) { ${PAYLOAD} } }`;
const CREATE_BESIDE_ANOTHER_FIELD = `mutation Create($kind: VisitFormKind!, $input: FormVisitInput!, $photos: FormVisitPhotos) { createFormVisit(kind: $kind, input: $input, photos: $photos) { ${PAYLOAD} } changeLanguage(languageId: "en-us") { message { status } } }`;
const UPLOAD_PAYMENT = 'mutation Upload($id: ID!, $file: File!) { uploadPayment(id: $id, file: $file) { userErrors { message } } }';

/** The id under which the portal sends its visit-form operation (written by npm run codegen). */
function persistedIdOf(operationName: string): string {
  const documents = JSON.parse(readFileSync(new URL('../../infrastructure/graphql/generated/client/persisted-documents.json', import.meta.url), 'utf8')) as Record<string, string>;
  const id = Object.entries(documents).find(([, text]) => text.includes(`mutation ${operationName}(`))?.[0];
  if (!id) throw new Error(`no persisted operation ${operationName}`);
  return id;
}

const visitInput = { custCode: '0000100007', otherMidrange: '', brandDomination: 'Polygon', qtyPlgGrp: 4, qtyNonPlgGrp: 1, brandDisplay: 'Floor stand', seriesList: ['Siskiu'], seriesBrand: 'Polygon', equipment: [], notes: 'Large photos' };

/** A multipart GraphQL request (graphql-multipart-request-spec) with files at the given variable paths. */
function multipart(operations: Record<string, unknown>, files: Record<string, { bytes: Uint8Array; name: string; type: string }>): FormData {
  const form = new FormData();
  form.append('operations', JSON.stringify(operations));
  form.append('map', JSON.stringify(Object.fromEntries(Object.keys(files).map((path, index) => [String(index), [path]]))));
  Object.values(files).forEach((file, index) => form.append(String(index), new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name));
  return form;
}

describe.each(ENGINES)('multipart upload limits on %s', (engine) => {
  let server: TestServer;
  let salesman: string;
  let dealer: string;
  let largePhoto: Buffer;
  let smallPhoto: Buffer;

  const post = (token: string, form: FormData) => server.fetch('/graphql', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'x-portal-upload': '1' }, body: form });

  beforeAll(async () => {
    server = await startTestServer(engine);
    [salesman, dealer] = (await Promise.all(['salesman', 'dealer'].map(async (user) => (await signInAs(server, user)).requestToken))) as [string, string];
    // Noise does not compress: a camera-sized JPEG well over the ordinary multipart limit.
    const width = 2400;
    const height = 1800;
    const noise = Buffer.alloc(width * height * 3);
    for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 2654435761) >>> 24;
    largePhoto = await sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 100, chromaSubsampling: '4:4:4' }).toBuffer();
    smallPhoto = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3b7d4f' } }).jpeg().toBuffer();
  });
  afterAll(() => server.close());

  it('takes a visit form whose photo is larger than the ordinary limit, sent by the portal\'s persisted operation, and keeps the photo', async () => {
    expect(largePhoto.byteLength).toBeGreaterThan(MAX_UPLOAD_REQUEST_BYTES);
    const form = multipart(
      { extensions: { persistedQuery: { version: 1, sha256Hash: persistedIdOf('CreateFormVisit') } }, variables: { kind: 'polygon', input: visitInput, photos: { frontShop1: null, displayShop1: null } } },
      { 'variables.photos.frontShop1': { bytes: largePhoto, name: 'front.jpg', type: 'image/jpeg' }, 'variables.photos.displayShop1': { bytes: smallPhoto, name: 'display.jpg', type: 'image/jpeg' } },
    );
    const response = await post(salesman, form);
    expect(response.status).toBe(200);
    const saved = ((await response.json()) as { data: { createFormVisit: { message: { status: boolean }; formVisit: { photos: { slot: string; largeUrl: string }[] } } } }).data.createFormVisit;
    expect(saved.message.status).toBe(true);
    const large = await server.fetch(saved.formVisit.photos.find((photo) => photo.slot === 'frontShop1')!.largeUrl);
    expect(large.status).toBe(200);
    expect(await sharp(new Uint8Array(await large.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 1600 });
  });

  it('takes the same photo with the operation sent as text', async () => {
    const form = multipart({ query: CREATE, variables: { kind: 'polygon', input: visitInput, photos: { frontShop1: null, displayShop1: null } } }, {
      'variables.photos.frontShop1': { bytes: largePhoto, name: 'front.jpg', type: 'image/jpeg' },
      'variables.photos.displayShop1': { bytes: smallPhoto, name: 'display.jpg', type: 'image/jpeg' },
    });
    const response = await post(salesman, form);
    expect(((await response.json()) as { data: { createFormVisit: { message: { status: boolean } } } }).data.createFormVisit.message.status).toBe(true);
  });

  it('keeps the ordinary limit for other operations, and for a visit form sent beside another field', async () => {
    const payment = multipart({ query: UPLOAD_PAYMENT, variables: { id: '1', file: null } }, { 'variables.file': { bytes: largePhoto, name: 'receipt.jpg', type: 'image/jpeg' } });
    const refusedPayment = await post(dealer, payment);
    expect(refusedPayment.status).toBe(413);
    expect(await refusedPayment.json()).toEqual({ error: 'payload_too_large' });
    const mixed = multipart({ query: CREATE_BESIDE_ANOTHER_FIELD, variables: { kind: 'polygon', input: visitInput, photos: { frontShop1: null, displayShop1: null } } }, {
      'variables.photos.frontShop1': { bytes: largePhoto, name: 'front.jpg', type: 'image/jpeg' },
      'variables.photos.displayShop1': { bytes: smallPhoto, name: 'display.jpg', type: 'image/jpeg' },
    });
    expect((await post(salesman, mixed)).status).toBe(413);
  });
});
