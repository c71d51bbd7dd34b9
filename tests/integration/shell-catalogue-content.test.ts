import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const BIKE_CATEGORIES = '{ bikeCategories { id mcid wording sorg type } }';
const MARKETS = `query Markets($search: String, $page: Int, $limit: Int, $type: ContentPageType) {
  contentTargetMarkets(search: $search, page: $page, limit: $limit, type: $type) { total page limit items { id marketName type } }
}`;

type MarketPage = { total: number; page: number; limit: number; items: { id: string; marketName: string; type: string }[] };

describe.each(ENGINES)('bike categories and content target markets on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  const categoriesOf = async (username: string) => {
    const { requestToken } = await signInAs(server, username);
    return graphql<{ bikeCategories: { mcid: string; wording: string; sorg: string; type: string }[] }>(server, requestToken, BIKE_CATEGORIES);
  };
  const marketsOf = async (username: string, variables: Record<string, unknown>) => {
    const { requestToken } = await signInAs(server, username);
    return (await graphql<{ contentTargetMarkets: MarketPage }>(server, requestToken, MARKETS, variables)).data!.contentTargetMarkets;
  };

  it('answers the bike categories of the area of a dealer, in menu order', async () => {
    const result = await categoriesOf('dealer');
    expect(result.data?.bikeCategories.map((category) => category.wording)).toEqual(['Road', 'Mountain', 'Gravel', 'City & Trekking', 'E-Bike', 'Kids']);
    expect(result.data?.bikeCategories.every((category) => category.sorg === 'ID01' && category.type === 'bike')).toBe(true);
  });

  it('answers the categories of every area of the user, and only theirs', async () => {
    expect((await categoriesOf('usdealer')).data?.bikeCategories.map((category) => category.mcid)).toEqual(['BK-TRAIL', 'BK-ENDURO', 'BK-GRAVEL', 'BK-EMTB']);
    const salesGroup = (await categoriesOf('salesgroup')).data!.bikeCategories;
    expect(new Set(salesGroup.map((category) => category.sorg))).toEqual(new Set(['ID01', 'SG01']));
    expect(salesGroup).toHaveLength(9);
  });

  it('refuses bike categories to a user without page.catalog', async () => {
    expect((await categoriesOf('marketing')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('answers a reader the markets assigned to it, per page type', async () => {
    expect((await marketsOf('dealer', { type: 'marketing_material', page: 1, limit: 999 })).items.map((item) => item.marketName)).toEqual(['Global', 'Indonesia']);
    expect((await marketsOf('usdealer', { type: 'news', limit: 999 })).items.map((item) => [item.marketName, item.type])).toEqual([
      ['Global', 'news'],
      ['United States', 'news'],
    ]);
    expect((await marketsOf('dealer', { type: 'sales_document', limit: 999 })).items.map((item) => item.marketName)).toEqual(['Indonesia']);
  });

  it('answers an empty list to a user with no markets, which leads the portal to its No Data page', async () => {
    expect(await marketsOf('guest', { type: 'marketing_material', limit: 999 })).toEqual({ total: 0, page: 1, limit: 999, items: [] });
  });

  it('answers a content maintainer every market of the type, searchable and paged, with the limit capped at 999', async () => {
    expect((await marketsOf('marketing', { limit: 5000 })).limit).toBe(999);
    expect((await marketsOf('marketing', { type: 'marketing_material' })).total).toBe(4);
    expect((await marketsOf('marketing', { search: 'SING' })).items.map((item) => item.marketName)).toEqual(['Singapore']);
    const second = await marketsOf('marketing', { limit: 3, page: 2 });
    expect(second).toMatchObject({ total: 4, page: 2, limit: 3, items: [{ marketName: 'United States' }] });
    expect((await marketsOf('marketing', { search: '%' })).total).toBe(0);
  });

  it('refuses a page type outside the three', async () => {
    const { requestToken } = await signInAs(server, 'dealer');
    const result = await graphql(server, requestToken, '{ contentTargetMarkets(type: downloads) { total } }');
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toMatch(/ContentPageType/);
  });
});
