import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_SCOPES } from '../access/scope-catalogue';
import { catalogueDefaultDestination, MENU_GROUP_IDS, visibleMenu, type MenuFacts } from './side-menu';

const everything = { bike: true, paa: true, groupset: true };
const nothing = { bike: false, paa: false, groupset: false };
const base: MenuFacts = { scopes: [], features: [], visitFormKinds: [], catalogue: everything };

const entryIds = (facts: MenuFacts) => visibleMenu(facts).flatMap((group) => group.entries.map((entry) => entry.id));

describe('side menu', () => {
  it('shows an entry only with its scope', () => {
    expect(entryIds({ ...base, scopes: ['page.order-status'] })).toEqual(['order', 'sales-document-sales', 'sales-document-technical']);
    expect(entryIds({ ...base, scopes: ['page.orderlist', 'page.claim'] })).toEqual(['admin-order-confirmation', 'claim', 'sales-document-sales', 'sales-document-technical']);
  });

  it('shows users to either user-management scope, and roles only to the full one', () => {
    expect(entryIds({ ...base, scopes: ['page.user-management-us'] })).toContain('admin-users');
    expect(entryIds({ ...base, scopes: ['page.user-management-us'] })).not.toContain('admin-roles');
    expect(entryIds({ ...base, scopes: ['page.user-management'] })).toEqual(expect.arrayContaining(['admin-users', 'admin-roles', 'admin-group-roles', 'admin-permissions']));
  });

  it('shows visit forms by the kinds of the user areas', () => {
    expect(entryIds({ ...base, scopes: ['page.formvisit'], visitFormKinds: ['wim'] })).toContain('visit-form-wim');
    expect(entryIds({ ...base, scopes: ['page.formvisit'], visitFormKinds: ['wim'] })).not.toContain('visit-form-polygon');
    expect(entryIds({ ...base, scopes: ['page.formvisit'] })).not.toContain('visit-form-wim');
  });

  it('shows news only under the news feature, the admin list to news.cu and the reader list otherwise', () => {
    expect(entryIds({ ...base, scopes: ['page.news', 'news.cu'] })).not.toContain('news');
    expect(entryIds({ ...base, scopes: ['page.news', 'news.cu'], features: ['NEWS'] })).toContain('admin-news');
    expect(entryIds({ ...base, scopes: ['page.news', 'news.cu'], features: ['NEWS'] })).not.toContain('news');
    expect(entryIds({ ...base, scopes: ['page.news'], features: ['NEWS'] })).toContain('news');
  });

  it('shows sales documents to readers and the administration to sales-document.cu holders', () => {
    expect(entryIds({ ...base, scopes: ['sales-document.cu'] })).toEqual(['admin-sales-document-group', 'admin-sales-document-list']);
  });

  it('shows catalogue sections only when they hold products', () => {
    expect(entryIds({ ...base, scopes: ['page.catalog'], catalogue: { bike: false, paa: true, groupset: false } })).toEqual(['catalog-paa', 'sales-document-sales', 'sales-document-technical']);
  });

  it('leads the catalogue to /catalog with page.home-page, else to the first section with products', () => {
    expect(catalogueDefaultDestination(['page.home-page'], nothing)).toBe('/catalog');
    expect(catalogueDefaultDestination([], everything)).toBe('/catalog/bike');
    expect(catalogueDefaultDestination([], { bike: false, paa: true, groupset: true })).toBe('/catalog/paa');
    expect(catalogueDefaultDestination([], { bike: false, paa: false, groupset: true })).toBe('/catalog/groupset');
    expect(catalogueDefaultDestination([], nothing)).toBe('/catalog/paa');
  });
});

const scopes = fc.subarray([...ALL_SCOPES]);
const features = fc.subarray(['NEWS', 'MERGE_MENU_CATALOG']);
const kinds = fc.subarray(['polygon', 'wim']);
const catalogue = fc.record({ bike: fc.boolean(), paa: fc.boolean(), groupset: fc.boolean() });
const facts = fc.record({ scopes, features, visitFormKinds: kinds, catalogue });

describe('side menu properties', () => {
  it('more scopes never hide an entry', () => {
    fc.assert(
      fc.property(facts, scopes, (given, extra) => {
        const more = entryIds({ ...given, scopes: [...new Set([...given.scopes, ...extra])] });
        const fewer = entryIds(given).filter((id) => !id.startsWith('sales-document-') && id !== 'news');
        for (const id of fewer) expect(more).toContain(id);
      }),
    );
  });

  it('never shows a group without entries, except the catalogue which always leads somewhere', () => {
    fc.assert(
      fc.property(facts, (given) => {
        for (const group of visibleMenu(given)) {
          if (group.id !== 'catalog') expect(group.entries.length).toBeGreaterThan(0);
          expect(group.to.startsWith('/')).toBe(true);
        }
      }),
    );
  });

  it('keeps the table order', () => {
    fc.assert(
      fc.property(facts, (given) => {
        const order = visibleMenu(given).map((group) => MENU_GROUP_IDS.indexOf(group.id));
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }),
    );
  });

  it('without any scope shows only the reader sales documents', () => {
    fc.assert(
      fc.property(features, kinds, catalogue, (flags, visitFormKinds, contents) => {
        expect(entryIds({ scopes: [], features: flags, visitFormKinds, catalogue: contents })).toEqual(['sales-document-sales', 'sales-document-technical']);
      }),
    );
  });
});
