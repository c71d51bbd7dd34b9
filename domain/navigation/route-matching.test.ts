import { describe, expect, it } from 'vitest';
import { isCatalogueRoute, matchRoute, ROUTES, usesFullWidth, type RouteMeta } from './routes';

const byName = (name: string) => ROUTES.find((route) => route.name === name)!;

/** A route with two optional parameters, which the portal's table does not have but the matcher must handle. */
const TWO_OPTIONAL: RouteMeta = { ...byName('news'), name: 'two-optional', path: '/archive/:year?/:month?' };

describe('matching paths to routes', () => {
  it('prefers the route listed first when two match with as many literal segments', () => {
    expect(matchRoute('/sales-document/sales')).toEqual({ route: byName('sales-document-type'), params: { type: 'sales' } });
  });

  it('reads a trailing or doubled slash as the same path', () => {
    expect(matchRoute('/catalog/')?.route.name).toBe('catalog');
    expect(matchRoute('/order//delivery')?.route.name).toBe('order-delivery');
  });

  it('fills as many optional parameters as the path has values for, and no more', () => {
    expect(matchRoute('/archive', [TWO_OPTIONAL])).toEqual({ route: TWO_OPTIONAL, params: {} });
    expect(Object.keys(matchRoute('/archive/2026', [TWO_OPTIONAL])!.params)).toHaveLength(1);
    expect(matchRoute('/archive/2026/03', [TWO_OPTIONAL])!.params).toEqual({ year: '2026', month: '03' });
    expect(matchRoute('/archive/2026/03/01', [TWO_OPTIONAL])).toBeUndefined();
  });

  it('does not match a path shorter than the required segments', () => {
    expect(matchRoute('/catalog/bike/velo', [byName('catalog-category-slug')])).toBeDefined();
    expect(matchRoute('/catalog/bike', [byName('catalog-category-slug')])).toBeUndefined();
  });

  it('decodes parameter values', () => {
    expect(matchRoute('/news/caf%C3%A9%20ride')?.params).toEqual({ id: 'café ride' });
  });
});

describe('route kinds', () => {
  it('counts the catalogue and the pages named under it as catalogue pages, and no other', () => {
    expect(isCatalogueRoute(byName('catalog'))).toBe(true);
    expect(isCatalogueRoute(byName('catalog-fast-order'))).toBe(true);
    expect(isCatalogueRoute(byName('catalog-category-slug'))).toBe(true);
    for (const name of ['cart', '3rd-party-catalog', 'admin-catalog-analyze', 'home']) expect(isCatalogueRoute(byName(name)), name).toBe(false);
    expect(isCatalogueRoute({ ...byName('catalog'), name: 'catalogue' })).toBe(false);
  });

  it('stretches sales-overview pages on either framed layout of the second or third kind', () => {
    expect(usesFullWidth({ ...byName('sales-overview'), layout: 'defaultV3' })).toBe(true);
    expect(usesFullWidth({ ...byName('sales-overview'), layout: 'default' })).toBe(false);
    expect(usesFullWidth({ ...byName('sales-overview'), layout: 'full-container' })).toBe(false);
    expect(usesFullWidth({ ...byName('catalog'), layout: 'defaultV3' })).toBe(false);
  });
});
