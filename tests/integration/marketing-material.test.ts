import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, uploadFile } from './support/invoicing';
import { signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const CATEGORY_FIELDS = 'id type title parentId itemPerLine imageCount thumbnailUrl contentTargetMarkets { marketName }';
const CATEGORIES = `query Categories($type: MarketingMaterialType, $rootOnly: Boolean, $parentId: ID) { marketingCategories(type: $type, rootOnly: $rootOnly, parentId: $parentId, limit: 9999) { total limit items { ${CATEGORY_FIELDS} } } }`;
const IMAGES = `query Images($categoryId: ID!) { marketingImages(categoryId: $categoryId) { total limit items { id title fileName thumbnailUrl originalUrl } } }`;
const IMAGE = `query Image($id: ID!) { marketingImage(id: $id) { id originalUrl } }`;
const CREATE_IMAGE = `mutation Create($categoryId: ID!, $title: String, $file: File!) { createMarketingImage(categoryId: $categoryId, title: $title, file: $file) { message { status } userErrors { field message } image { id title fileName originalUrl thumbnailUrl } } }`;
const CREATE_CATEGORY = `mutation Create($input: MarketingCategoryInput!) { createMarketingCategory(input: $input) { message { status } userErrors { field message } category { id parentId } } }`;
const UPDATE_CATEGORY = `mutation Update($id: ID!, $input: MarketingCategoryInput!) { updateMarketingCategory(id: $id, input: $input) { message { status } userErrors { field message } } }`;
const DELETE_CATEGORY = `mutation Delete($id: ID!) { deleteMarketingCategory(id: $id) { message { status } userErrors { message } id } }`;
const DELETE_IMAGE = `mutation Delete($id: ID!) { deleteMarketingImage(id: $id) { message { status } id } }`;
const MARKETS = `query Markets { contentTargetMarkets(type: marketing_material, limit: 999) { items { id marketName } } }`;

type Category = { id: string; title: string; imageCount: number; thumbnailUrl: string | null; contentTargetMarkets: { marketName: string }[] };
type Image = { id: string; title: string; fileName: string; thumbnailUrl: string; originalUrl: string };
type Created = { createMarketingImage: { message: { status: boolean }; userErrors: { field: string[]; message: string }[]; image: Image | null } };

async function realPng(): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width: 640, height: 400, channels: 3, background: '#1d4ed8' } }).png().toBuffer());
}

describe.each(ENGINES)('marketing material on %s', (engine) => {
  let server: TestServer;
  let dealer: string;
  let usdealer: string;
  let marketing: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    dealer = (await signInAs(server, 'dealer')).requestToken;
    usdealer = (await signInAs(server, 'usdealer')).requestToken;
    marketing = (await signInAs(server, 'marketing')).requestToken;
  });
  afterAll(() => server.close());

  const categories = async (token: string, variables: Record<string, unknown> = {}) => (await gql<{ marketingCategories: { total: number; limit: number; items: Category[] } }>(server, token, CATEGORIES, variables)).data!.marketingCategories;
  const categoryNamed = async (title: string) => (await categories(marketing)).items.find((category) => category.title === title)!;
  const images = async (token: string, categoryId: string) => (await gql<{ marketingImages: { total: number; limit: number; items: Image[] } }>(server, token, IMAGES, { categoryId })).data!.marketingImages;
  const upload = (token: string, categoryId: string, file: { name: string; type: string; bytes: Uint8Array }) => uploadFile<Created>(server, token, CREATE_IMAGE, { categoryId }, file);

  it('never returns a category or image of another market', async () => {
    const indonesian = await categories(dealer, { rootOnly: true });
    expect(indonesian.limit).toBe(9999);
    const titles = indonesian.items.map((category) => category.title);
    expect(titles).toContain('Velocita logos');
    expect(titles).not.toContain('Trailmark logos');
    expect(titles).not.toContain('Singapore showroom kit');
    const trailmark = await categoryNamed('Trailmark logos');
    expect(await images(dealer, trailmark.id)).toMatchObject({ total: 0, items: [] });
    const [american] = (await images(usdealer, trailmark.id)).items;
    expect((await gql<{ marketingImage: Image | null }>(server, dealer, IMAGE, { id: american!.id })).data!.marketingImage).toBeNull();
    expect((await gql(server, dealer, `query One($id: ID!) { marketingCategory(id: $id) { id } }`, { id: trailmark.id })).data).toEqual({ marketingCategory: null });
  });

  it('reads the roots of a type page 1 of 50 and the children of a parent', async () => {
    expect((await categories(dealer, { type: 'product_lineup', rootOnly: true })).items.map((category) => category.title)).toEqual(['Road 2027', 'E-bike range']);
    const logos = await categoryNamed('Velocita logos');
    expect((await categories(dealer, { parentId: logos.id })).items.map((category) => category.title)).toEqual(['Dark backgrounds']);
    const defaults = await gql<{ marketingCategories: { limit: number } }>(server, dealer, `query { marketingCategories(rootOnly: true) { limit } }`);
    expect(defaults.data!.marketingCategories.limit).toBe(50);
  });

  it('adds an image, thumbnails it, and lets a reader of its market download the original', async () => {
    const logos = await categoryNamed('Velocita logos');
    const png = await realPng();
    const created = (await upload(marketing, logos.id, { name: 'Logo sheet.png', type: 'image/png', bytes: png })).body as { data: Created };
    expect(created.data.createMarketingImage).toMatchObject({ message: { status: true }, image: { title: 'Logo sheet', fileName: 'Logo sheet.png' } });
    const image = (await images(dealer, logos.id)).items.find((candidate) => candidate.id === created.data.createMarketingImage.image!.id)!;

    const original = await server.fetch(image.originalUrl);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-disposition')).toContain('attachment; filename="Logo sheet.png"');
    expect(new Uint8Array(await original.arrayBuffer())).toEqual(png);
    const thumbnail = await server.fetch(image.thumbnailUrl);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).width).toBe(480);

    expect((await server.fetch(image.originalUrl.replace(/signature=[^&]+/, 'signature=forged'))).status).toBe(403);
    expect((await server.fetch(image.originalUrl.replace('/original?', '/thumbnail?'))).status).toBe(403);
    const seeded = (await images(dealer, logos.id)).items[0]!;
    const seededOriginal = await server.fetch(seeded.originalUrl);
    expect((await sharp(Buffer.from(await seededOriginal.arrayBuffer())).metadata()).format).toBe('png');

    expect((await gql<{ deleteMarketingImage: { id: string } }>(server, marketing, DELETE_IMAGE, { id: image.id })).data!.deleteMarketingImage.id).toBe(image.id);
    expect((await server.fetch(image.originalUrl)).status).toBe(404);
  });

  it('refuses uploads whose content is not an image, whatever their name, and stores nothing', async () => {
    const logos = await categoryNamed('Shop signage');
    const before = (await images(marketing, logos.id)).total;
    const text = new TextEncoder().encode('<svg onload="alert(1)"></svg>');
    const fakePng = new Uint8Array(2048);
    fakePng.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    for (const file of [
      { name: 'logo.png', type: 'image/png', bytes: text },
      { name: 'logo.jpg', type: 'image/jpeg', bytes: new TextEncoder().encode('%PDF-1.4 not an image') },
      { name: 'truncated.png', type: 'image/png', bytes: fakePng },
    ]) {
      const answer = (await upload(marketing, logos.id, file)).body as { data: Created };
      expect(answer.data.createMarketingImage).toMatchObject({ message: { status: false }, userErrors: [{ field: ['file'], message: 'file_not_an_image' }], image: null });
    }
    expect((await images(marketing, logos.id)).total).toBe(before);
  });

  it('refuses the administration without marketing-material.cud', async () => {
    const logos = await categoryNamed('Velocita logos');
    const answer = (await upload(dealer, logos.id, { name: 'x.png', type: 'image/png', bytes: await realPng() })).body as { errors?: { extensions?: { code?: string } }[] };
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(server, dealer, DELETE_CATEGORY, { id: logos.id })).errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect((await categoryNamed('Velocita logos')).imageCount).toBe(logos.imageCount);
  });

  it('keeps categories a tree and refuses deleting one that is not empty', async () => {
    const markets = (await gql<{ contentTargetMarkets: { items: { id: string; marketName: string }[] } }>(server, marketing, MARKETS)).data!.contentTargetMarkets.items;
    const input = { type: 'brand_assets', title: 'Posters', route: 'posters', itemPerLine: 3, showChilds: true, contentTargetMarkets: [markets.find((market) => market.marketName === 'Indonesia')!.id] };
    const parent = (await gql<{ createMarketingCategory: { category: { id: string } } }>(server, marketing, CREATE_CATEGORY, { input })).data!.createMarketingCategory.category;
    const child = (await gql<{ createMarketingCategory: { category: { id: string; parentId: string } } }>(server, marketing, CREATE_CATEGORY, { input: { ...input, title: 'A3', parentId: parent.id } })).data!.createMarketingCategory.category;
    expect(child.parentId).toBe(parent.id);
    const cycle = await gql<{ updateMarketingCategory: { userErrors: { message: string }[] } }>(server, marketing, UPDATE_CATEGORY, { id: parent.id, input: { ...input, parentId: child.id } });
    expect(cycle.data!.updateMarketingCategory.userErrors).toEqual([{ field: ['parentId'], message: 'category_parent_cycle' }]);
    expect((await gql<{ deleteMarketingCategory: { userErrors: { message: string }[] } }>(server, marketing, DELETE_CATEGORY, { id: parent.id })).data!.deleteMarketingCategory.userErrors).toEqual([{ message: 'category_not_empty' }]);
    expect((await gql<{ deleteMarketingCategory: { id: string } }>(server, marketing, DELETE_CATEGORY, { id: child.id })).data!.deleteMarketingCategory.id).toBe(child.id);
  });
});
