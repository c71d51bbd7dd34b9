import { describe, expect, it } from 'vitest';
import { catalogueBreadcrumbs } from './breadcrumbs';

const merged = ['MERGE_MENU_CATALOG'];

describe('catalogue breadcrumbs', () => {
  it('are built only where the catalogue menu is merged', () => {
    expect(catalogueBreadcrumbs({ routeName: 'catalog-category', category: 'bike' }, [])).toEqual([]);
  });

  it('lead from the catalogue home through the category to the product on show', () => {
    expect(catalogueBreadcrumbs({ routeName: 'catalog-category-slug', category: 'paa', productName: 'Velocita Inner Tube 700' }, merged)).toEqual([
      { kind: 'catalogue', path: '/catalog' },
      { kind: 'section', section: 'paa', path: '/catalog/paa' },
      { kind: 'product', text: 'Velocita Inner Tube 700', path: null },
    ]);
  });

  it('end on the page on show, which leads nowhere', () => {
    expect(catalogueBreadcrumbs({ routeName: 'catalog' }, merged)).toEqual([{ kind: 'catalogue', path: null }]);
    expect(catalogueBreadcrumbs({ routeName: 'catalog-category', category: 'bike' }, merged).at(-1)).toEqual({ kind: 'section', section: 'bike', path: null });
    expect(catalogueBreadcrumbs({ routeName: 'catalog-fast-order' }, merged)).toEqual([
      { kind: 'catalogue', path: '/catalog' },
      { kind: 'section', section: 'fast-order', path: null },
    ]);
  });

  it('name no product before it is loaded, and no category the catalogue does not have', () => {
    expect(catalogueBreadcrumbs({ routeName: 'catalog-category-slug', category: 'bike', productName: null }, merged)).toHaveLength(2);
    expect(catalogueBreadcrumbs({ routeName: 'catalog-category', category: 'scooters' }, merged)).toEqual([]);
    expect(catalogueBreadcrumbs({ routeName: 'cart' }, merged)).toEqual([]);
  });
});
