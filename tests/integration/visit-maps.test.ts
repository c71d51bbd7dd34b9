import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from './support/invoicing';
import { signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const FIELDS = 'id kind custCode custName seriesList recordedBy photos { slot thumbnailUrl largeUrl }';
const LIST = `query List($kind: VisitFormKind!, $custCode: String) { formVisits(kind: $kind, page: 1, limit: 50, custCode: $custCode) { count items { ${FIELDS} } } }`;
const ONE = `query One($kind: VisitFormKind!, $id: ID!) { formVisit(kind: $kind, id: $id) { ${FIELDS} } }`;
const CUSTOMERS = `query Customers($kind: VisitFormKind!, $search: String!) { formVisitCustomers(kind: $kind, search: $search) { custCode sorg } }`;
const PAYLOAD = `message { status description } userErrors { field message } formVisit { ${FIELDS} }`;
const CREATE = `mutation Create($kind: VisitFormKind!, $input: FormVisitInput!, $photos: FormVisitPhotos) { createFormVisit(kind: $kind, input: $input, photos: $photos) { ${PAYLOAD} } }`;
const UPDATE = `mutation Update($kind: VisitFormKind!, $id: ID!, $input: FormVisitInput!) { updateFormVisit(kind: $kind, id: $id, input: $input) { ${PAYLOAD} } }`;
const DELETE = `mutation Delete($kind: VisitFormKind!, $id: ID!) { deleteFormVisit(kind: $kind, id: $id) { ${PAYLOAD} } }`;
const MAPS = `query { salesAreaMaps { canUpdate categories regions { id sorg name category outline } } }`;
const CATEGORIES = `mutation Categories($categories: [SalesMapAreaCategoryInput!]!) { updateSalesMapAreaCategories(categories: $categories) { message { status description } userErrors { field message } regions { id category } } }`;

type Visit = { id: string; kind: string; custCode: string; seriesList: string[]; recordedBy: string; photos: { slot: string; thumbnailUrl: string; largeUrl: string }[] };
type Payload = { message: { status: boolean; description: string }; userErrors: { field: string[]; message: string }[]; formVisit: Visit | null };
type Region = { id: string; sorg: string; name: string; category: string | null; outline: string };

const input = (change: Record<string, unknown> = {}) => ({
  custCode: '0000100007',
  otherMidrange: 'United',
  brandDomination: 'Polygon',
  qtyPlgGrp: 10,
  qtyNonPlgGrp: 3,
  brandDisplay: 'Floor stand',
  seriesList: ['Siskiu'],
  seriesBrand: 'Polygon',
  equipment: ['Workshop stand'],
  notes: 'Integration visit',
  ...change,
});

describe.each(ENGINES)('visit forms and sales area maps on %s', (engine) => {
  let server: TestServer;
  let salesman: string;
  let salesGroup: string;
  let dealer: string;
  let png: Buffer;
  let jpeg: Buffer;

  beforeAll(async () => {
    server = await startTestServer(engine);
    [salesman, salesGroup, dealer] = (await Promise.all(['salesman', 'salesgroup', 'dealer'].map(async (user) => (await signInAs(server, user)).requestToken))) as [string, string, string];
    png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2f5d8a' } }).png().toBuffer();
    jpeg = await sharp({ create: { width: 480, height: 640, channels: 3, background: '#3b7d4f' } }).jpeg().toBuffer();
  });
  afterAll(() => server.close());

  /** A multipart createFormVisit with files in the photo slots. */
  async function createWithPhotos(token: string, variables: Record<string, unknown>, photos: Record<string, { bytes: Uint8Array; name: string; type: string }>) {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: CREATE, variables: { ...variables, photos: Object.fromEntries(Object.keys(photos).map((slot) => [slot, null])) } }));
    form.append('map', JSON.stringify(Object.fromEntries(Object.keys(photos).map((slot, index) => [String(index), [`variables.photos.${slot}`]]))));
    Object.values(photos).forEach((photo, index) => form.append(String(index), new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name));
    const response = await server.fetch('/graphql', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'x-portal-upload': '1' }, body: form });
    return ((await response.json()) as { data: { createFormVisit: Payload } }).data.createFormVisit;
  }
  const list = async (token: string, kind: string, custCode?: string) => (await gql<{ formVisits: { count: number; items: Visit[] } }>(server, token, LIST, { kind, custCode })).data!.formVisits;

  it('files a visit with real photos for a customer of the salesman\'s area, served as WebP, then deletes it', async () => {
    const saved = await createWithPhotos(salesman, { kind: 'polygon', input: input() }, {
      frontShop1: { bytes: png, name: 'front.png', type: 'image/png' },
      displayHangtagShimano: { bytes: jpeg, name: 'hangtag.jpg', type: 'image/jpeg' },
    });
    expect(saved.message).toEqual({ status: true, description: 'success_create_form_visit' });
    expect(saved.formVisit).toMatchObject({ kind: 'polygon', custCode: '0000100007', recordedBy: 'Andi Pratama' });
    expect(saved.formVisit!.photos.map((photo) => photo.slot)).toEqual(['frontShop1', 'displayHangtagShimano']);
    const thumbnail = await server.fetch(saved.formVisit!.photos[0]!.thumbnailUrl);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(new Uint8Array(await thumbnail.arrayBuffer())).metadata()).width).toBe(320);
    expect((await list(salesman, 'polygon', '0000100007 / U00007')).items.map((visit) => visit.id)).toEqual([saved.formVisit!.id]);
    const deleted = (await gql<{ deleteFormVisit: Payload }>(server, salesman, DELETE, { kind: 'polygon', id: saved.formVisit!.id })).data!.deleteFormVisit;
    expect(deleted.message.status).toBe(true);
    expect((await server.fetch(saved.formVisit!.photos[0]!.thumbnailUrl)).status).toBe(404);
  });

  it('refuses a form without a display photo or series, and a file that is not a picture, storing nothing', async () => {
    const before = (await list(salesman, 'polygon')).count;
    const incomplete = await createWithPhotos(salesman, { kind: 'polygon', input: input({ seriesList: [] }) }, { frontShop1: { bytes: png, name: 'front.png', type: 'image/png' } });
    expect(incomplete.userErrors.map((error) => error.message)).toEqual(['visit_form_series_required', 'visit_form_display_photo_required']);
    const fake = await createWithPhotos(salesman, { kind: 'polygon', input: input() }, {
      frontShop1: { bytes: png, name: 'front.png', type: 'image/png' },
      displayShop1: { bytes: new TextEncoder().encode('not a picture at all'), name: 'display.png', type: 'image/png' },
    });
    expect(fake.userErrors).toEqual([{ field: ['displayShop1'], message: 'visit_form_photo_invalid' }]);
    expect((await list(salesman, 'polygon')).count).toBe(before);
  });

  it('keeps a salesman to the customers of their areas: no visit written for, or read of, a customer outside them', async () => {
    const outside = await createWithPhotos(salesman, { kind: 'polygon', input: input({ custCode: 'US20000001' }) }, {
      frontShop1: { bytes: png, name: 'front.png', type: 'image/png' },
      displayShop1: { bytes: jpeg, name: 'display.jpg', type: 'image/jpeg' },
    });
    expect(outside.userErrors).toEqual([{ field: ['custCode'], message: 'visit_form_customer_outside_areas' }]);
    const customers = (await gql<{ formVisitCustomers: { custCode: string; sorg: string }[] }>(server, salesman, CUSTOMERS, { kind: 'polygon', search: 'US2' })).data!.formVisitCustomers;
    expect(customers).toEqual([]);

    const [salesmanVisit] = (await list(salesman, 'polygon')).items;
    // The sales group files Polygon visits only in Singapore, so the salesman's Indonesian ones are outside its reach.
    expect((await gql<{ formVisit: Visit | null }>(server, salesGroup, ONE, { kind: 'polygon', id: salesmanVisit!.id })).data!.formVisit).toBeNull();
    expect((await list(salesGroup, 'polygon')).count).toBe(0);
    const update = (await gql<{ updateFormVisit: Payload }>(server, salesGroup, UPDATE, { kind: 'polygon', id: salesmanVisit!.id, input: input() })).data!.updateFormVisit;
    expect(update.userErrors).toEqual([{ field: ['id'], message: 'visit_form_not_found' }]);
    const remove = (await gql<{ deleteFormVisit: Payload }>(server, salesGroup, DELETE, { kind: 'polygon', id: salesmanVisit!.id })).data!.deleteFormVisit;
    expect(remove.userErrors).toEqual([{ field: ['id'], message: 'visit_form_not_found' }]);
    expect((await list(salesman, 'polygon')).items.map((visit) => visit.id)).toContain(salesmanVisit!.id);
    // The salesman has no WIM area: the sales group's WIM visits stay out of reach.
    expect((await list(salesman, 'wim')).count).toBe(0);
    expect((await list(salesGroup, 'wim')).count).toBeGreaterThan(0);
  });

  it('refuses visit forms to a user without page.formvisit', async () => {
    const answer = await gql(server, dealer, LIST, { kind: 'polygon' });
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('draws the regions of the user\'s sales organisations with their categories, TBD ones without', async () => {
    const maps = (await gql<{ salesAreaMaps: { canUpdate: boolean; categories: string[]; regions: Region[] } }>(server, salesman, MAPS)).data!.salesAreaMaps;
    expect(maps.canUpdate).toBe(false);
    expect(new Set(maps.regions.map((region) => region.sorg))).toEqual(new Set(['ID01']));
    expect(maps.regions.find((region) => region.id === 'id-papua')!.category).toBeNull();
    expect(JSON.parse(maps.regions[0]!.outline).type).toBe('Polygon');
    const group = (await gql<{ salesAreaMaps: { canUpdate: boolean; regions: Region[] } }>(server, salesGroup, MAPS)).data!.salesAreaMaps;
    expect(group.canUpdate).toBe(true);
    expect(new Set(group.regions.map((region) => region.sorg))).toEqual(new Set(['ID01', 'SG01']));
  });

  it('sets categories for an allowed user, with the spec\'s refusals, and refuses a user who may not', async () => {
    const change = async (token: string, categories: unknown[]) => gql<{ updateSalesMapAreaCategories: { message: { status: boolean; description: string }; userErrors: { field: string[]; message: string }[]; regions: { id: string; category: string }[] } }>(server, token, CATEGORIES, { categories });
    const missing = (await change(salesGroup, [{ regionId: '', category: 'A' }])).data!.updateSalesMapAreaCategories;
    expect(missing.userErrors.map((error) => error.message)).toEqual(['sales_area_category_region_required']);
    const invalid = (await change(salesGroup, [{ regionId: 'sg-north', category: 'A' }, { regionId: 'sg-west', category: 'Z' }])).data!.updateSalesMapAreaCategories;
    expect(invalid.userErrors.map((error) => error.message)).toEqual(['sales_area_invalid_category']);
    const outside = (await change(salesGroup, [{ regionId: 'sg-north', category: 'A' }, { regionId: 'us-south', category: 'A' }])).data!.updateSalesMapAreaCategories;
    expect(outside.userErrors.map((error) => error.message)).toEqual(['sales_area_region_not_found']);
    const regions = async () => (await gql<{ salesAreaMaps: { regions: Region[] } }>(server, salesGroup, MAPS)).data!.salesAreaMaps.regions;
    expect((await regions()).find((region) => region.id === 'sg-north')!.category).toBeNull();

    expect((await change(salesman, [{ regionId: 'id-papua', category: 'A' }])).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const saved = (await change(salesGroup, [{ regionId: 'sg-north', category: 'C' }])).data!.updateSalesMapAreaCategories;
    expect(saved).toEqual({ message: { status: true, description: 'success_update_sales_area_categories' }, userErrors: [], regions: [{ id: 'sg-north', category: 'C' }] });
    expect((await regions()).find((region) => region.id === 'sg-north')!.category).toBe('C');
  });
});
