import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerPickerAvailable, matchRoute, MOBILE_TITLE_MAX_LENGTH, needsSelectedCustomer, ROUTES, routeTitleKey, truncateMobileTitle, usesFullWidth } from './routes';

/** Route names of spec 000 §2.8 that require a selected customer. */
const CUSTOMER_ROUTES = ['sales-overview', 'retail-sales', 'catalog-fast-order', 'catalog-repeat-order', 'cart', 'cart-shipmentMobile', 'order', 'order-open-order', 'order-delivery', 'invoice-open-invoice', 'invoice-invoice-list', 'bonus-dealer', 'bonus-dealer-polygon', 'bonus-dealer-wim', 'download-area', 'payment'];
const PICKER_HIDDEN_PREFIXES = ['user-edit-profile', 'upload-area', 'sales-area', 'claim', 'visit-form'];

const byName = (name: string) => {
  const found = ROUTES.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
};

describe('route table', () => {
  it('names each route once and each path once', () => {
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it('requires a customer on exactly the spec pages (and variants of them)', () => {
    for (const name of CUSTOMER_ROUTES) expect(byName(name).needsCustomer).toBe(true);
    expect(byName('catalog').needsCustomer).toBe(false);
    expect(byName('claim').needsCustomer).toBe(false);
  });

  it('lets audit-limited users open the download area without a customer and without the picker', () => {
    const downloadArea = byName('download-area');
    expect(needsSelectedCustomer(downloadArea, 'audit')).toBe(false);
    expect(needsSelectedCustomer(downloadArea, null)).toBe(true);
    expect(customerPickerAvailable(downloadArea, 'audit')).toBe(false);
    expect(customerPickerAvailable(downloadArea, null)).toBe(true);
  });

  it('hides the picker on edit profile, upload area, sales area, claims and visit forms', () => {
    for (const route of ROUTES) {
      if (PICKER_HIDDEN_PREFIXES.some((prefix) => route.name.startsWith(prefix))) expect(route.pickerHidden, route.name).toBe(true);
    }
  });

  it('gives every non-public route a scope list and the sign-in page none', () => {
    expect(byName('login').scopes).toBe('public');
    expect(byName('admin-order-confirmation').scopes).toEqual(['page.orderlist']);
    expect(byName('admin-users').scopes).toEqual([['page.user-management', 'page.user-management-us']]);
  });

  it('matches literal segments before parameters', () => {
    expect(matchRoute('/catalog/fast-order')?.route.name).toBe('catalog-fast-order');
    expect(matchRoute('/catalog/bike')).toMatchObject({ route: { name: 'catalog-category' }, params: { category: 'bike' } });
    expect(matchRoute('/catalog/bike/velo-x-2027')).toMatchObject({ route: { name: 'catalog-category-slug' }, params: { category: 'bike', slug: 'velo-x-2027' } });
    expect(matchRoute('/claim/create/paa')?.route.name).toBe('claim-create-paa');
    expect(matchRoute('/claim/42/edit')).toMatchObject({ route: { name: 'claim-edit-id' }, params: { id: '42' } });
    expect(matchRoute('/admin/roles/edit')?.route.name).toBe('admin-roles-edit-id');
    expect(matchRoute('/admin/roles/edit/7')).toMatchObject({ params: { id: '7' } });
    expect(matchRoute('/marketing-material/brand-assets/9/image/3')).toMatchObject({ params: { type: 'brand-assets', id: '9', image_id: '3' } });
    expect(matchRoute('/no/such/page/at/all')).toBeUndefined();
  });

  it('finds every route by its own path with parameters filled in', () => {
    for (const route of ROUTES) {
      const path = route.path.replace(/:([a-z_]+)\??/g, 'x1');
      const match = matchRoute(path);
      expect(match, route.name).toBeDefined();
      expect(match!.route.path.split('/').length).toBeGreaterThanOrEqual(1);
    }
  });

  it('uses full width only on sales-overview routes', () => {
    expect(usesFullWidth(byName('sales-overview'))).toBe(true);
    expect(usesFullWidth(byName('sales-overview-new'))).toBe(true);
    expect(usesFullWidth(byName('order'))).toBe(false);
  });

  it('ignores a locale suffix after a double underscore in title keys', () => {
    expect(routeTitleKey('invoice-open-invoice__en-us')).toBe('route_title_invoice-open-invoice');
  });
});

describe('truncateMobileTitle', () => {
  it('cuts at 36 characters and adds an ellipsis', () => {
    expect(truncateMobileTitle('Administration of marketing categories')).toBe('Administration of marketing categori…');
    expect(truncateMobileTitle('Open invoices')).toBe('Open invoices');
  });

  it('never shows more than 36 characters of the title, and keeps short titles whole', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80, unit: 'grapheme' }), (title) => {
        const shown = truncateMobileTitle(title);
        const length = Array.from(title).length;
        if (length <= MOBILE_TITLE_MAX_LENGTH) expect(shown).toBe(title);
        else {
          expect(Array.from(shown)).toHaveLength(MOBILE_TITLE_MAX_LENGTH + 1);
          expect(title.startsWith(shown.slice(0, -1))).toBe(true);
        }
      }),
    );
  });
});
