import { describe, expect, it } from 'vitest';
import { givenPrincipal } from '../shared/testing/principals';
import { listContentTargetMarkets } from './list-content-target-markets';
import { ContentTargetMarketRepositoryInMemory } from './testing/in-memory-content';

function givenMarkets() {
  return {
    contentTargetMarkets: new ContentTargetMarketRepositoryInMemory(
      [
        { id: 'mm-id', marketName: 'Indonesia', type: 'marketing_material' },
        { id: 'mm-sg', marketName: 'Singapore', type: 'marketing_material' },
        { id: 'mm-us', marketName: 'United States', type: 'marketing_material' },
        { id: 'news-id', marketName: 'Indonesia', type: 'news' },
      ],
      { 'u-dealer': ['mm-id', 'news-id'] },
    ),
  };
}

describe('content target markets', () => {
  it('given a reader, when listing marketing markets, then only the assigned ones come back', async () => {
    const page = await listContentTargetMarkets(givenMarkets(), givenPrincipal(), { type: 'marketing_material' });
    expect(page).toMatchObject({ total: 1, page: 1, limit: 15, items: [{ id: 'mm-id' }] });
  });

  it('given a maintainer of marketing material, when listing, then every market of the type comes back', async () => {
    const page = await listContentTargetMarkets(givenMarkets(), givenPrincipal({ userId: 'u-marketing', scopes: ['marketing-material.cud'] }), {});
    expect(page.items.map((item) => item.id)).toEqual(['mm-id', 'mm-sg', 'mm-us']);
  });

  it('given a maintainer of one type, when listing another type, then only the assigned markets of it come back', async () => {
    const page = await listContentTargetMarkets(givenMarkets(), givenPrincipal({ scopes: ['marketing-material.cud'] }), { type: 'news' });
    expect(page.items.map((item) => item.id)).toEqual(['news-id']);
  });

  it('given a user with no markets, when listing, then the list is empty', async () => {
    expect((await listContentTargetMarkets(givenMarkets(), givenPrincipal({ userId: 'u-guest' }), { type: 'news' })).total).toBe(0);
  });

  it('given paging beyond the bounds, when listing, then the limit is cut to 999 and the page starts at 1', async () => {
    const deps = givenMarkets();
    const page = await listContentTargetMarkets(deps, givenPrincipal({ scopes: ['marketing-material.cud'] }), { limit: 5000, page: -3, search: '  in ' });
    expect(page).toMatchObject({ limit: 999, page: 1 });
    expect(deps.contentTargetMarkets.queries[0]).toMatchObject({ search: 'in', limit: 999, page: 1, assignedTo: undefined });
    expect(page.items.map((item) => item.id)).toEqual(['mm-id', 'mm-sg']);
  });
});
