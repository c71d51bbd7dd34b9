import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_IMAGE_WIDTHS, productImageHeight } from '../../domain/catalogue/product-image';
import { shopQuery, signInAt } from './support/commerce';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

/** A seeded bike: the Velocita Aero SL 2027 in size M. */
const AERO_SL = 'vb-aesl-27-m';

const LIST = `query List($filter: ProductFilter) {
  products(limit: 100, filter: $filter) { data { article_code imageName } models { model_code imageName } }
}`;
type Listing = { products: { data: { article_code: string; imageName: string | null }[]; models: { model_code: string; imageName: string | null }[] } };

describe.each(ENGINES)('product images on %s', (engine) => {
  let server: TestServer;
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'portal-product-images-'));
    await writeFile(join(folder, 'index.html'), '<!doctype html><title>portal</title>');
    server = await startTestServer(engine, { portalFolder: folder, filesFolder: join(folder, 'files') });
  });
  afterAll(async () => {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  it.each(PRODUCT_IMAGE_WIDTHS)('serves a seeded product picture as a WebP %i pixels wide that any browser may keep', async (width) => {
    const response = await server.fetch(`/product-images/${AERO_SL}.webp?w=${width}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', width, productImageHeight(width)]);
  });

  it('keeps a rendered size on disk and answers the same bytes from it', async () => {
    const first = Buffer.from(await (await server.fetch('/product-images/tp-lock.webp?w=480')).arrayBuffer());
    expect(existsSync(join(folder, 'files', 'product-image-cache', 'tp-lock.480.webp'))).toBe(true);
    const again = Buffer.from(await (await server.fetch('/product-images/tp-lock.webp?w=480')).arrayBuffer());
    expect(again.equals(first)).toBe(true);
  });

  it('names a picture the service serves for every product and model of the listings', async () => {
    const token = await signInAt(server, 'dealer');
    const items = await shopQuery<Listing>(server, token, LIST, { filter: { category: 'paa', view: 'item' } });
    const models = await shopQuery<Listing>(server, token, LIST, { filter: { category: 'bike', view: 'group' } });
    const names = [...items.data!.products.data, ...models.data!.products.models].map((product) => product.imageName);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name !== null)).toBe(true);
    const tube = items.data!.products.data.find((product) => product.article_code === 'VP-TUBE-700');
    expect(tube?.imageName).toBe('vp-tube-700');
    expect((await server.fetch(`/product-images/${models.data!.products.models[0]!.imageName}.webp?w=160`)).status).toBe(200);
  });

  it.each(['/product-images/vb-no-such-bike.webp?w=160', '/product-images/vb-aesl-27-m.png?w=160', '/product-images/VB-AESL-27-M.webp?w=160', '/product-images/..%2Fbanners%2Fvelocita-service-week.webp?w=160', '/product-images/'])(
    'answers %s with a JSON 404',
    async (path) => {
      const response = await server.fetch(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'not_found' });
    },
  );

  it.each(['', '?w=200', '?w=0160', '?w=160&w=960', '?width=160'])('refuses the width in %j with a 400', async (query) => {
    const response = await server.fetch(`/product-images/${AERO_SL}.webp${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_width' });
  });
});
