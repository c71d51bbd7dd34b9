import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNewsValidAt } from '../../domain/news/news';
import { gql } from './support/invoicing';
import { signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const FIELDS = 'id title body validFrom validTo deletedAt contentTargetMarkets { id marketName } files { fileName resolutions { name width url } }';
const LIST = `query List($validOnly: Boolean, $limit: Int, $filter: [ID!]) { newsList(page: 1, limit: $limit, validOnly: $validOnly, filterContentTargetMarket: $filter) { count items { ${FIELDS} } } }`;
const ONE = `query One($id: ID!) { news(id: $id) { ${FIELDS} } }`;
const MARKETS = `query { contentTargetMarkets(type: news, limit: 999) { items { id marketName } } }`;
const CREATE = `mutation Create($input: NewsInput!, $image: File) { createNews(input: $input, image: $image) { message { status description } userErrors { field message } news { ${FIELDS} } } }`;
const DELETE = `mutation Delete($id: ID!) { deleteNews(id: $id) { message { status } news { deletedAt } } }`;
const RESTORE = `mutation Restore($id: ID!) { restoreNews(id: $id) { message { status } news { deletedAt } } }`;

type News = { id: string; title: string; body: string; validFrom: string; validTo: string | null; deletedAt: string | null; contentTargetMarkets: { id: string; marketName: string }[]; files: { fileName: string; resolutions: { name: string; width: number; url: string }[] }[] };
type Saved = { message: { status: boolean; description: string }; userErrors: { field: string[]; message: string }[]; news: News | null };

const LAYOUT = { placeholderOnCard: true, titleOnCard: true, subtitleOnCard: true, releasedonOnCard: true, resolutionOnCard: true, gotopdpOnCard: false };
const DAY = 24 * 60 * 60 * 1000;

function input(marketIds: string[], overrides: Record<string, unknown> = {}) {
  return { title: 'Spring range', body: 'The spring range is here.', validFrom: new Date(Date.now() - DAY).toISOString(), validTo: null, contentTargetMarkets: marketIds, itemPerLine: 3, layout: LAYOUT, ...overrides };
}

/** A multipart createNews with a picture in the variable `image`. */
async function createWithImage(server: TestServer, token: string, variables: Record<string, unknown>, image: Uint8Array) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: CREATE, variables: { ...variables, image: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.image'] }));
  form.append('0', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'launch.png');
  const response = await server.fetch('/graphql', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'x-portal-upload': '1' }, body: form });
  return ((await response.json()) as { data: { createNews: Saved } }).data.createNews;
}

describe.each(ENGINES)('news on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  let dealer: string;
  let usDealer: string;
  let markets: Map<string, string>;

  beforeAll(async () => {
    server = await startTestServer(engine);
    [admin, dealer, usDealer] = await Promise.all(['marketing', 'dealer', 'usdealer'].map(async (user) => (await signInAs(server, user)).requestToken)) as [string, string, string];
    const found = await gql<{ contentTargetMarkets: { items: { id: string; marketName: string }[] } }>(server, admin, MARKETS);
    markets = new Map(found.data!.contentTargetMarkets.items.map((market) => [market.marketName, market.id]));
  });
  afterAll(() => server.close());

  const list = async (token: string, variables: Record<string, unknown> = {}) => (await gql<{ newsList: { count: number; items: News[] } }>(server, token, LIST, { limit: 100, ...variables })).data!.newsList;
  const create = async (variables: Record<string, unknown>) => (await gql<{ createNews: Saved }>(server, admin, CREATE, variables)).data!.createNews;

  it('creates news with a picture for one market: its reader sees it in three sizes, a dealer of another market never does', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0f5f59' } }).png().toBuffer();
    const saved = await createWithImage(server, admin, { input: input([markets.get('Indonesia')!], { title: 'Indonesia only' }) }, png);
    expect(saved.message).toEqual({ status: true, description: 'success_create_news' });
    const created = saved.news!;
    expect(created.files[0]!.resolutions.map((resolution) => resolution.name)).toEqual(['small', 'medium', 'large']);

    expect((await list(dealer)).items.map((news) => news.id)).toContain(created.id);
    expect((await list(usDealer)).items.map((news) => news.id)).not.toContain(created.id);
    expect((await gql<{ news: News | null }>(server, usDealer, ONE, { id: created.id })).data!.news).toBeNull();
    expect((await list(usDealer, { filter: [markets.get('Indonesia')!] })).items).toEqual([]);

    const medium = await server.fetch(created.files[0]!.resolutions.find((resolution) => resolution.name === 'medium')!.url);
    expect(medium.headers.get('content-type')).toBe('image/webp');
    const decoded = await sharp(Buffer.from(await medium.arrayBuffer())).metadata();
    expect(decoded).toMatchObject({ format: 'webp', width: 960 });
  });

  it('refuses a draft without title, body or market with userErrors, and stores nothing', async () => {
    const before = (await list(admin)).count;
    const refused = await create({ input: input([], { title: ' ', body: '' }) });
    expect(refused.message.status).toBe(false);
    expect(refused.userErrors.map((error) => `${error.field.join('.')}:${error.message}`)).toEqual(['title:required', 'body:required', 'contentTargetMarkets:select_at_least_one']);
    expect(await create({ input: input([markets.get('Global')!]), image: null }).then((saved) => saved.message.status)).toBe(true);
    expect((await list(admin)).count).toBe(before + 1);
    const foreign = await create({ input: input(['00000000-0000-4000-8000-000000000000']) });
    expect(foreign.userErrors).toEqual([{ field: ['contentTargetMarkets'], message: 'news_market_unknown' }]);
  });

  it('refuses a file that is not a picture', async () => {
    const saved = await createWithImage(server, admin, { input: input([markets.get('Global')!]) }, new TextEncoder().encode('not a picture at all'));
    expect(saved.userErrors).toEqual([{ field: ['image'], message: 'news_image_invalid' }]);
  });

  it('soft-deletes and restores: a deleted item leaves the readers’ list and comes back', async () => {
    const created = (await create({ input: input([markets.get('Indonesia')!], { title: 'Short-lived' }) })).news!;
    expect((await gql<{ deleteNews: { news: News } }>(server, admin, DELETE, { id: created.id })).data!.deleteNews.news.deletedAt).not.toBeNull();
    expect((await list(dealer)).items.map((news) => news.id)).not.toContain(created.id);
    expect((await list(admin)).items.find((news) => news.id === created.id)?.deletedAt).not.toBeNull();
    expect((await list(admin, { validOnly: true })).items.map((news) => news.id)).not.toContain(created.id);
    expect((await gql<{ restoreNews: { news: News } }>(server, admin, RESTORE, { id: created.id })).data!.restoreNews.news.deletedAt).toBeNull();
    expect((await list(dealer)).items.map((news) => news.id)).toContain(created.id);
  });

  it('keeps news.cu mutations to its holders', async () => {
    const refused = await gql(server, dealer, CREATE, { input: input([markets.get('Indonesia')!]) });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists for readers exactly what the domain calls valid now and of their markets, on generated news', async () => {
    const now = Date.now();
    const dealerMarkets = new Set([markets.get('Global')!, markets.get('Indonesia')!]);
    const generated = fc.sample(
      fc.record({
        fromDays: fc.integer({ min: -20, max: 20 }),
        lengthDays: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }),
        marketNames: fc.subarray(['Global', 'Indonesia', 'Singapore', 'United States'], { minLength: 1 }),
        deleted: fc.boolean(),
      }),
      { numRuns: 12, seed: 2026 },
    );
    for (const [index, item] of generated.entries()) {
      const validFrom = new Date(now + item.fromDays * DAY);
      const validTo = item.lengthDays === null ? null : new Date(validFrom.getTime() + item.lengthDays * DAY);
      const saved = await create({ input: input(item.marketNames.map((name) => markets.get(name)!), { title: `Generated ${index}`, validFrom: validFrom.toISOString(), validTo: validTo?.toISOString() ?? null }) });
      if (item.deleted) await gql(server, admin, DELETE, { id: saved.news!.id });
    }
    const all = (await list(admin)).items.filter((news) => news.title.startsWith('Generated '));
    const expected = all
      .filter((news) => isNewsValidAt({ validFrom: new Date(news.validFrom), validTo: news.validTo ? new Date(news.validTo) : null, deletedAt: news.deletedAt ? new Date(news.deletedAt) : null }, new Date()))
      .filter((news) => news.contentTargetMarkets.some((market) => dealerMarkets.has(market.id)))
      .map((news) => news.id)
      .sort();
    const seen = (await list(dealer)).items.filter((news) => news.title.startsWith('Generated ')).map((news) => news.id).sort();
    expect(seen).toEqual(expected);
  });
});
