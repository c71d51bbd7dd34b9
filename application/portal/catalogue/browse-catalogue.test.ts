import { describe, expect, it, vi } from 'vitest';
import { HOST_CONFIG_DEFAULTS } from '../../../domain/config/host-config';
import { BIKE_CATEGORY_FAILURE_LOG, createBrowseCatalogue, listingQuery, type CatalogueAddress } from './browse-catalogue';
import { CatalogueGatewayInMemory } from './testing/catalogue-gateway.in-memory';

const address = (overrides: Partial<CatalogueAddress> = {}): CatalogueAddress => ({ category: 'bike', search: null, view: null, mc: null, page: null, ...overrides });
const config = HOST_CONFIG_DEFAULTS;

describe('listing query', () => {
  it('given a host with the default group view, when the bike list opens, then 12 models of page 1 are asked', () => {
    expect(listingQuery(address(), config)).toEqual({ category: 'bike', mc: null, search: null, view: 'group', page: 1, limit: 12 });
  });

  it('given ?view=item&page=3, when the list opens, then page 3 of the item view quota (10) is asked', () => {
    expect(listingQuery(address({ view: 'item', page: '3' }), config)).toMatchObject({ view: 'item', page: 3, limit: 10 });
  });

  it('given a host whose default view is item with its own quota, when no view is named, then its quota applies', () => {
    expect(listingQuery(address(), { ...config, catalogDefaultView: 'item', itemViewQuota: 24 })).toMatchObject({ view: 'item', limit: 24 });
  });

  it('given a bike category on the catalogue home, when the list opens, then bikes of that category are asked', () => {
    expect(listingQuery(address({ category: null, mc: 'BK-ROAD' }), config)).toMatchObject({ category: 'bike', mc: 'BK-ROAD' });
  });

  it('given blank search words and a page that is no page, when the list opens, then neither is asked', () => {
    expect(listingQuery(address({ search: '   ', page: 'two', view: 'grid' }), config)).toMatchObject({ search: null, page: 1, view: 'group' });
    expect(listingQuery(address({ search: '  aero   sl ' }), config)).toMatchObject({ search: 'aero sl' });
  });
});

describe('catalogue use-cases', () => {
  it('given the catalogue cannot be reached, when the bike categories load, then none show and "(0101)" is logged', async () => {
    const log = vi.fn();
    const useCases = createBrowseCatalogue({ catalogue: new CatalogueGatewayInMemory(undefined, { fail: true }), log });

    expect(await useCases.loadBikeCategories()).toEqual([]);
    expect(log).toHaveBeenCalledWith(BIKE_CATEGORY_FAILURE_LOG);
  });

  it('given the example catalogue, when the road bikes of the group view load, then one model with its three sizes comes back', async () => {
    const useCases = createBrowseCatalogue({ catalogue: new CatalogueGatewayInMemory() });

    const page = await useCases.loadListing(listingQuery(address({ mc: 'BK-ROAD' }), config));

    expect(page?.models.map((model) => [model.parentName, model.variants])).toEqual([['Velocita Aero SL 2027', 3]]);
  });

  it('given an unknown slug, when the product page loads, then there is no product; given a failure, it says so', async () => {
    expect(await createBrowseCatalogue({ catalogue: new CatalogueGatewayInMemory() }).loadProductDetails('no-such-bike')).toBeNull();
    expect(await createBrowseCatalogue({ catalogue: new CatalogueGatewayInMemory(undefined, { fail: true }) }).loadProductDetails('x')).toBe('failed');
  });

  it('given an article out of stock, when the dealer asks for a restock notice, then it is asked', async () => {
    const catalogue = new CatalogueGatewayInMemory();
    const useCases = createBrowseCatalogue({ catalogue });

    expect(await useCases.changeRestockNotification({ articleCode: 'VB-AESL-27-L', sorg: 'ID01' }, true)).toBe(true);
    expect([...catalogue.restock]).toEqual(['ID01:VB-AESL-27-L']);
  });
});
